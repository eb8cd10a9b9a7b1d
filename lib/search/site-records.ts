import { memberPageOf } from '@/lib/api/kinds/member-sets';
import { apiSymbolUrl, apiMemberUrl } from '@/lib/api/kinds/urls';
import { getApiModel } from '@/lib/api/model/load';
import type { ApiFunction, ApiModel, ApiRecord } from '@/lib/api/model/schema';
import { listPosts } from '@/lib/content/blog';
import { listDocs } from '@/lib/content/docs';
import type { DocOutline } from '@/lib/content/doc-outline';
import { getStandalonePage } from '@/lib/content/pages';
import { sidebarForDoc, sidebarTrail } from '@/lib/content/route-data';
import { recordsFromApiSymbol, recordsFromDocPage } from './build-records';
import type { DocSearchRecord } from './record';

const sectionsOf = (outline: DocOutline) =>
  outline.sections.map((section) => ({ ...section, depth: section.depth as 2 | 3 | 4 | 5 | 6 }));

/** Guides: lvl0 is the sidebar category ("Guides", "In depth", …), or "Docs" outside the sidebar. */
function guideRecords(): DocSearchRecord[] {
  return listDocs()
    .filter((doc) => !doc.unlisted)
    .flatMap((doc) => {
      const sidebar = sidebarForDoc(doc);
      const category = sidebar ? sidebarTrail(sidebar.items, doc.url)?.[0] : undefined;
      return recordsFromDocPage({
        url: doc.url,
        lvl0: category ?? 'Docs',
        title: doc.title,
        intro: doc.outline.intro,
        sections: sectionsOf(doc.outline),
        pageRank: 1,
      });
    });
}

function pageRecords(): DocSearchRecord[] {
  const contribute = getStandalonePage('contribute');
  return [
    ...recordsFromDocPage({
      url: '/contribute/',
      lvl0: 'Community',
      title: contribute.title,
      intro: contribute.outline.intro,
      sections: sectionsOf(contribute.outline),
    }),
    ...listPosts().flatMap((post) =>
      recordsFromDocPage({
        url: post.url,
        lvl0: 'Blog',
        title: post.title,
        intro: post.outline.intro,
        sections: sectionsOf(post.outline),
      }),
    ),
  ];
}

type ApiPageSymbol = Parameters<typeof apiSymbolUrl>[0];

const brief = (symbol: { doc?: { brief: string } }) => symbol.doc?.brief ?? '';

function memberRecords(record: ApiRecord): DocSearchRecord[] {
  // Constructors are found through their class; a record of their own would outrank it.
  const { methods, operators } = record.members;
  // One record per member name: the first overload's anchor is where the name is introduced.
  const firstByName = new Map<string, ApiFunction>();
  for (const member of [...methods, ...operators]) {
    if (!firstByName.has(member.name)) firstByName.set(member.name, member);
  }
  // A member with a page of its own is found at the top of that page.
  const url = (member: ApiFunction): [string, string | undefined] => {
    const page = memberPageOf(record, member);
    return page ? [page, undefined] : (apiMemberUrl(record, member.anchor).split('#') as [string, string]);
  };
  return [...firstByName.values()].flatMap((member) => {
    const [pageUrl, memberAnchor] = url(member);
    return recordsFromApiSymbol({
      url: pageUrl,
      anchor: memberAnchor,
      qualifiedName: member.qualifiedName,
      kind: member.role,
      signature: member.summary,
      brief: brief(member),
      pageRank: member.deprecated || record.deprecated ? -50 : 0,
    });
  });
}

/** API symbols are first-class records: qualified name, kind, signature summary and brief. */
export function apiRecords(model: ApiModel = getApiModel()): DocSearchRecord[] {
  const page = (symbol: ApiPageSymbol, kind: string, signature: string, text: string) => {
    const [url = '/', anchor] = apiSymbolUrl(symbol).split('#');
    return recordsFromApiSymbol({
      url,
      anchor,
      qualifiedName: symbol.qualifiedName,
      kind,
      signature,
      brief: text,
    });
  };
  return [
    ...model.records
      .filter((record) => !record.incomplete)
      .flatMap((record) => [
        ...page(record, record.tagKind, record.summary, brief(record)),
        ...memberRecords(record),
      ]),
    ...model.enums.map((symbol) => page(symbol, 'enum', symbol.summary, brief(symbol))).flat(),
    ...model.aliases.map((symbol) => page(symbol, 'alias', symbol.summary, brief(symbol))).flat(),
    ...model.functions
      .map((set) =>
        page(set, 'function', set.overloads[0]?.summary ?? set.qualifiedName, brief(set.overloads[0] ?? {})),
      )
      .flat(),
    ...model.variables.map((symbol) => page(symbol, 'variable', symbol.summary, brief(symbol))).flat(),
  ];
}

/** Every search record of the site, built from the same data the pages are built from. */
export function collectSiteRecords(): DocSearchRecord[] {
  return [...guideRecords(), ...pageRecords(), ...apiRecords()];
}
