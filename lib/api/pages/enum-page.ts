import { enumKindLabel } from '@/lib/api/kinds/labels';
import { apiSymbolUrl } from '@/lib/api/kinds/urls';
import type { ApiEnum } from '@/lib/api/model/schema';
import { buildDocView, renderInline } from '@/lib/api/pages/doc-view';
import { nameInNamespace } from '@/lib/api/kinds/index-layout';
import { apiFrame } from '@/lib/api/pages/frame';
import { codeHtml } from '@/lib/api/pages/declaration-views';
import { enumeratorHistoryRef, symbolHistoryRef, withHistory } from '@/lib/api/pages/history-refs';
import { symbolHeader } from '@/lib/api/pages/page-parts';
import type { RenderContext } from '@/lib/api/pages/render-context';
import type { EnumPageData } from '@/lib/api/pages/view-types';

// The page of an enum: its declaration, its documentation and a table of the enumerators.

export function enumDeclaration(value: ApiEnum): string {
  return `${enumKindLabel(value)} ${value.name}${value.underlyingType ? ` : ${value.underlyingType}` : ''};`;
}

export async function getEnumPageData(value: ApiEnum, ctx: RenderContext): Promise<EnumPageData> {
  const kindLabel = enumKindLabel(value);
  const [declarationHtml, doc, values] = await Promise.all([
    codeHtml(enumDeclaration(value), value.scope, ctx, apiSymbolUrl(value)),
    buildDocView(value.doc, value.qualifiedName, ctx, value.deprecated),
    Promise.all(
      value.values.map(async (v) => ({
        name: v.name,
        ...(v.value !== undefined ? { value: v.value } : {}),
        descriptionHtml: await renderInline([v.doc?.brief, v.doc?.body].filter(Boolean).join('\n\n'), ctx),
        ...withHistory(enumeratorHistoryRef(value, v, ctx.model)),
      })),
    ),
  ]);
  const frame = apiFrame({
    kind: 'enums',
    leaf: nameInNamespace(value.qualifiedName, ctx.model),
    toc: values.length ? [{ depth: 2, title: 'Enumerators', anchor: 'enumerators' }] : [],
    symbol: { url: apiSymbolUrl(value), location: value.location, model: ctx.model },
  });
  return {
    frame,
    header: symbolHeader(value, {
      kindLabel,
      declarationHtml,
      doc,
      ...withHistory(symbolHistoryRef(value, ctx.model)),
    }),
    values,
  };
}
