import type { AliasPageData } from '@/lib/api/pages/view-types';
import { SymbolHeader } from './symbol-header';
import { TemplateParamsSection } from './template-params-section';

export function AliasPageView({ data }: { data: AliasPageData }) {
  return (
    <>
      <SymbolHeader header={data.header} viewed={data.frame.viewedVersion} />
      <TemplateParamsSection rows={data.templateParams} />
    </>
  );
}
