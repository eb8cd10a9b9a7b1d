import type { ComponentProps } from 'react';
import { HeadingLink } from './heading-link';
import { ParamList } from './param-list';

/** The "Template parameters" section of a record or alias page; nothing when there are none. */
export function TemplateParamsSection({ rows }: { rows: ComponentProps<typeof ParamList>['rows'] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="template-parameters">
      <h2 id="template-parameters">
        Template parameters
        <HeadingLink id="template-parameters" label="Template parameters" />
      </h2>
      <ParamList rows={rows} />
    </section>
  );
}
