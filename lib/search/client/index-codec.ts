import { HIERARCHY_LEVELS, RECORD_TYPES, type DocSearchRecord, type Hierarchy } from './record-shape';

/**
 * Compact storage of records in the index's record blocks. Headings and tag lists repeat on every
 * record of a page, so they are interned in a string table; `url_without_anchor`, `anchor` and the usual
 * objectIDs (`url` or `url~n`) are derived from the url. About half the raw size of plain records.
 */

/** 0 = null, n = strings[n - 1]. */
type StringRef = number;
type PackedSymbol = [qualifiedName: StringRef, kind: StringRef, signature: string];
type PackedRecord = [
  objectID: string | number | null,
  url: string,
  type: number,
  hierarchy: StringRef[],
  content: string | null,
  tags: StringRef,
  pageRank: number,
  level: number,
  position: number,
  symbol?: PackedSymbol,
];

export interface PackedRecords {
  strings: string[];
  records: PackedRecord[];
}

export function packRecords(records: readonly DocSearchRecord[]): PackedRecords {
  const strings: string[] = [];
  const refs = new Map<string, number>();
  const ref = (value: string | null): StringRef => {
    if (value === null) return 0;
    let existing = refs.get(value);
    if (existing === undefined) {
      existing = strings.push(value);
      refs.set(value, existing);
    }
    return existing;
  };
  const packed = records.map((r): PackedRecord => {
    const id =
      r.objectID === r.url
        ? null
        : r.objectID.startsWith(`${r.url}~`) && /^\d+$/.test(r.objectID.slice(r.url.length + 1))
          ? Number(r.objectID.slice(r.url.length + 1))
          : r.objectID;
    const row: PackedRecord = [
      id,
      r.url,
      RECORD_TYPES.indexOf(r.type),
      HIERARCHY_LEVELS.map((level) => ref(r.hierarchy[level])),
      r.content,
      ref(JSON.stringify(r.docusaurus_tag)),
      r.weight.pageRank,
      r.weight.level,
      r.weight.position,
    ];
    if (r.symbol) row.push([ref(r.symbol.qualifiedName), ref(r.symbol.kind), r.symbol.signature]);
    return row;
  });
  return { strings, records: packed };
}

export function unpackRecords(packed: PackedRecords): DocSearchRecord[] {
  const text = (ref: StringRef | undefined, what: string): string | null =>
    ref ? (packed.strings[ref - 1] ?? corrupt(`${what} (string #${ref})`)) : null;
  const required = (ref: StringRef | undefined, what: string): string => text(ref, what) ?? corrupt(what);
  return packed.records.map((row, i): DocSearchRecord => {
    const [id, url, type, h, content, tags, pageRank, level, position, symbol] = row;
    const hash = url.indexOf('#');
    const hierarchy: Hierarchy = {
      lvl0: required(h[0], `record ${i} lvl0`),
      lvl1: required(h[1], `record ${i} lvl1`),
      lvl2: text(h[2], `record ${i} lvl2`),
      lvl3: text(h[3], `record ${i} lvl3`),
      lvl4: text(h[4], `record ${i} lvl4`),
      lvl5: text(h[5], `record ${i} lvl5`),
      lvl6: text(h[6], `record ${i} lvl6`),
    };
    const record: DocSearchRecord = {
      objectID: id === null ? url : typeof id === 'number' ? `${url}~${id}` : id,
      url,
      url_without_anchor: hash < 0 ? url : url.slice(0, hash),
      anchor: hash < 0 ? null : url.slice(hash + 1),
      type: RECORD_TYPES[type] ?? corrupt(`record ${i} type`),
      hierarchy,
      content,
      language: 'en',
      docusaurus_tag: JSON.parse(required(tags, `record ${i} tags`)) as string[],
      weight: { pageRank, level, position },
    };
    if (symbol)
      record.symbol = {
        qualifiedName: required(symbol[0], `record ${i} symbol`),
        kind: required(symbol[1], `record ${i} kind`),
        signature: symbol[2],
      };
    return record;
  });
}

function corrupt(what: string): never {
  throw new Error(`Corrupt search index: ${what} is missing or invalid; rebuild the index`);
}
