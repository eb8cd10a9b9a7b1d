import { recordDisplayName, recordKindLabel } from '@/lib/api/kinds/labels';
import { memberSetOf } from '@/lib/api/kinds/member-sets';
import { kindEntry } from '@/lib/api/kinds/registry';
import { apiSymbolUrl, findSymbol, kindOf, memberPageUrl } from '@/lib/api/kinds/urls';
import { templateHead } from '@/lib/api/model/format';
import { groupInOrder } from '@/lib/api/model/names';
import type { ApiFunction, ApiRecord, ApiVariable } from '@/lib/api/model/schema';
import { buildDocView, renderInline } from '@/lib/api/pages/doc-view';
import { nameInNamespace } from '@/lib/api/kinds/index-layout';
import { apiFrame } from '@/lib/api/pages/frame';
import { buildOverloadView, codeHtml, templateParamRows } from '@/lib/api/pages/declaration-views';
import {
  fieldHistoryRef,
  overloadHistoryRef,
  symbolHistoryRef,
  withHistory,
} from '@/lib/api/pages/history-refs';
import { symbolHeader, UniqueIds } from '@/lib/api/pages/page-parts';
import type { RenderContext } from '@/lib/api/pages/render-context';
import type {
  FieldView,
  MemberGroupView,
  MemberNameView,
  MemberTypeView,
  RecordPageData,
} from '@/lib/api/pages/view-types';
import { memberNameAnchor } from '@/lib/api/xref/build-index';
import type { TocEntry } from '@/lib/content/route-data';
import { layoutDeclaration } from '@/lib/api/pages/declaration-layout';
import { layoutSignature } from '@/lib/api/pages/signature-layout';

// The page of a class: declaration, documentation, template parameters, bases, member groups and
// deduction guides. Long classes list their member functions here and document them on member pages.

/** `template <…> class name : bases;` */
export function recordDeclaration(record: ApiRecord): string {
  const args = record.specialization ? `<${record.specialization.args}>` : '';
  const bases = record.bases
    .map((b) => [b.access, b.virtual ? 'virtual' : '', b.name].filter(Boolean).join(' '))
    .join(', ');
  return [
    record.templateParams ? templateHead(record.templateParams) : '',
    record.requires ? `  requires ${record.requires}` : '',
    `${record.tagKind} ${record.name}${args}${bases ? ` : ${bases}` : ''};`,
  ]
    .filter(Boolean)
    .join('\n');
}

