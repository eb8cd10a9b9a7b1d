/**
 * A value for every element of a box, kept as disjoint boxes with one value each, like the runtime's
 * region_map: the last update of an element decides its value. Boxes with equal values (by `key`) are
 * merged once the map has doubled since the last merge, so a map stays about as small as the pattern of
 * values allows without paying for a merge on every update. Which boxes hold a value is internal: every
 * caller turns what `query` returns into a region, whose tiling is unique.
 */
import { boxesIntersect, boxIntersection, isEmptyBox, type Box } from './box';
import { regionDifference, regionOf, type Region } from './region';

export interface Entry<V> {
  box: Box;
  value: V;
}

interface KeyedEntry<V> extends Entry<V> {
  key: string;
}

export class RegionMap<V> {
  private entries: KeyedEntry<V>[];
  /** The values written or cut up since the last merge: only they can have gained mergeable neighbours. */
  private readonly touched = new Set<string>();
  /** The number of entries after the last merge. */
  private merged = 1;

  constructor(
    extent: Box,
    initial: V,
    private readonly key: (value: V) => string,
  ) {
    this.entries = isEmptyBox(extent) ? [] : [{ box: extent, value: initial, key: key(initial) }];
  }

  /** The values over `region`, as boxes of `region` (elements outside the map's extent are left out). */
  query(region: Region): Entry<V>[] {
    const found: Entry<V>[] = [];
    for (const entry of this.entries) {
      for (const box of region) {
        if (boxesIntersect(entry.box, box))
          found.push({ box: boxIntersection(entry.box, box), value: entry.value });
      }
    }
    return found;
  }

  update(region: Region, value: V): void {
    this.updateMany([{ region, value }]);
  }

  /** Several updates of disjoint regions at once (cheaper than one by one). */
  updateMany(updates: readonly { region: Region; value: V }[]): void {
    const written = updates.flatMap((u) => u.region);
    if (written.length === 0) return;
    const kept: KeyedEntry<V>[] = [];
    const touched = this.touched;
    for (const entry of this.entries) {
      if (!written.some((box) => boxesIntersect(entry.box, box))) {
        kept.push(entry);
        continue;
      }
      touched.add(entry.key);
      const hit = regionOf(...written.filter((box) => boxesIntersect(entry.box, box)));
      for (const box of regionDifference(regionOf(entry.box), hit)) kept.push({ ...entry, box });
    }
    for (const { region, value } of updates) {
      const key = this.key(value);
      touched.add(key);
      for (const box of region) kept.push({ box, value, key });
    }
    this.entries = kept;
    if (kept.length > 2 * Math.max(this.merged, MERGE_FLOOR)) {
      this.entries = coalesce(kept, touched);
      this.merged = this.entries.length;
      touched.clear();
    }
  }
}

/** Below this many entries a map is not worth merging. */
const MERGE_FLOOR = 16;

function coalesce<V>(entries: KeyedEntry<V>[], touched: ReadonlySet<string>): KeyedEntry<V>[] {
  const result: KeyedEntry<V>[] = [];
  const groups = new Map<string, KeyedEntry<V>[]>();
  for (const entry of entries) {
    if (!touched.has(entry.key)) {
      result.push(entry);
      continue;
    }
    const group = groups.get(entry.key);
    if (group) group.push(entry);
    else groups.set(entry.key, [entry]);
  }
  for (const group of groups.values()) {
    const { value, key } = group[0]!;
    if (group.length === 1) result.push(group[0]!);
    else for (const box of regionOf(...group.map((e) => e.box))) result.push({ box, value, key });
  }
  return result;
}
