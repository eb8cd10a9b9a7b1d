import type { ParamRow } from '@/lib/api/page-types';
import { InlineCode } from './signature';
import styles from './api.module.css';

/** Parameters (or template parameters) with type, name, default value and description. */
export function ParamTable({ caption, rows }: { caption: string; rows: ParamRow[] }) {
  if (rows.length === 0) return null;
  const hasDefaults = rows.some((row) => row.defaultValue !== undefined);
  return (
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.params}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            {hasDefaults ? <th scope="col">Default</th> : null}
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.name}-${i}`}>
              <th scope="row">
                <code>{row.name || '(unnamed)'}</code>
              </th>
              <td>
                <InlineCode html={row.typeHtml} />
              </td>
              {hasDefaults ? (
                <td>{row.defaultValue !== undefined ? <code>{row.defaultValue}</code> : null}</td>
              ) : null}
              <td dangerouslySetInnerHTML={{ __html: row.descriptionHtml }} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
