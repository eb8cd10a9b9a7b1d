import type { MacroPageData } from '@/lib/api/pages/view-types';
import { SymbolHeader } from './symbol-header';

export function MacroPageView({ data }: { data: MacroPageData }) {
  return (
    <>
      <SymbolHeader header={data.header} viewed={data.frame.viewedVersion} />
      {data.value !== undefined ? (
        <p>
          Value: <code>{data.value}</code>
        </p>
      ) : null}
    </>
  );
}
