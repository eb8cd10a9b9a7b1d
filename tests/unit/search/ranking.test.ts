import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '@/lib/search/build-index';
import { recordsFromApiSymbol, recordsFromDocPage } from '@/lib/search/build-records';
import { FIXTURE_RECORDS } from './fixtures/records';
import { CROWDED_QUERIES, INTERNAL_SYMBOLS } from './fixtures/internal-symbols';
import { RANKING_QUERIES } from './ranking-queries';

const facetFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
// The fixture fits one term shard; small shards make the same queries run across many.
const engines = {
  'one shard': await createSearchEngine(FIXTURE_RECORDS),
  'many shards': await createSearchEngine(FIXTURE_RECORDS, { leafBytes: 3000 }),
};
const topUrls = async (engine: (typeof engines)['one shard'], query: string, count: number) =>
  (await engine.search(query, { hitsPerPage: count, facetFilters })).hits.map((hit) => hit.url);

describe('ranking', () => {
  it('covers enough queries of every kind', () => {
    expect(RANKING_QUERIES.length).toBeGreaterThanOrEqual(25);
    for (const kind of ['topic', 'api name', 'qualified name', 'prefix', 'typo']) {
      expect(RANKING_QUERIES.filter((q) => q.kind === kind).length, kind).toBeGreaterThanOrEqual(4);
    }
  });

  describe.each(Object.entries(engines))('%s', (_, engine) => {
    it.each(RANKING_QUERIES)('$kind "$query" → $top', async ({ query, top }) => {
      const urls = await topUrls(engine, query, 5);
      expect(urls[0], `top 5: ${urls.join(', ')}`).toBe(top);
    });
  });
});

const crowded = await createSearchEngine([
  ...FIXTURE_RECORDS,
  ...INTERNAL_SYMBOLS.flatMap(recordsFromApiSymbol),
]);

describe('ranking among internal symbols', () => {
  it.each(CROWDED_QUERIES)(
    '"$query": guides and public API come before `detail` symbols',
    async ({ query, expect: pages }) => {
      const urls = await topUrls(crowded, query, 3);
      expect(
        urls.some((url) => pages.includes(url.split('#')[0]!)),
        `top 3: ${urls.join(', ')}`,
      ).toBe(true);
    },
  );

  it.each(INTERNAL_SYMBOLS)(
    'internal $qualifiedName is still first for its qualified name',
    async (symbol) => {
      const urls = await topUrls(crowded, symbol.qualifiedName, 1);
      expect(urls[0]).toBe(symbol.anchor ? `${symbol.url}#${symbol.anchor}` : symbol.url);
    },
  );
});

describe('a word typed without ::', () => {
  const member = (name: string) => ({
    url: '/docs/api/celerity/experimental/collective_partition/',
    anchor: name,
    qualifiedName: `celerity::experimental::collective_partition::${name}`,
    kind: 'function',
    signature: `size_t ${name}() const`,
    brief: 'A fact about the nodes of the group.',
  });
  const records = [
    ...recordsFromDocPage({
      url: '/docs/host-tasks/',
      lvl0: 'Guides',
      title: 'Host Tasks',
      intro: 'Code that runs on the host, in order with the kernels.',
      sections: [
        {
          depth: 2,
          title: 'Collective host tasks',
          anchor: 'collective-host-tasks',
          text: 'One host task on every node, with a communicator of its own.',
        },
      ],
    }),
    ...['get_num_nodes', 'get_node_index', 'get_group'].map(member).flatMap(recordsFromApiSymbol),
  ];

  it('completes names that start with it, not the members of a class whose name does', async () => {
    const small = await createSearchEngine(records);
    const urls = await topUrls(small, 'collective', 5);
    expect(urls[0], `top 5: ${urls.join(', ')}`).toBe('/docs/host-tasks/#collective-host-tasks');
  });
});
