import { API_KINDS, type IndexKind } from '@/lib/api/kinds/registry';
import { apiIndexUrl } from '@/lib/api/kinds/urls';
import { API_BASE, apiBaseOfModel, versionOfModel } from '@/lib/api/kinds/url-base';
import type { ApiModel, ApiSymbol, SourceLocation } from '@/lib/api/model/schema';
import { backReferencesOf } from '@/lib/api/pages/back-references';
import { headerLastUpdate, listingLastUpdate } from '@/lib/api/pages/header-last-update';
import { libraryExamplesOf } from '@/lib/api/pages/library-examples';
import { LIBRARY_EXAMPLES_ID, USED_IN_ID } from '@/lib/api/pages/used-in-anchor';
import { viewedApiVersion } from '@/lib/api/pages/history-refs';
import type { ApiPageFrame } from '@/lib/api/pages/view-types';
import { getSidebar, type Crumb, type TocEntry } from '@/lib/content/route-data';

/** What a symbol's page shows below its documentation: back-references and "Last updated". */
function symbolFooter(symbol: { url: string; location: SourceLocation; model: ApiModel }) {
  const usedIn = backReferencesOf(symbol.url);
  const libraryExamples = libraryExamplesOf(symbol.url);
  return {
    usedIn,
    libraryExamples,
    lastUpdate: headerLastUpdate(symbol.model, symbol.location.file),
    toc: [
      ...(usedIn ? [{ depth: 2 as const, title: 'Used in the guides', anchor: USED_IN_ID }] : []),
      ...(libraryExamples
        ? [{ depth: 2 as const, title: "In the library's examples", anchor: LIBRARY_EXAMPLES_ID }]
        : []),
    ],
  };
}

/** What a page that lists symbols shows below them: the newest last update of their headers. */
const listingFooter = (listed: { symbols: Iterable<ApiSymbol>; model: ApiModel }) => ({
  usedIn: null,
  libraryExamples: null,
  lastUpdate: listingLastUpdate(listed.model, listed.symbols),
  toc: [],
});

/**
 * Layout data of an API page. The api sidebar lists the index pages; a detail page marks its
 * kind's index active. Breadcrumbs read API › Records › buffer. A symbol's page also gets its
 * back-references, its uses in the library's examples
 * and the last update of its header; a listing, the newest of its symbols' headers.
 */
export function apiFrame(options: {
  kind: IndexKind;
  leaf?: string;
  /** A crumb between the index and the leaf: the class of a member page. */
  parent?: Crumb;
  toc?: TocEntry[];
  symbol?: { url: string; location: SourceLocation; model: ApiModel };
  /** The symbols a listing page (an index, a namespace page) shows. */
  listed?: { symbols: Iterable<ApiSymbol>; model: ApiModel };
}): ApiPageFrame {
  const model = options.symbol?.model ?? options.listed?.model;
  const indexUrl = apiIndexUrl(options.kind, model ? apiBaseOfModel(model) : undefined);
  const indexTitle = API_KINDS[options.kind].index.title;
  const home = { label: 'API', href: `${model ? apiBaseOfModel(model) : API_BASE}/` };
  const footer = options.symbol
    ? symbolFooter(options.symbol)
    : options.listed
      ? listingFooter(options.listed)
      : { usedIn: null, libraryExamples: null, lastUpdate: null, toc: [] };
  return {
    sidebar: getSidebar('api', model ? versionOfModel(model) : undefined),
    activeHref: indexUrl,
    breadcrumbs: options.leaf
      ? [
          home,
          { label: indexTitle, href: indexUrl },
          ...(options.parent ? [options.parent] : []),
          { label: options.leaf },
        ]
      : [home, { label: indexTitle }],
    toc: [...(options.toc ?? []), ...footer.toc],
    usedIn: footer.usedIn,
    libraryExamples: footer.libraryExamples,
    lastUpdate: footer.lastUpdate,
    viewedVersion: viewedApiVersion(model),
  };
}
