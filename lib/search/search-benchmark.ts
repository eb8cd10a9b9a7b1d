/**
 * Figures for the search budget (query p95 well under 5 ms on ~2,000 records), for `npm run bench` to
 * print: deterministic synthetic records shaped like our guides and API pages, and a query timer.
 */
import { recordsFromApiSymbol, recordsFromDocPage, type DocSectionInput } from './build-records';
import type { SearchEngine } from './engine';
import type { DocSearchRecord } from './record';

const WORDS = (
  'buffer accessor kernel queue runtime range mapper chunk node device host task reduction fence horizon epoch ' +
  'scheduler lookahead command graph instruction executor allocation transfer region subrange dimension halo ' +
  'stencil neighborhood slice fixed all split hint collective communicator side effect object snapshot ' +
  'memory cluster rank process thread submit wait dependency access mode read write discard initialize ' +
  'identity profile trace debug log level environment variable configuration install build cmake sycl mpi'
).split(' ');
const SCOPES = [
  'celerity',
  'celerity::experimental',
  'celerity::access',
  'celerity::detail',
  'celerity::debug',
];

/** Small deterministic PRNG (mulberry32), so every run measures the same records. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function syntheticSearchRecords(target = 2000, seed = 1): DocSearchRecord[] {
  const next = random(seed);
  const word = () => WORDS[Math.floor(next() * WORDS.length)]!;
  const words = (n: number) => Array.from({ length: n }, word).join(' ');
  const records: DocSearchRecord[] = [];
  for (let page = 0; records.length < target; page++) {
    if (page % 3 === 2) {
      const name = `${SCOPES[page % SCOPES.length]}::${word()}_${word()}${page}`;
      records.push(
        ...recordsFromApiSymbol({
          url: `/docs/api/symbol-${page}/`,
          qualifiedName: name,
          kind: 'function',
          signature: `template <typename T, int Dims> auto ${name.split('::').pop()}(buffer<T, Dims>& buf, handler& cgh)`,
          brief: `${words(18)}.`,
        }),
      );
      continue;
    }
    const sections: DocSectionInput[] = Array.from({ length: 6 }, (_, i) => ({
      depth: i % 3 === 2 ? 3 : 2,
      title: words(3),
      anchor: `section-${i}`,
      text: `${words(30)}. ${words(25)}.\n\n${words(40)}.`,
    }));
    records.push(
      ...recordsFromDocPage({
        url: `/docs/guide-${page}/`,
        lvl0: 'Guides',
        title: words(2),
        intro: `${words(35)}.`,
        sections,
      }),
    );
  }
  return records.slice(0, target);
}

export interface QueryTimings {
  queries: number;
  p50: number;
  p95: number;
  max: number;
}

/** Times each query `rounds` times after one warm-up pass; milliseconds. */
export function measureQueries(engine: SearchEngine, queries: readonly string[], rounds = 20): QueryTimings {
  const params = {
    hitsPerPage: 20,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
  };
  for (const query of queries) engine.search(query, params);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const start = performance.now();
      engine.search(query, params);
      samples.push(performance.now() - start);
    }
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { queries: samples.length, p50: at(0.5), p95: at(0.95), max: at(1) };
}
