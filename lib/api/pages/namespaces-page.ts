import {
  API_KINDS,
  kindEntry,
  PAGED_KINDS,
  SECTION_KINDS,
  type SectionKind,
  type SymbolOf,
} from '@/lib/api/kinds/registry';
import { apiSymbolUrl, findSymbol } from '@/lib/api/kinds/urls';
import { templateHead } from '@/lib/api/model/format';
import type { ApiSymbol } from '@/lib/api/model/schema';
import { buildDocView, renderInline } from '@/lib/api/pages/doc-view';
import { apiFrame } from '@/lib/api/pages/frame';
import { indexEntry } from '@/lib/api/pages/index-page';
import { codeHtml } from '@/lib/api/pages/declaration-views';
import { getRenderContext, type RenderContext } from '@/lib/api/pages/render-context';
import type { IndexEntry, NamespaceItemView, NamespacesPageData } from '@/lib/api/pages/view-types';

// One page for all namespaces: each namespace is a section anchored by its id, listing its members
// with pages of their own (links) and, in full, the members of kinds that live on this page
// (variables, concepts).

type SectionItem = SymbolOf<SectionKind>;

/** How a symbol shown in full here is declared; one function per kind that lives on this page. */
const DECLARATIONS: { [K in SectionKind]: (item: SymbolOf<K>) => string } = {
  variables: (item) =>
    `${[...item.specifiers, item.type, item.name].join(' ')}${item.value !== undefined ? ` = ${item.value}` : ''};`,
  concepts: (item) => `concept ${item.name} = ${item.constraint};`,
};

/** The declaration of a variable or concept (`kind`), template head included. */
export function sectionItemDeclaration(kind: SectionKind, item: SectionItem): string {
  const head = item.templateParams?.length ? `${templateHead(item.templateParams)}\n` : '';
  // The item is of `kind` (it was listed under that kind), which TypeScript cannot follow here.
  const declare = DECLARATIONS[kind] as (item: SectionItem) => string;
  return `${head}${declare(item)}`;
}

async function itemView(
  kind: SectionKind,
  item: SectionItem,
  ctx: RenderContext,
): Promise<NamespaceItemView> {
  return {
    id: item.id,
    name: item.name,
    kindLabel: API_KINDS[kind].label(),
    signatureHtml: await codeHtml(sectionItemDeclaration(kind, item), item.scope, ctx),
    doc: await buildDocView(item.doc, item.scope, ctx, item.deprecated),
  };
}

const defined = <T>(values: Array<T | undefined>): T[] => values.filter((v): v is T => v !== undefined);
const byName = (a: IndexEntry, b: IndexEntry) => a.name.localeCompare(b.name);

export async function getNamespacesPageData(
  ctx: RenderContext = getRenderContext(),
): Promise<NamespacesPageData> {
  const { model } = ctx;
  const namespaces = [...model.namespaces].sort((a, b) => a.qualifiedName.localeCompare(b.qualifiedName));
  const sections = await Promise.all(
    namespaces.map(async (ns) => {
      const entries = async (symbols: ApiSymbol[]) =>
        (await Promise.all(symbols.map((s) => indexEntry(s, ctx)))).sort(byName);
      const children = defined(ns.members.namespaces.map((id) => findSymbol('namespaces', id, model)));
      const lists = [
        {
          title: API_KINDS.namespaces.index.title,
          entries: children
            .map((child) => ({
              name: child.name,
              href: apiSymbolUrl(child),
              kindLabel: 'namespace',
              briefHtml: '',
            }))
            .sort(byName),
        },
        ...(await Promise.all(
          PAGED_KINDS.map(async (kind) => ({
            title: API_KINDS[kind].index.title,
            entries: await entries(defined(ns.members[kind].map((key) => findSymbol(kind, key, model)))),
          })),
        )),
      ].filter((list) => list.entries.length > 0);
      const items = SECTION_KINDS.flatMap((kind) =>
        defined(ns.members[kind].map((key) => findSymbol(kind, key, model))).map((item) => ({ kind, item })),
      ).sort((a, b) => a.item.name.localeCompare(b.item.name));
      return {
        id: ns.id,
        qualifiedName: ns.qualifiedName,
        briefHtml: await renderInline(kindEntry('namespaces').brief(ns), ctx),
        lists,
        items: await Promise.all(items.map(({ kind, item }) => itemView(kind, item, ctx))),
      };
    }),
  );
  const frame = apiFrame({
    kind: 'namespaces',
    toc: sections.map((s) => ({ depth: 2, title: s.qualifiedName, anchor: s.id })),
  });
  return { frame, sections };
}
