import { aliasKindLabel } from '@/lib/api/kinds/labels';
import { apiSymbolUrl } from '@/lib/api/kinds/urls';
import { templateHead } from '@/lib/api/model/format';
import type { ApiAlias } from '@/lib/api/model/schema';
import { buildDocView } from '@/lib/api/pages/doc-view';
import { nameInNamespace } from '@/lib/api/kinds/index-layout';
import { apiFrame } from '@/lib/api/pages/frame';
import { codeHtml, templateParamRows } from '@/lib/api/pages/declaration-views';
import { symbolHistoryRef, withHistory } from '@/lib/api/pages/history-refs';
import { symbolHeader } from '@/lib/api/pages/page-parts';
import type { RenderContext } from '@/lib/api/pages/render-context';
import type { AliasPageData } from '@/lib/api/pages/view-types';
import { layoutDeclaration } from '@/lib/api/pages/declaration-layout';

// The page of a type alias, alias template, typedef or using-declaration.

export function aliasDeclaration(alias: ApiAlias): string {
  if (alias.aliasKind === 'typedef') return `typedef ${alias.target} ${alias.name};`;
  if (alias.aliasKind === 'using-declaration') return `using ${alias.target};`;
  return [
    alias.templateParams ? templateHead(alias.templateParams) : '',
    `using ${alias.name} = ${alias.target};`,
  ]
    .filter(Boolean)
    .join('\n');
}

export async function getAliasPageData(alias: ApiAlias, ctx: RenderContext): Promise<AliasPageData> {
  const [declarationHtml, doc, templateParams] = await Promise.all([
    codeHtml(layoutDeclaration(aliasDeclaration(alias)), alias.scope, ctx, apiSymbolUrl(alias)),
    buildDocView(alias.doc, alias.scope, ctx, alias.deprecated),
    templateParamRows(alias.templateParams, alias.doc, alias.scope, ctx),
  ]);
  const frame = apiFrame({
    kind: 'aliases',
    leaf: nameInNamespace(alias.qualifiedName, ctx.model),
    toc: templateParams.length
      ? [{ depth: 2, title: 'Template parameters', anchor: 'template-parameters' }]
      : [],
    symbol: { url: apiSymbolUrl(alias), location: alias.location, model: ctx.model },
  });
  const header = symbolHeader(alias, {
    kindLabel: aliasKindLabel(alias),
    declarationHtml,
    doc,
    ...withHistory(symbolHistoryRef(alias, ctx.model)),
  });
  return { frame, header, templateParams };
}
