import type { EnumPageData } from '@/lib/api/pages/view-types';
import { HeadingLink } from './heading-link';
import { HistoryBadges } from './history-badges';
import { SymbolHeader } from './symbol-header';
import styles from './api.module.css';

export function EnumPageView({ data }: { data: EnumPageData }) {
  const hasValues = data.values.some((v) => v.value !== undefined);
  return (
    <>
      <SymbolHeader header={data.header} viewed={data.frame.viewedVersion} />
      {data.values.length > 0 ? (
        <section aria-labelledby="enumerators">
          <h2 id="enumerators">
            Enumerators
            <HeadingLink id="enumerators" label="Enumerators" />
          </h2>
          <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Enumerators">
            <table className={styles.enumTable}>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  {hasValues ? <th scope="col">Value</th> : null}
                  <th scope="col">Description</th>
                </tr>
              </thead>
              <tbody>
                {data.values.map((v) => (
                  <tr key={v.name} id={v.name}>
                    <th scope="row">
                      <code>{v.name}</code>
                      <HistoryBadges history={v.history} viewed={data.frame.viewedVersion} />
                    </th>
                    {hasValues ? <td>{v.value !== undefined ? <code>{v.value}</code> : null}</td> : null}
                    <td dangerouslySetInnerHTML={{ __html: v.descriptionHtml }} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </>
  );
}
