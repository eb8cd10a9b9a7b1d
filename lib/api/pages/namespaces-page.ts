import { buildDocView, renderInline } from '@/lib/api/pages/doc-view';
import type { ApiConcept, ApiVariable } from '@/lib/api/model/schema';
import { indexEntry } from '@/lib/api/pages/index-page';
import { codeHtml } from '@/lib/api/pages/overload-view';
import { apiFrame, apiIndexUrl } from '@/lib/api/pages/frame';
import type { IndexEntry, NamespaceItemView, NamespacesPageData } from '@/lib/api/pages/view-types';
import { templateHead } from '@/lib/api/model/format';
import { getRenderContext, type RenderContext } from '@/lib/api/pages/render-context';
import {
  getAliasById,
  getEnumById,
  getFunctionSetBySlug,
  getRecordById,
  NAMESPACES_URL,
} from '@/lib/api/kinds/urls';

// One page for all namespaces: each namespace is a section anchored by its id, listing its members
// (links to their pages) and, in full, its variables and concepts, which have no page of their own.

function declaration(item: ApiVariable | ApiConcept): string {
  const head = item.templateParams?.length ? `${templateHead(item.templateParams)}\n` : '';
  if (item.kind === 'concept') return `${head}concept ${item.name} = ${item.constraint};`;
  const value = item.value !== undefined ? ` = ${item.value}` : '';
  return `${head}${[...item.specifiers, item.type, item.name].join(' ')}${value};`;
}

async function itemView(item: ApiVariable | ApiConcept, ctx: RenderContext): Promise<NamespaceItemView> {
  return {
    id: item.id,
    name: item.name,
    kindLabel: item.kind,
    signatureHtml: await codeHtml(declaration(item), item.scope, ctx),
    doc: await buildDocView(item.doc, item.scope, ctx, item.deprecated),
  };
}

const defined = <T>(values: Array<T | undefined>): T[] => values.filter((v): v is T => v !== undefined);
const byName = (a: IndexEntry, b: IndexEntry) => a.name.localeCompare(b.name);

export async function getNamespacesPageData(
  ctx: RenderContext = getRenderContext(),
): Promise<NamespacesPageData> {
  const { model } = ctx;
  const nsById = new Map(model.namespaces.map((ns) => [ns.id, ns]));
  const variables = new Map(model.variables.map((v) => [v.id, v]));
  const concepts = new Map(model.concepts.map((c) => [c.id, c]));
  const namespaces = [...model.namespaces].sort((a, b) => a.qualifiedName.localeCompare(b.qualifiedName));
  const sections = await Promise.all(
    namespaces.map(async (ns) => {
      const entries = async (symbols: Parameters<typeof indexEntry>[0][]) =>
        (await Promise.all(symbols.map((s) => indexEntry(s, ctx)))).sort(byName);
      const children = defined(ns.members.namespaces.map((id) => nsById.get(id))).map((child) => ({
        name: child.name,
        href: `${NAMESPACES_URL}#${child.id}`,
        kindLabel: 'namespace',
        briefHtml: '',
      }));
      const lists = [
        { title: 'Namespaces', entries: children.sort(byName) },
        {
          title: 'Records',
          entries: await entries(defined(ns.members.records.map((id) => getRecordById(id, model)))),
        },
        {
          title: 'Enums',
          entries: await entries(defined(ns.members.enums.map((id) => getEnumById(id, model)))),
        },
        {
          title: 'Aliases',
          entries: await entries(defined(ns.members.aliases.map((id) => getAliasById(id, model)))),
        },
        {
          title: 'Functions',
          entries: await entries(
            defined(ns.members.functions.map((slug) => getFunctionSetBySlug(slug, model))),
          ),
        },
      ].filter((list) => list.entries.length > 0);
      const items = await Promise.all(
        [
          ...defined(ns.members.variables.map((id) => variables.get(id))),
          ...defined(ns.members.concepts.map((id) => concepts.get(id))),
        ]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((item) => itemView(item, ctx)),
      );
      return {
        id: ns.id,
        qualifiedName: ns.qualifiedName,
        briefHtml: await renderInline(ns.doc?.brief, ctx),
        lists,
        items,
      };
    }),
  );
  const frame = apiFrame({
    kind: 'namespaces',
    title: 'API reference: namespaces',
    description:
      'The namespaces of the Celerity API with their classes, enums, aliases, functions, variables and concepts.',
    path: apiIndexUrl('namespaces'),
    toc: sections.map((s) => ({ depth: 2, title: s.qualifiedName, anchor: s.id })),
  });
  return { frame, sections };
}
