import { describe, expect, it } from 'vitest';
import { registerModelVersion } from '@/lib/api/kinds/url-base';
import type { ApiModel } from '@/lib/api/model/schema';
import { getVersion, listVersions, type DocsVersion } from '@/lib/content/versions';
import { createFacetMaskCache } from '@/lib/search/client/facet-filters';
import type { DocSearchRecord } from '@/lib/search/record';
import { searchParametersFor } from '@/lib/search/client/search-versions';
import { collectSiteRecords, collectVersionRecords } from '@/lib/search/site-records';
import { fixtureModel } from '../api/extract-fixtures';

// Search records per docs version, from the site's content (versions.yaml lists current, 0.7 and 0.6)
// and one fixture API model per version, registered as that version's so its URLs carry its root.

const models = new Map<string, ApiModel>();
for (const version of listVersions()) {
  const { model } = await fixtureModel(true);
  registerModelVersion(model, version);
  models.set(version.name, model);
}
const modelOf = (version: DocsVersion) => models.get(version.name)!;

const tagsOf = (records: DocSearchRecord[]) =>
  new Set(records.map((record) => record.docusaurus_tag.join(' ')));
const inDocs = (record: DocSearchRecord) => record.url.startsWith('/docs/');

describe('search records per docs version', () => {
  it.each(['0.6', 'current'])(
    'tags the guides and API pages of %s with its version, under its URLs',
    (name) => {
      const version = getVersion(name);
      const records = collectVersionRecords(version, modelOf).filter(inDocs);
      const guides = records.filter((record) => record.hierarchy.lvl0 !== 'API');
      const api = records.filter((record) => record.hierarchy.lvl0 === 'API');
      expect(guides.length).toBeGreaterThan(0);
      expect(api.length).toBeGreaterThan(0);
      expect(records.filter((record) => !record.url.startsWith(version.path))).toEqual([]);
      expect(tagsOf(records)).toEqual(new Set([`docs-default-${name}`]));
    },
  );

  it('keeps the latest release at /docs/ and tags it with its own name', () => {
    const latest = listVersions().find((version) => version.isLast)!;
    const records = collectVersionRecords(latest, modelOf).filter(inDocs);
    const others = listVersions().filter((version) => !version.isLast);
    expect(records.filter((record) => others.some((version) => record.url.startsWith(version.path)))).toEqual(
      [],
    );
    expect(tagsOf(records)).toEqual(new Set([`docs-default-${latest.name}`]));
  });

  it('adds the blog and standalone pages to every version, tagged for none', () => {
    for (const version of listVersions()) {
      const rest = collectVersionRecords(version, modelOf).filter((record) => !inDocs(record));
      expect(rest.some((record) => record.url.startsWith('/blog/'))).toBe(true);
      expect(rest.some((record) => record.url === '/contribute/')).toBe(true);
      expect(tagsOf(rest)).toEqual(new Set(['default']));
    }
  });

  it('puts each record once into the hosted index: every version, the version-less pages once', () => {
    const all = collectSiteRecords(modelOf);
    expect(new Set(all.map((record) => record.objectID)).size).toBe(all.length);
    const perVersion = listVersions().map(
      (version) => collectVersionRecords(version, modelOf).filter(inDocs).length,
    );
    const rest = collectVersionRecords(listVersions()[0]!, modelOf).filter((record) => !inDocs(record));
    expect(all.length).toBe(perVersion.reduce((sum, n) => sum + n, 0) + rest.length);
  });

  it('lets the facet filter of 0.6 over every record pass its pages and the version-less ones only', () => {
    const all = collectSiteRecords(modelOf);
    const mask = createFacetMaskCache(all)(searchParametersFor('0.6').facetFilters);
    const passed = all.filter((_, i) => mask[i] === 1);
    const docs = passed.filter(inDocs);
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.filter((record) => !record.url.startsWith('/docs/0.6/'))).toEqual([]);
    expect(passed.length).toBe(collectVersionRecords(getVersion('0.6'), modelOf).length);
  });
});
