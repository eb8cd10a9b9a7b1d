import { describe, expect, it } from 'vitest';
import { extractApiModel } from '@/lib/api/extract/extract';
import { kindEntry, PAGED_KINDS } from '@/lib/api/kinds/registry';
import { apiBaseOfVersion, registerModelVersion } from '@/lib/api/kinds/url-base';
import { resolveOldApiUrls } from '@/lib/api/pages/old-urls';
import { readProductionUrls } from '@/lib/api/pages/production-urls';
import { apiPagePath, listApiPages } from '@/lib/api/pages/routes';
import { latestVersion, listVersions } from '@/lib/content/versions';
import { listDocs } from '@/lib/content/docs';
import { FIXED_PAGES } from '@/lib/site/routes';
import { versionExtractOptions } from '@/scripts/api-extract-options';

// Every URL of the production site before this one (content/api/production-urls.json) against the pages
// this site builds from the synopses of content/versions.yaml: a symbol some synopsis documents keeps a
// page at its old URL, its own, one that sends the reader to its new page, or one saying it was removed;
// every other URL gets a page saying the symbol was an internal part of the runtime.

const models = await Promise.all(
  listVersions().map(async (version) => {
    const { model } = await extractApiModel(versionExtractOptions(process.cwd(), {}, version).options);
    registerModelVersion(model, version);
    return { version, model };
  }),
);
const latest = models.find(({ version }) => version.isLast)!.model;
const production = readProductionUrls();
const old = resolveOldApiUrls(models, production.api);
const oldByPath = new Map(old.map((page) => [`/docs/api/${page.segments.join('/')}/`, page]));
const latestPaths = new Set(
  listApiPages(latest).map((page) => apiPagePath(page, apiBaseOfVersion(latestVersion()))),
);
/** The build's route list: the latest version's API pages and the old-URL pages beside them. */
const routes = new Set([...latestPaths, ...oldByPath.keys()]);

/** Whether the synopsis of some version (or of `only` one) documents a symbol of that qualified name. */
const documented = (name: string, only?: typeof latest) =>
  (only ? [{ model: only }] : models).some(({ model }) =>
    PAGED_KINDS.some((kind) =>
      (kindEntry(kind).symbols(model) as Array<{ qualifiedName: string }>).some(
        (s) => s.qualifiedName === name,
      ),
    ),
  );

describe('URLs of the production site', () => {
  const entries = production.api;
  const byWay = {
    direct: entries.filter((entry) => latestPaths.has(entry.path)),
    moved: entries.filter((entry) => oldByPath.get(entry.path)?.type === 'moved'),
    removed: entries.filter((entry) => oldByPath.get(entry.path)?.type === 'removed'),
    internal: entries.filter((entry) => oldByPath.get(entry.path)?.type === 'internal'),
    missing: entries.filter((entry) => !routes.has(entry.path)),
  };

  it('reads the whole list', () => {
    expect(entries.length).toBeGreaterThan(500);
    console.log(
      `production API URLs: ${entries.length}; resolve directly ${byWay.direct.length}, via a moved page ${byWay.moved.length}, via a removed page ${byWay.removed.length}, via an internal page ${byWay.internal.length}; no page ${byWay.missing.length}`,
    );
    expect(Object.values(byWay).reduce((sum, list) => sum + list.length, 0)).toBe(entries.length);
  });

  it('keeps a page at every URL', () => expect(byWay.missing.map((entry) => entry.path)).toEqual([]));

  it('calls no symbol a synopsis documents internal', () =>
    expect(byWay.internal.filter((entry) => documented(entry.name)).map((entry) => entry.path)).toEqual([]));

  it('says where every internal symbol lived', () => {
    const counts = new Map<string, number>();
    for (const entry of byWay.internal) {
      const page = oldByPath.get(entry.path)!;
      // "detail celerity::detail", "nested celerity::buffer", "sources", "undocumented"
      const where = page.type === 'internal' ? Object.values(page.scope).join(' ') : page.type;
      counts.set(where, (counts.get(where) ?? 0) + 1);
    }
    console.log([...counts].map(([where, count]) => `  ${count} ${where}`).join('\n'));
    expect(counts.get('detail celerity::detail')).toBe(
      entries.filter((entry) => entry.name.startsWith('celerity::detail::')).length,
    );
  });

  it('opens the latest page of every symbol the latest version documents', () =>
    expect(
      entries
        .filter((entry) => documented(entry.name, latest))
        .filter((entry) => !latestPaths.has(entry.path) && oldByPath.get(entry.path)?.type !== 'moved')
        .map((entry) => entry.path),
    ).toEqual([]));

  it('sends every moved URL to the latest page of a symbol of the same name', () => {
    for (const entry of byWay.moved) {
      const href = (oldByPath.get(entry.path) as { href: string }).href;
      expect(latestPaths.has(href), `${entry.path} → ${href}`).toBe(true);
      const target = PAGED_KINDS.flatMap((kind) =>
        (kindEntry(kind).symbols(latest) as Array<{ qualifiedName: string }>).filter(
          (symbol) => `/docs/api/${kind}/${kindEntry(kind).key(symbol as never)}/` === href,
        ),
      );
      expect(
        target.map((symbol) => symbol.qualifiedName),
        entry.path,
      ).toEqual([entry.name]);
    }
  });

  it('keeps every other page (guides, API indexes) at its URL', () => {
    // The pages outside the docs are routes of app/ of their own.
    const others = ['/', '/contribute/', FIXED_PAGES.research.path, FIXED_PAGES.search.path];
    const content = new Set([...others, ...listDocs(latestVersion()).map((doc) => doc.url), ...latestPaths]);
    expect(production.pages.length).toBeGreaterThan(10);
    expect(production.pages.filter((page) => !content.has(page))).toEqual([]);
  }, 60_000);
});
