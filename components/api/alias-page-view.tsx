import type { AliasPageData } from '@/lib/api/page-types';
import { HeadingLink } from './heading-link';
import { ParamTable } from './param-table';
import { SymbolHeader } from './symbol-header';

export function AliasPageView({ data }: { data: AliasPageData }) {
  return (
    <>
      <SymbolHeader header={data.header} />
      {data.templateParams.length > 0 ? (
        <section aria-labelledby="template-parameters">
          <h2 id="template-parameters">
            Template parameters
            <HeadingLink id="template-parameters" label="Template parameters" />
          </h2>
          <ParamTable caption="Template parameters" rows={data.templateParams} />
        </section>
      ) : null}
    </>
  );
}
