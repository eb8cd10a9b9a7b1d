import type { ComponentProps } from 'react';
import { HeadingLink } from './heading-link';
import { ParamTable } from './param-table';

/** The "Template parameters" section of a record or alias page; nothing when there are none. */
export function TemplateParamsSection({ rows }: { rows: ComponentProps<typeof ParamTable>['rows'] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="template-parameters">
      <h2 id="template-parameters">
        Template parameters
        <HeadingLink id="template-parameters" label="Template parameters" />
      </h2>
      <ParamTable caption="Template parameters" rows={rows} />
    </section>
  );
}
