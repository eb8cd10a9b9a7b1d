/**
 * The per-record numbers of the base file (see index-format.ts), taken from the records and from
 * MiniSearch's field lengths at build time.
 */
import type { BaseFile } from './client/index-format';
import { RECORD_TYPES, type DocSearchRecord } from './client/record-shape';

export function recordColumns(
  records: readonly DocSearchRecord[],
  fieldLength: Readonly<Record<string, number[]>>,
  fieldCount: number,
): Pick<BaseFile, 'lvl0' | 'tagSets' | 'columns'> {
  const interned = <T>(key: (value: T) => string) => {
    const numbers = new Map<string, number>();
    const values: T[] = [];
    const numberOf = (value: T) => {
      const k = key(value);
      let n = numbers.get(k);
      if (n === undefined) numbers.set(k, (n = values.push(value) - 1));
      return n;
    };
    return { values, numberOf };
  };
  const lvl0 = interned<string>((value) => value);
  const tagSets = interned<string[]>((value) => JSON.stringify(value));
  const urls = interned<string>((value) => value);
  const lengths = Array.from({ length: fieldCount }, (_, field) =>
    records.map((_record, id) => fieldLength[id]?.[field] ?? 0),
  );
  return {
    lvl0: lvl0.values,
    tagSets: tagSets.values,
    columns: {
      type: records.map((record) => RECORD_TYPES.indexOf(record.type)).join(''),
      pageRank: records.map((record) => record.weight.pageRank),
      url: deltas(records.map((record) => urls.numberOf(record.url))),
      position: deltas(records.map((record) => record.weight.position)),
      lvl0: records.map((record) => lvl0.numberOf(record.hierarchy.lvl0)),
      tags: records.map((record) => tagSets.numberOf(record.docusaurus_tag)),
      lengths,
    },
  };
}

/** Each value minus the one before: records of a page share a url and count positions up, so mostly 0 and 1. */
const deltas = (values: readonly number[]) =>
  values.map((value, i) => value - (i === 0 ? 0 : values[i - 1]!));
