import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getApiModel, resetApiModelCache } from '@/lib/api/model/load';
import { apiSymbolUrl, findSymbol } from '@/lib/api/kinds/urls';
import { apiPagePath, findApiPage, listApiPages } from '@/lib/api/pages/routes';
import { createSignatureLinker } from '@/lib/api/pages/xref';
import { fixtureModel } from './extract-fixtures';
import { tempDir } from '../temp-dir';

const { model } = await fixtureModel();

describe('routes', () => {
  it('builds the published URL scheme', () => {
    expect(apiSymbolUrl(findSymbol('records', '73E846FEAC018FF5', model)!)).toBe(
      '/docs/api/records/73E846FEAC018FF5/',
    );
    expect(apiSymbolUrl(model.enums[0]!)).toMatch(/^\/docs\/api\/enums\/[0-9A-F]{16}\/$/);
    expect(apiSymbolUrl(model.aliases[0]!)).toMatch(/^\/docs\/api\/aliases\/[0-9A-F]{16}\/$/);
    expect(apiSymbolUrl(findSymbol('functions', 'celerity-reduction', model)!)).toBe(
      '/docs/api/functions/celerity-reduction/',
    );
    expect(apiSymbolUrl(model.namespaces[0]!)).toBe('/docs/api/namespaces/#95420D3AD49404C0');
  });

  it('lists every page, and finds a page by its URL segments', () => {
    const paths = listApiPages(model).map((page) => apiPagePath(page));
    expect(paths).toContain('/docs/api/records/B13622E7024342AF/');
    expect(paths).toContain('/docs/api/functions/celerity_runtime-init/');
    expect(paths).toContain('/docs/api/namespaces/');
    expect(findApiPage(['records', 'B13622E7024342AF'], model)).toEqual({
      type: 'symbol',
      kind: 'records',
      key: 'B13622E7024342AF',
    });
    expect(findApiPage(['records', 'NOT_AN_ID'], model)).toBeUndefined();
    expect(findApiPage(['variables'], model)).toBeUndefined();
  });
});

describe('linkifySignature', () => {
  const link = createSignatureLinker(model);
  it('links documented types from the enclosing scope outwards', () => {
    expect(link('void parallel_for(range<Dims> r, const Name& n)', 'celerity::handler')).toEqual([
      { text: 'void parallel_for(' },
      { text: 'range', href: '/docs/api/records/B13622E7024342AF/' },
      { text: '<Dims> r, const Name& n)' },
    ]);
  });
  it('resolves qualified names, member types and leaves unknown names as text', () => {
    const tokens = link('celerity::access_mode m, value_type v, other::vector<int> x', 'celerity::range');
    expect(tokens.filter((t) => t.href).map((t) => t.text)).toEqual(['celerity::access_mode', 'value_type']);
    expect(link('detail::secret_impl', 'celerity')).toEqual([{ text: 'detail::secret_impl' }]);
  });
});

describe('getApiModel', () => {
  it('explains how to create a missing model', () => {
    resetApiModelCache();
    expect(() => getApiModel('/nonexistent/model.json')).toThrow(/npm run api:extract/);
  });
  it('validates and memoises the model', () => {
    const dir = tempDir('api-model-');
    const file = path.join(dir, 'model.json');
    writeFileSync(file, JSON.stringify(model));
    expect(getApiModel(file)).toBe(getApiModel(file));
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ ...model, records: [{ kind: 'record' }] }));
    expect(() => getApiModel(path.join(dir, 'bad.json'))).toThrow(/records\[0\]\.\w+/);
  });
});
