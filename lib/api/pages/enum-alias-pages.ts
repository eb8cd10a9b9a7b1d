import { buildDocView, renderInline } from '@/lib/api/pages/doc-view';
import type { ApiAlias } from '@/lib/api/model/schema';
import { codeHtml, templateParamRows } from '@/lib/api/pages/overload-view';
import { apiFrame, nameInNamespace, plainBrief } from '@/lib/api/pages/frame';
import { declaredAt } from '@/lib/api/pages/page-ids';
import type { AliasPageData, EnumPageData } from '@/lib/api/pages/view-types';
import { templateHead } from '@/lib/api/model/format';
import {
  aliasKindLabel,
  enumKindLabel,
  getRenderContext,
  type RenderContext,
} from '@/lib/api/pages/render-context';
import { apiSymbolUrl, getAliasById, getEnumById } from '@/lib/api/kinds/urls';

// Detail pages of enums and aliases: one declaration, its documentation and one table.

export async function getEnumPageData(
  id: string,
  ctx: RenderContext = getRenderContext(),
): Promise<EnumPageData | null> {
  const value = getEnumById(id, ctx.model);
  if (!value) return null;
  const selfUrl = apiSymbolUrl(value);
  const kindLabel = enumKindLabel(value);
  const declaration = `${kindLabel} ${value.name}${value.underlyingType ? ` : ${value.underlyingType}` : ''};`;
  const [declarationHtml, doc, values] = await Promise.all([
    codeHtml(declaration, value.scope, ctx, selfUrl),
    buildDocView(value.doc, value.qualifiedName, ctx, value.deprecated),
    Promise.all(
      value.values.map(async (v) => ({
        name: v.name,
        ...(v.value !== undefined ? { value: v.value } : {}),
        descriptionHtml: await renderInline([v.doc?.brief, v.doc?.body].filter(Boolean).join('\n\n'), ctx),
      })),
    ),
  ]);
  const frame = apiFrame({
    kind: 'enums',
    title: value.qualifiedName,
    description: plainBrief(value.doc?.brief, `${kindLabel} ${value.qualifiedName}`),
    path: selfUrl,
    leaf: nameInNamespace(value.qualifiedName, ctx.model),
    toc: values.length ? [{ depth: 2, title: 'Enumerators', anchor: 'enumerators' }] : [],
  });
  return {
    frame,
    header: {
      qualifiedName: value.qualifiedName,
      kindLabel,
      declarationHtml,
      declaredAt: declaredAt(value.location),
      doc,
    },
    values,
  };
}

function aliasDeclaration(alias: ApiAlias): string {
  if (alias.aliasKind === 'typedef') return `typedef ${alias.target} ${alias.name};`;
  if (alias.aliasKind === 'using-declaration') return `using ${alias.target};`;
  return [
    alias.templateParams ? templateHead(alias.templateParams) : '',
    `using ${alias.name} = ${alias.target};`,
  ]
    .filter(Boolean)
    .join('\n');
}

export async function getAliasPageData(
  id: string,
  ctx: RenderContext = getRenderContext(),
): Promise<AliasPageData | null> {
  const alias = getAliasById(id, ctx.model);
  if (!alias) return null;
  const selfUrl = apiSymbolUrl(alias);
  const kindLabel = aliasKindLabel(alias);
  const [declarationHtml, doc, templateParams] = await Promise.all([
    codeHtml(aliasDeclaration(alias), alias.scope, ctx, selfUrl),
    buildDocView(alias.doc, alias.scope, ctx, alias.deprecated),
    templateParamRows(alias.templateParams, alias.doc, alias.scope, ctx),
  ]);
  const frame = apiFrame({
    kind: 'aliases',
    title: alias.qualifiedName,
    description: plainBrief(alias.doc?.brief, `${kindLabel} ${alias.qualifiedName}`),
    path: selfUrl,
    leaf: nameInNamespace(alias.qualifiedName, ctx.model),
    toc: templateParams.length
      ? [{ depth: 2, title: 'Template parameters', anchor: 'template-parameters' }]
      : [],
  });
  return {
    frame,
    header: {
      qualifiedName: alias.qualifiedName,
      kindLabel,
      declarationHtml,
      declaredAt: declaredAt(alias.location),
      doc,
    },
    templateParams,
  };
}
