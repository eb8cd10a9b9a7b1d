import { API_KINDS, kindEntry, PAGED_KINDS, type PagedKind } from '@/lib/api/kinds/registry';
import { apiIndexUrl, apiSymbolUrl } from '@/lib/api/kinds/urls';
import type { ApiModel, ApiSymbol } from '@/lib/api/model/schema';
import type { DocsVersion } from '@/lib/content/versions';
import { FIXED_PAGES } from '@/lib/config/fixed-pages';
import { internalScope, type InternalScope } from './internal-scope';
import type { ProductionApiUrl } from './production-urls';

// Old API URLs keep working on a static host, where a page must exist at every URL. An old URL is a
// symbol page of an older release (/docs/0.6/api/records/<id>/ was /docs/api/records/<id>/ while 0.6
// was the latest) or of the production site before this one, whose path the latest version lacks. If
// the latest version has the same symbol under another key, the URL gets a page that sends the reader
// there; if only older versions have it, a page saying in which release it was removed; if no version
// documents it (the production site documented the runtime's internals too), a page saying so.

export interface VersionModel {
  version: DocsVersion;
  model: ApiModel;
}

/** What identifies a symbol across versions whose ids differ: kind, qualified name, specialisation. */
export interface SymbolIdentity {
  kind: PagedKind;
  name: string;
  /** Arguments of a class template specialisation. */
  args?: string;
}

export type OldApiPage =
  | { type: 'moved'; segments: string[]; name: string; href: string }
  | {
      type: 'removed';
      segments: string[];
      name: string;
      label: string;
      removedIn: string;
      href: string;
      lastVersion: string;
    }
  | {
      type: 'internal';
      segments: string[];
      name: string;
      label: string;
      scope: InternalScope;
      /** The latest version's index of the symbol's kind. */
      index: { title: string; href: string };
      /** The site search for the symbol's unqualified name. */
      search: { query: string; href: string };
    };

/** `DataT, Dims, Mode, celerity::target::device` and `DataT, Dims, Mode, target::device` are one. */
const normaliseArgs = (args: string | undefined) => args?.replace(/\b\w+::/g, '').replace(/\s+/g, '');

const argsOf = (symbol: ApiSymbol) =>
  symbol.kind === 'record' && symbol.specialization ? symbol.specialization.args : undefined;

/** The symbol of `model` with this identity: same kind first, else the only one of that name (a kind that changed). */
export function findByIdentity(model: ApiModel, identity: SymbolIdentity): ApiSymbol | undefined {
  const sameKind = kindEntry(identity.kind)
    .symbols(model)
    .find(
      (symbol) =>
        symbol.qualifiedName === identity.name &&
        normaliseArgs(argsOf(symbol)) === normaliseArgs(identity.args),
    );
  if (sameKind) return sameKind;
  const named = PAGED_KINDS.flatMap((kind) =>
    (kindEntry(kind).symbols(model) as ApiSymbol[]).filter(
      (symbol) => symbol.qualifiedName === identity.name,
    ),
  );
  return named.length === 1 ? named[0] : undefined;
}

/**
 * In which release a symbol that the latest version lacks was removed: the release after the newest
 * older one that has it, with that one's symbol. `releases` are newest first, starting with the latest.
 * The one place that decides it, so that a computed API history can answer here instead.
 */
export function removedIn(
  identity: SymbolIdentity,
  releases: readonly VersionModel[],
): { removedIn: DocsVersion; last: DocsVersion; symbol: ApiSymbol } | null {
  for (let i = 1; i < releases.length; i++) {
    const symbol = findByIdentity(releases[i]!.model, identity);
    if (symbol) return { removedIn: releases[i - 1]!.version, last: releases[i]!.version, symbol };
  }
  return null;
}

function displayName(identity: SymbolIdentity): string {
  return identity.args ? `${identity.name}<${identity.args}>` : identity.name;
}

function internalPage(
  entry: ProductionApiUrl,
  segments: string[],
  name: string,
  releases: readonly VersionModel[],
): OldApiPage {
  const query = entry.name.split('::').at(-1)!;
  return {
    type: 'internal',
    segments,
    name,
    label: entry.tag,
    scope: internalScope(
      entry,
      releases.map(({ model }) => model),
    ),
    index: { title: API_KINDS[entry.kind].index.title, href: apiIndexUrl(entry.kind) },
    search: { query, href: `${FIXED_PAGES.search.path}?q=${encodeURIComponent(query)}` },
  };
}

/**
 * The pages of old URLs: `versions` in content/versions.yaml order (newest first), each with its model;
 * `production` the production site's API pages. Paths the latest version has are left alone; a
 * production page whose symbol no version documents gets an `internal` page.
 */
export function resolveOldApiUrls(
  versions: readonly VersionModel[],
  production: readonly ProductionApiUrl[],
): OldApiPage[] {
  const latestAt = versions.findIndex(({ version }) => version.isLast);
  const releases = versions.slice(latestAt);
  const latest = releases[0]!.model;
  const taken = new Set(
    PAGED_KINDS.flatMap((kind) =>
      kindEntry(kind)
        .symbols(latest)
        .map((s) => `${kind}/${kindEntry(kind).key(s)}`),
    ),
  );
  const candidates = new Map<string, { identity: SymbolIdentity; label: string; entry?: ProductionApiUrl }>();
  for (const { model } of releases.slice(1).reverse())
    for (const kind of PAGED_KINDS) {
      const entry = kindEntry(kind);
      for (const symbol of entry.symbols(model))
        candidates.set(`${kind}/${entry.key(symbol)}`, {
          identity: { kind, name: symbol.qualifiedName, args: argsOf(symbol) },
          label: entry.label(symbol),
        });
    }
  for (const entry of production) {
    const key = `${entry.kind}/${entry.key}`;
    if (!candidates.has(key))
      candidates.set(key, {
        identity: { kind: entry.kind, name: entry.name, args: entry.args },
        label: entry.tag,
        entry,
      });
  }
  const pages: OldApiPage[] = [];
  for (const [key, { identity, label, entry }] of candidates) {
    if (taken.has(key)) continue;
    const segments = key.split('/');
    const name = displayName(identity);
    const moved = findByIdentity(latest, identity);
    if (moved) {
      pages.push({ type: 'moved', segments, name, href: apiSymbolUrl(moved) });
      continue;
    }
    const removed = removedIn(identity, releases);
    if (removed)
      pages.push({
        type: 'removed',
        segments,
        name,
        label,
        removedIn: removed.removedIn.label,
        lastVersion: removed.last.label,
        href: apiSymbolUrl(removed.symbol),
      });
    else if (entry) pages.push(internalPage(entry, segments, name, releases));
  }
  pages.sort((a, b) => a.segments.join('/').localeCompare(b.segments.join('/')));
  return pages;
}
