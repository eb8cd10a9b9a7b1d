/**
 * What a reader types and the page (url, with anchor) that must come first. Covers guide topics, API
 * names, qualified names, prefixes (as typed so far) and typos.
 */
export interface RankingQuery {
  query: string;
  top: string;
  kind: 'topic' | 'api name' | 'qualified name' | 'prefix' | 'typo';
}

export const RANKING_QUERIES: RankingQuery[] = [
  // Guide topics
  { query: 'getting started', top: '/docs/getting-started/', kind: 'topic' },
  { query: 'installation', top: '/docs/installation/', kind: 'topic' },
  { query: 'dependencies', top: '/docs/installation/#dependencies', kind: 'topic' },
  { query: 'range mappers', top: '/docs/range-mappers/', kind: 'topic' },
  { query: 'custom range mapper', top: '/docs/range-mappers/#writing-your-own-range-mapper', kind: 'topic' },
  { query: 'host tasks', top: '/docs/host-tasks/', kind: 'topic' },
  { query: 'collective host task', top: '/docs/host-tasks/#collective-host-tasks', kind: 'topic' },
  { query: 'reductions', top: '/docs/reductions/', kind: 'topic' },
  { query: 'pitfalls', top: '/docs/pitfalls/', kind: 'topic' },
  { query: 'deadlock', top: '/docs/pitfalls/#diverging-host-control-flow', kind: 'topic' },
  { query: 'stencil halo', top: '/docs/range-mappers/#neighborhood', kind: 'topic' },
  { query: 'environment variables', top: '/docs/configuration/#environment-variables', kind: 'topic' },
  { query: 'CELERITY_LOG_LEVEL', top: '/docs/configuration/#celerity_log_level', kind: 'api name' },
  { query: 'log level', top: '/docs/configuration/#celerity_log_level', kind: 'topic' },
  { query: 'CELERITY_LOOKAHEAD', top: '/docs/configuration/#celerity_lookahead', kind: 'api name' },
  // Another form of a heading's words ("Declaring"), and words that are only part of a symbol's name.
  { query: 'declare reduction', top: '/docs/reductions/#declaring-a-reduction', kind: 'topic' },
  { query: 'host object', top: '/docs/host-tasks/#host-objects-and-side-effects', kind: 'topic' },
  // API names, bare and qualified
  { query: 'buffer', top: '/docs/api/celerity/buffer/', kind: 'api name' },
  { query: 'accessor', top: '/docs/api/celerity/accessor/', kind: 'api name' },
  { query: 'queue', top: '/docs/api/celerity/queue/', kind: 'api name' },
  { query: 'fence', top: '/docs/api/celerity/queue/#fence', kind: 'api name' },
  { query: 'one_to_one', top: '/docs/api/celerity/access/one_to_one/', kind: 'api name' },
  { query: 'neighborhood', top: '/docs/api/celerity/access/neighborhood/', kind: 'api name' },
  { query: 'set_lookahead', top: '/docs/api/celerity/experimental/set_lookahead/', kind: 'api name' },
  { query: 'host_object', top: '/docs/api/celerity/experimental/host_object/', kind: 'api name' },
  { query: 'get_range', top: '/docs/api/celerity/buffer/#get_range', kind: 'api name' },
  { query: 'celerity::reduction', top: '/docs/api/celerity/reduction/', kind: 'qualified name' },
  { query: 'celerity::buffer', top: '/docs/api/celerity/buffer/', kind: 'qualified name' },
  {
    query: 'celerity::access::one_to_one',
    top: '/docs/api/celerity/access/one_to_one/',
    kind: 'qualified name',
  },
  { query: 'runtime::init', top: '/docs/api/celerity/runtime/init/', kind: 'qualified name' },
  {
    query: 'celerity::experimental::set_lookahead',
    top: '/docs/api/celerity/experimental/set_lookahead/',
    kind: 'qualified name',
  },
  { query: 'queue::submit', top: '/docs/api/celerity/queue/#submit', kind: 'qualified name' },
  { query: 'operator<<', top: '/docs/api/celerity/operator_shift_left/', kind: 'api name' },
  // Prefixes, as typed so far
  { query: 'set_look', top: '/docs/api/celerity/experimental/set_lookahead/', kind: 'prefix' },
  { query: 'celerity::red', top: '/docs/api/celerity/reduction/', kind: 'prefix' },
  { query: 'one_to', top: '/docs/api/celerity/access/one_to_one/', kind: 'prefix' },
  { query: 'instal', top: '/docs/installation/', kind: 'prefix' },
  { query: 'range map', top: '/docs/range-mappers/', kind: 'prefix' },
  { query: 'host_obj', top: '/docs/api/celerity/experimental/host_object/', kind: 'prefix' },
  // Typos and spelling variants
  { query: 'reducton', top: '/docs/api/celerity/reduction/', kind: 'typo' },
  { query: 'neighbourhood', top: '/docs/api/celerity/access/neighborhood/', kind: 'typo' },
  { query: 'acessor', top: '/docs/api/celerity/accessor/', kind: 'typo' },
  { query: 'instalation', top: '/docs/installation/', kind: 'typo' },
  { query: 'celerity::reducion', top: '/docs/api/celerity/reduction/', kind: 'typo' },
  { query: 'range mapers', top: '/docs/range-mappers/', kind: 'typo' },
];