async function memberTypes(record: ApiRecord, ctx: RenderContext, ids: UniqueIds): Promise<MemberTypeView[]> {
  const views = record.members.types.map(async (ref) => {
    const target =
      ref.kind === 'record'
        ? findSymbol('records', ref.id, ctx.model)
        : ref.kind === 'enum'
          ? findSymbol('enums', ref.id, ctx.model)
          : findSymbol('aliases', ref.id, ctx.model);
    if (!target) return undefined;
    return {
      id: ids.take(ref.name),
      name: ref.name,
      href: apiSymbolUrl(target),
      // The registry's label: `struct`, `private class`, `enum class`, `alias template`, …
      kindLabel: kindEntry(kindOf(target)).label(target),
      briefHtml: await renderInline(target.doc?.brief, ctx),
    };
  });
  return (await Promise.all(views))
    .filter((v): v is MemberTypeView => v !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** What a class with member pages shows of one member set: its briefs and a link to its page. */
async function memberPageLink(record: ApiRecord, fns: ApiFunction[], ctx: RenderContext) {
  const set = memberSetOf(record, fns[0]!);
  if (!set) return undefined;
  const briefs = [...new Set(fns.map((fn) => fn.doc?.brief ?? '').filter(Boolean))];
  return {
    href: memberPageUrl(record, set),
    briefsHtml: await Promise.all(briefs.map((brief) => renderInline(brief, ctx))),
    count: fns.length,
  };
}

async function memberFunctions(
  record: ApiRecord,
  fns: ApiFunction[],
  ctx: RenderContext,
  ids: UniqueIds,
  named: boolean,
): Promise<MemberNameView[]> {
  const selfUrl = apiSymbolUrl(record);
  const view = async (id: string, name: string, overloads: ApiFunction[]): Promise<MemberNameView> => {
    const page = await memberPageLink(record, overloads, ctx);
    return page
      ? { id, name, overloads: [], page }
      : {
          id,
          name,
          overloads: await Promise.all(
            overloads.map((fn) =>
              buildOverloadView(fn, ctx, selfUrl, overloadHistoryRef(record, fn, ctx.model)),
            ),
          ),
        };
  };
  if (!named) return fns.length ? [await view('', '', fns)] : [];
  const groups = [...groupInOrder(fns, (fn) => fn.name)];
  return Promise.all(
    groups.map(([name, overloads]) => view(ids.take(memberNameAnchor({ name })), name, overloads)),
  );
}

export function fieldDeclaration(field: ApiVariable): string {
  const text = [...field.specifiers, field.type, field.name].join(' ');
  return `${text}${field.value !== undefined ? ` = ${field.value}` : ''};`;
}

async function fieldViews(record: ApiRecord, ctx: RenderContext, ids: UniqueIds): Promise<FieldView[]> {
  return Promise.all(
    record.members.fields.map(async (field) => {
      return {
        anchor: ids.take(field.anchor),
        name: field.name,
        signatureHtml: await codeHtml(layoutDeclaration(fieldDeclaration(field)), field.scope, ctx),
        doc: await buildDocView(field.doc, field.scope, ctx, field.deprecated),
        ...withHistory(fieldHistoryRef(record, field, ctx.model)),
      };
    }),
  );
}

const GROUPS = [
  { key: 'constructors', id: 'constructors', title: 'Constructors' },
  { key: 'destructors', id: 'destructor', title: 'Destructor' },
  { key: 'methods', id: 'methods', title: 'Member functions' },
  { key: 'operators', id: 'operators', title: 'Operators' },
] as const;

function tocOf(data: Pick<RecordPageData, 'templateParams' | 'groups' | 'deductionGuides'>): TocEntry[] {
  const toc: TocEntry[] = [];
  if (data.templateParams.length)
    toc.push({ depth: 2, title: 'Template parameters', anchor: 'template-parameters' });
  for (const group of data.groups) {
    toc.push({ depth: 2, title: group.title, anchor: group.id });
    for (const fn of group.functions ?? [])
      if (fn.name) toc.push({ depth: 3, title: fn.name, anchor: fn.id });
  }
  if (data.deductionGuides.length)
    toc.push({ depth: 2, title: 'Deduction guides', anchor: 'deduction-guides' });
  return toc;
}

export async function getRecordPageData(record: ApiRecord, ctx: RenderContext): Promise<RecordPageData> {
  const selfUrl = apiSymbolUrl(record);
  const ids = new UniqueIds([
    'template-parameters',
    'deduction-guides',
    'types',
    'data-members',
    ...GROUPS.map((g) => g.id),
  ]);
  const scope = record.qualifiedName;
  const groups: MemberGroupView[] = [];
  const types = await memberTypes(record, ctx, ids);
  if (types.length) groups.push({ id: 'types', title: 'Member types', types });
  for (const group of GROUPS) {
    const functions = await memberFunctions(
      record,
      record.members[group.key],
      ctx,
      ids,
      group.key === 'methods' || group.key === 'operators',
    );
    if (functions.length) groups.push({ id: group.id, title: group.title, functions });
  }
  const fields = await fieldViews(record, ctx, ids);
  if (fields.length) groups.push({ id: 'data-members', title: 'Data members', fields });

  const primary = record.specialization?.primaryId
    ? findSymbol('records', record.specialization.primaryId, ctx.model)
    : undefined;
  const related = primary
    ? [primary]
    : ctx.model.records.filter((r) => r.specialization?.primaryId === record.id);
  const [declarationHtml, doc, templateParams, bases, deductionGuides] = await Promise.all([
    codeHtml(layoutDeclaration(recordDeclaration(record)), scope, ctx, selfUrl),
    buildDocView(record.doc, scope, ctx, record.deprecated),
    templateParamRows(record.templateParams, record.doc, scope, ctx),
    Promise.all(
      record.bases.map(async (b) => ({ access: b.access, html: await codeHtml(b.name, record.scope, ctx) })),
    ),
    Promise.all(
      record.deductionGuides.map((g) =>
        codeHtml(layoutSignature(g.signature.replace(/;?$/, ';'), record.name), record.scope, ctx),
      ),
    ),
  ]);
  const displayName = recordDisplayName(record);
  const data = {
    header: symbolHeader(record, {
      name: displayName,
      kindLabel: recordKindLabel(record),
      declarationHtml,
      doc,
      ...withHistory(symbolHistoryRef(record, ctx.model)),
    }),
    templateParams,
    bases,
    related: related.length
      ? {
          title: primary ? 'Specialisation of' : 'Specialisations',
          links: related.map((r) => ({ label: recordDisplayName(r), href: apiSymbolUrl(r) })),
        }
      : null,
    groups,
    deductionGuides,
  };
  const frame = apiFrame({
    kind: 'records',
    leaf: nameInNamespace(displayName, ctx.model),
    toc: tocOf(data),
    symbol: { url: selfUrl, location: record.location, model: ctx.model },
  });
  return { frame, ...data };
}
