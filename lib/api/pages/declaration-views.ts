import { buildDocView, renderInline } from '@/lib/api/pages/doc-view';
import type { HistoryRef } from '@/lib/api/history/badges';
import type { ApiFunction, ApiParam, DocComment, TemplateParam } from '@/lib/api/model/schema';
import type { OverloadView, ParamRow } from '@/lib/api/pages/view-types';
import type { RenderContext } from '@/lib/api/pages/render-context';
import { signatureHtml } from '@/lib/api/pages/signature-html';
import { layoutSignature } from '@/lib/api/pages/signature-layout';

// Declarations as the pages show them: highlighted, linked code seen from a scope, the parameter
// tables and the full view of one function overload.

/**
 * A table is worth its bytes only when it adds descriptions: names, types and defaults are in the
 * signature already.
 */
function documentedOnly(rows: ParamRow[]): ParamRow[] {
  return rows.some((row) => row.descriptionHtml) ? rows : [];
}

/** Highlighted, linked HTML of a piece of C++ seen from `scope`. */
export function codeHtml(code: string, scope: string, ctx: RenderContext, selfUrl?: string): Promise<string> {
  return signatureHtml(code, {
    scope,
    linker: ctx.linker,
    basePath: ctx.basePath,
    ...(selfUrl ? { selfUrl } : {}),
  });
}

function describe(
  list: DocComment['params'] | undefined,
  name: string | undefined,
  ctx: RenderContext,
): Promise<string> {
  const text = name ? list?.find((entry) => entry.name === name)?.description : undefined;
  return renderInline(text ?? '', ctx);
}

/** Rows for the template parameter table; unnamed SFINAE parameters without docs stay in the signature only. */
export async function templateParamRows(
  params: TemplateParam[] | undefined,
  doc: DocComment | undefined,
  scope: string,
  ctx: RenderContext,
): Promise<ParamRow[]> {
  const shown = (params ?? []).filter((p) => p.name);
  const rows = await Promise.all(
    shown.map(async (p) => {
      const head = p.kind === 'type' ? 'typename' : (p.type ?? '');
      const typeHtml =
        p.kind === 'type'
          ? `<span class=k>typename</span>${p.pack ? '...' : ''}`
          : `${await codeHtml(head, scope, ctx)}${p.pack ? '...' : ''}`;
      return {
        name: p.name,
        typeHtml,
        ...(p.default ? { defaultValue: p.default } : {}),
        descriptionHtml: await describe(doc?.tparams, p.name, ctx),
      };
    }),
  );
  return documentedOnly(rows);
}

async function paramRows(
  params: ApiParam[],
  doc: DocComment | undefined,
  scope: string,
  ctx: RenderContext,
  selfUrl?: string,
): Promise<ParamRow[]> {
  // An unnamed parameter (a tag type) cannot be documented: it stays in the signature only.
  const named = params.filter((p): p is ApiParam & { name: string } => Boolean(p.name));
  const rows = await Promise.all(
    named.map(async (p) => ({
      name: p.name,
      typeHtml: await codeHtml(p.type, scope, ctx, selfUrl),
      ...(p.default ? { defaultValue: p.default } : {}),
      descriptionHtml: await describe(doc?.params, p.name, ctx),
    })),
  );
  return documentedOnly(rows);
}

export async function buildOverloadView(
  fn: ApiFunction,
  ctx: RenderContext,
  selfUrl: string,
  history?: HistoryRef,
): Promise<OverloadView> {
  const scope = fn.scope;
  // Without an @returns text the signature already says everything about the return type.
  const hasReturn = Boolean(fn.doc?.returns);
  const [sig, doc, templateParams, params, returns] = await Promise.all([
    codeHtml(layoutSignature(fn.signature, fn.name), scope, ctx, selfUrl),
    buildDocView(fn.doc, scope, ctx, fn.deprecated),
    templateParamRows(fn.templateParams, fn.doc, scope, ctx),
    paramRows(fn.params, fn.doc, scope, ctx, selfUrl),
    hasReturn
      ? Promise.all([
          fn.returnType ? codeHtml(fn.returnType, scope, ctx, selfUrl) : Promise.resolve(''),
          renderInline(fn.doc?.returns, ctx),
        ])
      : Promise.resolve(undefined),
  ]);
  return {
    anchor: fn.anchor,
    signatureHtml: sig,
    ...(fn.access === 'protected' ? { access: 'protected' as const } : {}),
    doc,
    templateParams,
    params,
    ...(returns ? { returns: { typeHtml: returns[0], descriptionHtml: returns[1] } } : {}),
    ...(history ? { history } : {}),
  };
}
