import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiIndexView } from '@/components/api/api-index-view';
import { NamespacesView } from '@/components/api/namespaces-view';
import { extractApiModel } from '@/lib/api/extract/extract';
import { findSymbol } from '@/lib/api/kinds/urls';
import { getApiIndexPageData } from '@/lib/api/pages/index-page';
import { getNamespacesPageData } from '@/lib/api/pages/namespaces-page';
import { getRecordPageData } from '@/lib/api/pages/record-page';
import { getRenderContext } from '@/lib/api/pages/render-context';
import { apiPagePath, findApiPage, listApiPages } from '@/lib/api/pages/routes';
import { listSiteRoutes } from '@/lib/site/all-routes';
import { fixtureModel } from './extract-fixtures';

// What only a build from a library checkout shows, on the small fixture checkout (our own headers in
// the library's layout), so CI needs no copy of the library: pages at the published ids of partial
// specialisations and nested records, private nested records marked, internal namespaces last.

const CHECKOUT = path.join(import.meta.dirname, '../../fixtures/celerity-checkout');
const { model } = await extractApiModel({
  includeDirs: ['include'],
  rootDir: CHECKOUT,
  includeDetail: true,
  sourceUrlBase: 'https://example.org/blob/v0.6.0/',
  source: { mode: 'source', ref: 'v0.6.0' },
});
const ctx = getRenderContext(model);
const paths = new Set(listApiPages(model).map((page) => apiPagePath(page)));
const sitemap = new Set(listSiteRoutes(model).map((route) => route.path));

describe('a source build of the fixture checkout', () => {
  it.each([
    ['accessor<…, target::device>', 'E167BDE6E4F795E6'],
    ['reduction_descriptor<…, true>', '1564145C9A2BB4AD'],
    ['type_switch<MatchingKey, MatchingKey(Value), KVs...>', '88147B8F8B46A66F'],
    ['buffer::tracker (private)', 'DED6A38BDFB2A125'],
    ['host_object<T&>::tracker (private)', '66094ECA65173EB9'],
    ['abstract_scheduler::event_task_available (private)', '5B9FBA9AD795F3B8'],
  ])('pages %s at its published id, in the sitemap', (_, id) => {
    const url = `/docs/api/records/${id}/`;
    expect(paths).toContain(url);
    expect(sitemap).toContain(url);
    expect(findApiPage(['records', id], model)).toEqual({ type: 'symbol', kind: 'records', key: id });
  });

  it('marks a private nested record on its page and in its class’s member types', async () => {
    const tracker = findSymbol('records', 'DED6A38BDFB2A125', model)!;
    expect((await getRecordPageData(tracker, ctx)).header.kindLabel).toBe('private struct');
    const buffer = findSymbol('records', 'C0A7D0CE69BB24F9', model)!;
    const types = (await getRecordPageData(buffer, ctx)).groups.find((g) => g.id === 'types')?.types ?? [];
    expect(types.map((t) => [t.name, t.kindLabel])).toEqual(
      expect.arrayContaining([
        ['extent', 'struct'],
        ['tracker', 'private struct'],
      ]),
    );
  });

  it('lists internal namespaces after the public ones on the index, marked internal', async () => {
    const data = await getApiIndexPageData('records', ctx);
    expect(data.groups.map((g) => [g.namespace, g.internal])).toEqual([
      ['celerity', false],
      ['celerity::experimental', false],
      ['celerity::detail', true],
      ['celerity::detail::utils', true],
      ['celerity::detail::utils_detail', true],
    ]);
    expect(data.frame.toc.map((entry) => entry.title)).toContain('celerity::detail (internal)');
    const html = renderToStaticMarkup(createElement(ApiIndexView, { data }));
    expect(html).toMatch(
      /<h2 id="ns-celerity-detail"><code>celerity::detail<\/code> <span[^>]*>internal<\/span>/,
    );
    expect(html).not.toMatch(/<h2 id="ns-celerity"><code>celerity<\/code> <span/);
  });

  it('orders and marks the namespaces page the same way', async () => {
    const data = await getNamespacesPageData(ctx);
    const order = data.sections.map((s) => [s.qualifiedName, s.internal]);
    expect(order.slice(0, 2)).toEqual([
      ['celerity', false],
      ['celerity::experimental', false],
    ]);
    expect(order.slice(2).filter(([, internal]) => !internal)).toEqual([]);
    const html = renderToStaticMarkup(createElement(NamespacesView, { data }));
    expect(html.indexOf('celerity::detail')).toBeGreaterThan(html.indexOf('celerity::experimental'));
  });
});

describe('the default (synopsis) build', () => {
  it('has no internal namespaces', async () => {
    const synopsis = (await fixtureModel()).model;
    const data = await getApiIndexPageData('records', getRenderContext(synopsis));
    expect(data.groups.length).toBeGreaterThan(0);
    expect(data.groups.filter((g) => g.internal)).toEqual([]);
  });
});
