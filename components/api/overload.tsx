import type { OverloadView } from '@/lib/api/pages/view-types';
import { DocBody } from './doc-body';
import { HistoryBadges } from './history-badges';
import { ParamList } from './param-list';
import { InlineCode, Signature } from './signature';
import styles from './api.module.css';

/** One function overload: signature, documentation, parameter tables and return value. */
export function Overload({ overload, viewed }: { overload: OverloadView; viewed: string }) {
  return (
    <div id={overload.anchor} className={styles.overload}>
      <Signature html={overload.signatureHtml} />
      {overload.access ? <span className={styles.badge}>{overload.access}</span> : null}
      <HistoryBadges
        history={overload.history}
        viewed={viewed}
        messageShown={overload.doc?.deprecatedHtml !== undefined}
      />
      <DocBody doc={overload.doc} />
      <ParamList title="Template parameters" rows={overload.templateParams} />
      <ParamList title="Parameters" rows={overload.params} />
      {overload.returns ? (
        <p className={styles.returns}>
          <span className={styles.label}>Returns</span> <InlineCode html={overload.returns.typeHtml} />
          {overload.returns.descriptionHtml ? (
            <>
              {' — '}
              <span dangerouslySetInnerHTML={{ __html: overload.returns.descriptionHtml }} />
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
