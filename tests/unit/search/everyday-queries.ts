/**
 * Everyday queries: short, plain words as readers type them, with the pages any of which is a right
 * answer among the first three hits. Not used to tune the ranking (RANKING_QUERIES is), so they show
 * how it does on queries nobody fitted it to; they must hold on the default build and on builds of the
 * real library, where hundreds of internal symbols compete with the guides.
 *
 * An expectation is a page (`/docs/x/` matches any section of it, `/docs/x/#a` only that section) or
 * a qualified C++ name (the API page or section of that symbol, whatever its url in a given build).
 */
import type { SearchEngine, SearchParams } from '@/lib/search/client/engine';
import { DOCSEARCH_LIKE_PARAMS } from '@/lib/search/search-benchmark';

export interface EverydayQuery {
  query: string;
  expect: readonly string[];
}

export const EVERYDAY_TOP = 3;

export const EVERYDAY_QUERIES: readonly EverydayQuery[] = [
  { query: 'host task', expect: ['/docs/host-tasks/'] },
  { query: 'range mapper', expect: ['/docs/range-mappers/'] },
  { query: 'cmake', expect: ['/docs/installation/', '/docs/getting-started/#building-with-cmake'] },
  {
    query: 'horizon',
    expect: ['/docs/overview/#horizons', '/docs/overview/#horizons-and-epochs', '/docs/configuration/'],
  },
  { query: 'install celerity', expect: ['/docs/installation/'] },
  { query: 'reduction', expect: ['/docs/reductions/', 'celerity::reduction'] },
  {
    query: 'fence',
    expect: [
      'celerity::queue::fence',
      'celerity::distr_queue::fence',
      'celerity::experimental::fence',
      '/docs/core-principles/#implicit-synchronisation-and-fences',
    ],
  },
  {
    query: 'side effect',
    expect: ['/docs/host-tasks/#declaring-side-effects', 'celerity::experimental::side_effect'],
  },
  {
    query: 'lookahead',
    expect: [
      '/docs/overview/#lookahead',
      '/docs/configuration/#celerity_lookahead',
      'celerity::experimental::set_lookahead',
    ],
  },
  {
    query: 'profiling',
    expect: ['/docs/configuration/#profiling', '/docs/configuration/#celerity_profile_kernel'],
  },
  {
    query: 'tracy',
    expect: ['/docs/configuration/#celerity_tracy', '/blog/celerity-0-6-0-released/#profiling-with-tracy'],
  },
  {
    query: 'logging',
    expect: ['/docs/configuration/#logging-and-debugging', '/docs/configuration/#celerity_log_level'],
  },
  { query: 'epoch', expect: ['/docs/overview/#epochs', '/docs/overview/#horizons-and-epochs'] },
  { query: 'choose device', expect: ['/docs/configuration/#choosing-devices'] },
  {
    query: 'instruction graph',
    expect: [
      '/docs/overview/#the-instruction-graph-from-a-node-to-its-devices',
      '/blog/celerity-0-6-0-released/#the-instruction-graph',
    ],
  },
  { query: 'command graph', expect: ['/docs/overview/#the-command-graph-splitting-work-across-nodes'] },
  {
    query: 'host object',
    expect: [
      '/docs/host-tasks/#host-objects-and-side-effects',
      '/docs/host-tasks/#creating-host-objects',
      'celerity::experimental::host_object',
    ],
  },
  {
    query: 'collective',
    expect: ['/docs/host-tasks/#collective-host-tasks', '/docs/host-tasks/#collective-groups'],
  },
  { query: 'stencil', expect: ['/docs/tutorial/', '/docs/range-mappers/#neighborhood'] },
  // The middle and end of a snake_case name, as remembered without its get_.
  { query: 'num_nodes', expect: ['celerity::experimental::collective_partition::get_num_nodes'] },
  { query: 'executor', expect: ['/docs/overview/#the-executor'] },
  // The announcement bar sends readers to "the release notes on the blog".
  {
    query: 'release notes',
    expect: [
      '/blog/celerity-0-7-0-released/',
      '/blog/celerity-0-6-0-released/',
      '/blog/celerity-0-5-0-released/',
    ],
  },
];

interface HitLike {
  url: string;
  hierarchy: { lvl0: string; lvl1: string };
}

/** Whether `hit` is one of the pages `expect` names (see the module comment for the forms). */
export function isExpectedHit(hit: HitLike, expect: readonly string[]): boolean {
  const page = hit.url.split('#')[0];
  return expect.some((entry) =>
    entry.startsWith('/')
      ? entry.includes('#')
        ? hit.url === entry
        : page === entry
      : hit.hierarchy.lvl0 === 'API' && hit.hierarchy.lvl1 === entry,
  );
}

/** Runs every everyday query; `misses` lists each failed one with the pages that came first instead. */
export async function checkEverydayQueries(
  engine: SearchEngine,
  params: SearchParams = DOCSEARCH_LIKE_PARAMS,
): Promise<{ passed: number; misses: string[] }> {
  const misses: string[] = [];
  for (const { query, expect } of EVERYDAY_QUERIES) {
    const { hits } = await engine.search(query, { ...params, hitsPerPage: EVERYDAY_TOP });
    if (!hits.some((hit) => isExpectedHit(hit, expect)))
      misses.push(`"${query}" → ${hits.map((hit) => `${hit.hierarchy.lvl1} (${hit.url})`).join(', ')}`);
  }
  return { passed: EVERYDAY_QUERIES.length - misses.length, misses };
}
