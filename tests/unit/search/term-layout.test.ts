import { describe, expect, it } from 'vitest';
import { partitionKeys } from '@/lib/search/build-layout';
import { createTermLayout, isShortPrefix, leafOf, leavesWithPrefix } from '@/lib/search/client/term-layout';

const sizes = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('partitionKeys', () => {
  it('keeps an index that fits in one leaf whole', () => {
    expect(partitionKeys(sizes({ buffer: 10, queue: 10 }), 100)).toEqual(['']);
  });

  it('splits by the next character, keeps small groups in the parent leaf, and gives a huge key its own', () => {
    const keys = sizes({ buffer: 40, build: 40, bulk: 40, queue: 5, query: 5, celerity: 500, cell: 5 });
    const leaves = partitionKeys(keys, 100);
    const layout = createTermLayout(leaves);
    // Every leaf stays within the limit unless it holds a single key larger than it.
    const perLeaf = new Map<number, string[]>();
    for (const key of keys.keys())
      perLeaf.set(leafOf(layout, key), [...(perLeaf.get(leafOf(layout, key)) ?? []), key]);
    for (const members of perLeaf.values()) {
      const total = members.reduce((sum, key) => sum + keys.get(key)!, 0);
      expect(total <= 100 || members.length === 1, members.join()).toBe(true);
    }
    expect(leafOf(layout, 'celerity')).not.toBe(leafOf(layout, 'cell'));
    expect(leafOf(layout, 'queue')).toBe(leafOf(layout, 'query'));
    expect(leaves).toEqual([...leaves].sort());
  });

  it('rejects a leaf size that is not positive', () => {
    expect(() => partitionKeys(sizes({ a: 1 }), 0)).toThrow(
      'Invalid leaf size: expected a positive number, got 0',
    );
  });
});

describe('term layout', () => {
  const layout = createTermLayout(['', 'b', 'bu', 'buf', 'q']);

  it('finds the leaf with the longest prefix of a term', () => {
    expect(leafOf(layout, 'buffer')).toBe(3);
    expect(leafOf(layout, 'build')).toBe(2);
    expect(leafOf(layout, 'bar')).toBe(1);
    expect(leafOf(layout, 'queue')).toBe(4);
    expect(leafOf(layout, 'xyz')).toBe(0);
    expect(leafOf(createTermLayout(['a']), 'xyz')).toBe(-1);
  });

  it('calls a word short while it heads more than one leaf', () => {
    expect(isShortPrefix(layout, 'b')).toBe(true);
    expect(isShortPrefix(layout, 'bu')).toBe(true);
    expect(isShortPrefix(layout, 'buf')).toBe(false);
    expect(isShortPrefix(layout, 'q')).toBe(false);
    expect(leavesWithPrefix(layout, 'bu').sort()).toEqual([2, 3]);
    expect(leavesWithPrefix(layout, 'buff')).toEqual([3]);
  });
});
