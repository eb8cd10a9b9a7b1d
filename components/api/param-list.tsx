import type { ParamRow } from '@/lib/api/pages/view-types';
import styles from './api.module.css';

/**
 * Parameters (or template parameters) as name → description, like cppreference: their types and
 * defaults are in the signature right above, so the list only adds what the signature cannot say.
 */
export function ParamList({ title, rows }: { title?: string; rows: ParamRow[] }) {
  if (rows.length === 0) return null;
  return (
    <div className={styles.params}>
      {title ? <p className={styles.paramsTitle}>{title}</p> : null}
      <dl>
        {rows.map((row, i) => (
          <div key={`${row.name}-${i}`}>
            <dt>
              <code>{row.name}</code>
            </dt>
            <dd dangerouslySetInnerHTML={{ __html: row.descriptionHtml }} />
          </div>
        ))}
      </dl>
    </div>
  );
}
