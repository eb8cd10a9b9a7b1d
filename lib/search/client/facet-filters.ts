import type { DocSearchRecord } from '../record';

/** The record attributes a facet filter may name: those the base file of the index carries. */
export type FacetView = Pick<DocSearchRecord, 'language' | 'type' | 'docusaurus_tag'> & {
  hierarchy: Pick<DocSearchRecord['hierarchy'], 'lvl0'>;
};
const FACET_ATTRIBUTES = ['language', 'docusaurus_tag', 'type', 'hierarchy.lvl0'];

/**
 * Algolia `facetFilters`: the outer array is AND, an inner array is OR, `attr:-value` negates.
 * e.g. `['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]`.
 */
export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

type RecordPredicate = (record: FacetView) => boolean;

function compileFacetFilters(filters: FacetFilters | undefined): RecordPredicate {
  if (filters === undefined) return () => true;
  const groups = normalize(filters).map((group) => group.map(compileFilter));
  return (record) => groups.every((group) => group.some((matches) => matches(record)));
}

/**
 * Facet filters compiled once per distinct value and applied to every record up front: DocSearch sends
 * the same filters with every keystroke, so each query then checks a match with one array lookup.
 */
export function createFacetMaskCache(
  records: readonly FacetView[],
): (filters: FacetFilters | undefined) => Uint8Array {
  const cache = new Map<string, Uint8Array>();
  return (filters) => {
    const key = JSON.stringify(filters ?? null);
    let mask = cache.get(key);
    if (!mask) {
      const accepts = compileFacetFilters(filters);
      mask = Uint8Array.from(records, (record) => (accepts(record) ? 1 : 0));
      // A handful of filter sets is normal; unbounded growth would mean a caller building them per query.
      if (cache.size >= 16) cache.clear();
      cache.set(key, mask);
    }
    return mask;
  };
}

function normalize(filters: FacetFilters): ReadonlyArray<ReadonlyArray<string>> {
  if (typeof filters === 'string') {
    // Algolia also takes the array JSON-encoded in a string, as URL-encoded params produce.
    if (filters.trim().startsWith('[')) return normalize(parseJsonFilters(filters));
    return [[filters]];
  }
  if (!Array.isArray(filters))
    throw new Error(`Invalid facetFilters: expected a string or an array, got ${typeof filters}`);
  return filters.map((entry) => (typeof entry === 'string' ? [entry] : entry));
}

function parseJsonFilters(json: string): FacetFilters {
  try {
    return JSON.parse(json) as FacetFilters;
  } catch {
    throw new Error(`Invalid facetFilters: ${json} is not valid JSON`);
  }
}

function compileFilter(filter: string): RecordPredicate {
  if (typeof filter !== 'string')
    throw new Error(`Invalid facetFilters entry ${JSON.stringify(filter)}: expected "attribute:value"`);
  const colon = filter.indexOf(':');
  if (colon <= 0)
    throw new Error(`Invalid facetFilters entry "${filter}": expected "attribute:value", e.g. "language:en"`);
  const attribute = filter.slice(0, colon).trim();
  if (!FACET_ATTRIBUTES.includes(attribute))
    throw new Error(
      `Invalid facetFilters entry "${filter}": the local index filters on ${FACET_ATTRIBUTES.join(', ')}`,
    );
  const path = attribute.split('.');
  let value = filter.slice(colon + 1);
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  return (record) => facetValues(record, path).includes(value) !== negated;
}

function facetValues(record: FacetView, path: string[]): string[] {
  let current: unknown = record;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return [];
    current = (current as Record<string, unknown>)[key];
  }
  const values = Array.isArray(current) ? current : [current];
  return values
    .filter((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
    .map(String);
}
