import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiIndexView } from '@/components/api/api-index-view';
import { NamespacesView } from '@/components/api/namespaces-view';
import { extractApiModel } from '@/lib/api/extract/extract';
import {
  indexLayout,
  NAMESPACE_INLINE_MAX,
  NAMESPACE_PAGE_SIZE,
  namespacePageUrl,
} from '@/lib/api/kinds/index-layout';
import { kindEntry, PAGED_KINDS } from '@/lib/api/kinds/registry';
import { apiSymbolUrl } from '@/lib/api/kinds/urls';
import { getApiPageData } from '@/lib/api/pages/page-data';
import { getRenderContext } from '@/lib/api/pages/render-context';
import { apiPageMeta, apiPagePath, findApiPage, listApiPages } from '@/lib/api/pages/routes';
import { listSiteRoutes } from '@/lib/site/all-routes';
import { writeSyntheticHeaders } from '@/scripts/bench/synthetic-headers';
import { tempDir } from '../temp-dir';

// Index pages of a large API (the benchmark's synthetic headers, 3,000 symbols: 75 classes, 75 enums,
// 150 aliases and 150 functions in each of four namespaces) stay small: large namespaces move to
// pages of their own and every symbol is listed on exactly one page.

const dir = tempDir('api-scale-');
writeSyntheticHeaders(path.join(dir, 'include/celerity'), 3000);
const { model } = await extractApiModel({
  includeDirs: ['include'],
  rootDir: dir,
  sourceUrlBase: 'https://example.org/blob/abc/',
});
const ctx = getRenderContext(model);
const pages = listApiPages(model);
const listingPages = pages.filter((page) => page.type === 'index' || page.type === 'namespace');
const rendered = await Promise.all(
  listingPages.map(async (page) => {
    const built = await getApiPageData(page, ctx);
    if (!built || (built.view !== 'index' && built.view !== 'namespaces'))
      throw new Error(`no listing at ${apiPagePath(page)}`);
    const html =
      built.view === 'index'
        ? renderToStaticMarkup(createElement(ApiIndexView, { data: built.data }))
        : renderToStaticMarkup(createElement(NamespacesView, { data: built.data }));
    return { path: apiPagePath(page), built, html };
  }),
);
// next/link drops the trailing slash outside a build with `trailingSlash`; the site's URLs keep it.
const hrefsOn = (html: string) =>
  [...html.matchAll(/href="([^"#]+)"/g)].map((m) => m[1]!.replace(/\/?$/, '/'));

describe('index pages of a large API', () => {
  it('give each large namespace pages of its own, linked from the index', () => {
    const layout = indexLayout('aliases', model);
    expect(layout.map((group) => [group.namespace, group.symbols.length, group.pages])).toEqual([
      ['celerity', 150, 2],
      ['celerity::algorithm', 150, 2],
      ['celerity::experimental', 150, 2],
      ['celerity::io', 150, 2],
    ]);
    const index = rendered.find((page) => page.path === '/docs/api/aliases/')!;
    expect(hrefsOn(index.html)).toEqual(
      expect.arrayContaining([
        namespacePageUrl('aliases', 'celerity::io'),
        '/docs/api/aliases/in/celerity/io/2/',
      ]),
    );
  });

  it.each(PAGED_KINDS)('list every %s symbol on exactly one page', (kind) => {
    const entry = kindEntry(kind);
    const expected = entry.symbols(model).map(apiSymbolUrl).sort();
    const listed = rendered
      .filter((page) => page.path.startsWith(`/docs/api/${kind}/`))
      .flatMap((page) => hrefsOn(page.html).filter((href) => expected.includes(href)));
    expect(listed.sort()).toEqual(expected);
  });

  it('keep every listing page within its share of the 60 KB page budget', () => {
    // The site's frame (header, sidebar, footer, head) is about 16 KB of every API page's HTML.
    for (const page of rendered) expect(page.html.length, page.path).toBeLessThan(44_000);
    const groups = rendered.flatMap((page) =>
      page.built.view === 'index'
        ? page.built.data.groups.map((group) => ({
            page: page.path,
            group: group.namespace,
            size: group.entries.length,
          }))
        : [],
    );
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.filter((group) => group.size > NAMESPACE_PAGE_SIZE)).toEqual([]);
  });

  it('resolve namespace pages by URL, with titles, in the sitemap, and nothing past the last page', () => {
    const sitemap = new Set(listSiteRoutes(model).map((route) => route.path));
    const second = findApiPage(['functions', 'in', 'celerity', 'experimental', '2'], model);
    expect(second).toMatchObject({ type: 'namespace', namespace: 'celerity::experimental', page: 2 });
    expect(apiPageMeta(second!, model)).toMatchObject({
      title: 'API reference: functions in celerity::experimental (page 2)',
      path: '/docs/api/functions/in/celerity/experimental/2/',
    });
    expect(findApiPage(['functions', 'in', 'celerity', 'experimental', '3'], model)).toBeUndefined();
    for (const page of listingPages) expect(sitemap).toContain(apiPagePath(page));
    // Namespace pages have three or more segments below /docs/api/ and `in` is no id: no symbol's page
    // (two segments) or member page (`records/{id}/{member}`) shares a path with one.
    const namespacePaths = listingPages
      .filter((page) => page.type === 'namespace')
      .map((page) => apiPagePath(page));
    const symbolPaths = new Set(
      pages.filter((page) => page.type !== 'namespace').map((page) => apiPagePath(page)),
    );
    expect(namespacePaths.length).toBeGreaterThan(0);
    expect(namespacePaths.filter((p) => symbolPaths.has(p))).toEqual([]);
    expect(new Set(pages.map((page) => apiPagePath(page))).size).toBe(pages.length);
  });

  it('link long member lists from the namespaces page instead of naming every member', () => {
    const namespaces = rendered.find((page) => page.path === '/docs/api/namespaces/')!;
    if (namespaces.built.view !== 'namespaces') throw new Error('not the namespaces page');
    for (const section of namespaces.built.data.sections)
      for (const list of section.lists) expect(list.entries.length).toBeLessThanOrEqual(NAMESPACE_INLINE_MAX);
    expect(hrefsOn(namespaces.html)).toContain('/docs/api/records/in/celerity/algorithm/');
  });
});
