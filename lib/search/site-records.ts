import { plainBrief, recordDisplayName } from '@/lib/api/kinds/labels';
import { API_KIND_NAMES, kindEntry } from '@/lib/api/kinds/registry';
import { apiMemberUrl, apiSymbolUrl, memberPageOf } from '@/lib/api/kinds/urls';
import { getVersionApiModel } from '@/lib/api/kinds/url-base';
import type { ApiFunction, ApiModel, ApiRecord, ApiSymbol } from '@/lib/api/model/schema';
import { listPosts } from '@/lib/content/blog';
import { listDocs } from '@/lib/content/docs';
import type { DocOutline } from '@/lib/content/doc-outline';
import { getStandalonePage } from '@/lib/content/pages';
import { latestVersion, listVersions, type DocsVersion } from '@/lib/content/versions';
import { sidebarForDoc, sidebarTrail } from '@/lib/content/route-data';
import { recordsFromApiSymbol, recordsFromDocPage, type ApiSymbolInput } from './build-records';
import { messageRecords } from './message-records';
import type { DocSearchRecord } from './record';
import { searchTagsFor } from './client/search-versions';

const sectionsOf = (outline: DocOutline) =>
  outline.sections.map((section) => ({ ...section, depth: section.depth as 2 | 3 | 4 | 5 | 6 }));

/** Guides: lvl0 is the sidebar category ("Guides", "In depth", …), or "Docs" outside the sidebar. */
function guideRecords(version: DocsVersion): DocSearchRecord[] {
  const tags = searchTagsFor(version.name);
  return listDocs(version)
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
        tags,
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

function memberInputs(record: ApiRecord, tags: string[]): ApiSymbolInput[] {
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
  return [...firstByName.values()].map((member) => {
    const [pageUrl, memberAnchor] = url(member);
    return {
      url: pageUrl,
      anchor: memberAnchor,
      qualifiedName: member.qualifiedName,
      // A specialisation's members are named through it, as its page is.
      title: record.specialization ? `${recordDisplayName(record)}::${member.name}` : undefined,
      kind: member.role,
      signature: member.summary,
      brief: plainBrief(member.doc?.brief, ''),
      tags,
      pageRank: member.deprecated || record.deprecated ? -50 : 0,
    };
  });
}

/** Titles that several pages share (a using-declaration and a function template of one name) get the
 * kind their pages' headings give them, so that a reader can tell the hits apart. */
function distinguishTitles(inputs: readonly (ApiSymbolInput & { label: string })[]): ApiSymbolInput[] {
  const titleOf = (input: ApiSymbolInput) => input.title ?? input.qualifiedName;
  const pages = new Map<string, Set<string>>();
  for (const input of inputs) {
    const title = titleOf(input);
    pages.set(title, (pages.get(title) ?? new Set()).add(`${input.url}#${input.anchor ?? ''}`));
  }
  return inputs.map(({ label, ...input }) =>
    (pages.get(titleOf(input))?.size ?? 0) > 1 ? { ...input, title: `${titleOf(input)} (${label})` } : input,
  );
}

/**
 * API symbols are first-class records: qualified name, kind, signature summary and brief, for every
 * kind the registry marks searchable; a class is followed by its member functions. The model's URLs are
 * already those of its version; `versionName` tags the records with it.
 */
export function apiRecords(model: ApiModel, versionName: string): DocSearchRecord[] {
  const tags = searchTagsFor(versionName);
  const records = new Map(model.records.map((record) => [record.id, record]));
  // A specialisation's nested types are named through it, as its members are.
  const titleOf = (symbol: ApiSymbol): string | undefined => {
    if (symbol.kind === 'record') return recordDisplayName(symbol);
    const parent = 'parentId' in symbol && symbol.parentId ? records.get(symbol.parentId) : undefined;
    return parent?.specialization ? `${recordDisplayName(parent)}::${symbol.name}` : undefined;
  };
  const inputs = API_KIND_NAMES.map(kindEntry).flatMap((entry) => {
    const search = entry.search;
    if (!search) return [];
    return entry
      .symbols(model)
      .filter((symbol) => search.include?.(symbol) ?? true)
      .flatMap((symbol) => {
        const [url = '/', anchor] = apiSymbolUrl(symbol).split('#');
        return [
          {
            url,
            anchor,
            qualifiedName: symbol.qualifiedName,
            title: titleOf(symbol),
            kind: search.kind(symbol),
            signature: search.signature(symbol),
            brief: plainBrief(entry.brief(symbol), ''),
            tags,
            label: entry.label(symbol),
          },
          ...(symbol.kind === 'record'
            ? memberInputs(symbol, tags).map((input) => ({ ...input, label: input.kind }))
            : []),
        ];
      });
  });
  return distinguishTitles(inputs).flatMap(recordsFromApiSymbol);
}

type ModelOf = (version: DocsVersion) => ApiModel;

/**
 * What one version's local index holds: its guides and API pages, and the pages of no version (blog,
 * contribute), so that every version's search finds those too. Built from the data the pages are built
 * from; `modelOf` is there for tests.
 */
export function collectVersionRecords(
  version: DocsVersion = latestVersion(),
  modelOf: ModelOf = getVersionApiModel,
): DocSearchRecord[] {
  return [
    ...guideRecords(version),
    ...messageRecords(version),
    ...pageRecords(),
    ...apiRecords(modelOf(version), version.name),
  ];
}

/** Every search record of the site, each once (the hosted index): every version's guides and API, then the rest. */
export function collectSiteRecords(modelOf: ModelOf = getVersionApiModel): DocSearchRecord[] {
  return [
    ...listVersions().flatMap((version) => [
      ...guideRecords(version),
      ...messageRecords(version),
      ...apiRecords(modelOf(version), version.name),
    ]),
    ...pageRecords(),
  ];
}
