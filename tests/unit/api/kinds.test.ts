import { describe, expect, it } from 'vitest';
import { API_KIND_NAMES, API_KINDS, INDEX_KINDS, kindEntry } from '@/lib/api/kinds/registry';
import { apiIndexUrl, apiSymbolUrl, findSymbol, kindOf } from '@/lib/api/kinds/urls';
import { getNamespacesPageData } from '@/lib/api/pages/namespaces-page';
import { getRenderContext } from '@/lib/api/pages/render-context';
import { apiPagePath, listApiPages } from '@/lib/api/pages/routes';
import { createSignatureLinker } from '@/lib/api/pages/xref';
import { buildXrefIndex } from '@/lib/api/xref/build-index';
import { flattenSidebar } from '@/lib/content/sidebars';
import { modelEntries } from '@/lib/drift/entries';
import { getSidebar } from '@/lib/content/route-data';
import { CURRENT_VERSION } from '@/lib/content/versions';
import { apiRecords } from '@/lib/search/site-records';
import { listSiteRoutes } from '@/lib/site/all-routes';
import { fixtureModel } from './extract-fixtures';

// Every kind in the registry reaches every place a reader meets it. The fixture headers declare at
// least one symbol of each kind (including a concept), so no check below can pass vacuously.

const { model } = await fixtureModel();
const ctx = getRenderContext(model);
const pagePaths = new Set(listApiPages(model).map((page) => apiPagePath(page)));
const sitemap = new Set(listSiteRoutes(model).map((route) => route.path));
const search = apiRecords(model, CURRENT_VERSION);
const links = buildXrefIndex(model).names;
const linker = createSignatureLinker(model);
const namespacesPage = await getNamespacesPageData(ctx);
const driftKeys = new Set(modelEntries(model).map((entry) => entry.key));
const anchorsOnNamespacesPage = new Set(
  namespacesPage.sections.flatMap((section) => [section.id, ...section.items.map((item) => item.id)]),
);

describe('the namespaces page', () => {
  it('links each child namespace to its section on the page itself, by fragment', () => {
    const children = namespacesPage.sections.flatMap((section) =>
      section.lists.flatMap((list) => list.entries.filter((entry) => entry.kindLabel === 'namespace')),
    );
    expect(children.length).toBeGreaterThan(0);
    for (const { href } of children) {
      expect(href).toMatch(/^#/);
      expect(anchorsOnNamespacesPage).toContain(href.slice(1));
    }
  });
});

describe.each(API_KIND_NAMES)('the %s kind', (kind) => {
  const entry = kindEntry(kind);
  const symbols = entry.symbols(model);

  it('has symbols in the fixture, each found again by its key', () => {
    expect(symbols.length).toBeGreaterThan(0);
    for (const symbol of symbols) {
      expect(kindOf(symbol)).toBe(kind);
      expect(findSymbol(kind, entry.key(symbol), model)).toBe(symbol);
    }
  });

  it('has a page for every symbol, or a section of the namespaces page', () => {
    for (const symbol of symbols) {
      const [page = '', anchor] = apiSymbolUrl(symbol).split('#');
      expect(pagePaths).toContain(page);
      if (entry.page === 'namespaces') {
        expect(page).toBe(apiIndexUrl('namespaces'));
        expect(anchorsOnNamespacesPage).toContain(anchor);
      } else expect(anchor).toBeUndefined();
    }
  });

  it('is in the sitemap', () => {
    for (const symbol of symbols) expect(sitemap).toContain(apiSymbolUrl(symbol).split('#')[0]);
  });

  it('has search records exactly when the registry says it is searched', () => {
    for (const symbol of symbols) {
      const [url, anchor] = apiSymbolUrl(symbol).split('#');
      const found = search.some(
        (record) =>
          record.type === 'lvl1' &&
          record.url_without_anchor === url &&
          record.anchor === (anchor ?? null) &&
          // The title may add a specialisation's arguments or a kind; the record's symbol is the name.
          record.symbol?.qualifiedName === symbol.qualifiedName,
      );
      const included = entry.search ? (entry.search.include?.(symbol) ?? true) : false;
      expect({ name: symbol.qualifiedName, found }).toEqual({ name: symbol.qualifiedName, found: included });
    }
  });

  it('is linked from guides and signatures by its qualified name', () => {
    expect(entry.xref).toBe(true);
    for (const symbol of symbols) expect(links[symbol.qualifiedName]).toBeDefined();
    // Where two kinds share a name (a using-declaration and the function it names), the first wins.
    const linkedHere = symbols.filter((symbol) => links[symbol.qualifiedName] === apiSymbolUrl(symbol));
    expect(
      linkedHere,
      `every name links to another kind: ${symbols.map((s) => `${s.qualifiedName} → ${links[s.qualifiedName]}`).join(', ')}`,
    ).not.toEqual([]);
    // Signatures link identifiers (`operator==` is not one).
    const identifiers = symbols.filter((symbol) => /^[\w:]+$/.test(symbol.qualifiedName));
    expect(identifiers.length).toBeGreaterThan(0);
    for (const symbol of identifiers) {
      const text = `::${symbol.qualifiedName}`;
      expect(linker(text, '')).toEqual([{ text, href: links[symbol.qualifiedName] }]);
    }
  });

  it('is compared by the API drift check', () => {
    const usrs = symbols.flatMap((symbol) =>
      'overloads' in symbol ? symbol.overloads.map((fn) => fn.usr) : 'usr' in symbol ? [symbol.usr] : [],
    );
    expect(usrs.filter((usr) => driftKeys.has(usr))).not.toEqual([]);
  });
});

describe('index pages', () => {
  it('are in the sidebar of the API reference, titled as in the registry', () => {
    const items = flattenSidebar(getSidebar('api')?.items ?? []);
    for (const kind of INDEX_KINDS)
      expect(items).toContainEqual(
        expect.objectContaining({ href: apiIndexUrl(kind), label: API_KINDS[kind].index.title }),
      );
  });
});
