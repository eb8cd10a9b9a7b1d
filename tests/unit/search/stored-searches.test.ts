import { describe, expect, it } from 'vitest';
import { repairStoredSearches, storedSearchKeys } from '@/lib/search/client/stored-searches';

function memoryStorage(values: Record<string, string>) {
  return {
    values,
    getItem: (key: string) => values[key] ?? null,
    removeItem: (key: string) => {
      delete values[key];
    },
  };
}

describe('repairStoredSearches', () => {
  it('keeps valid lists and removes corrupted or wrongly shaped ones', () => {
    const [recent, favorite] = storedSearchKeys('idx') as [string, string];
    const storage = memoryStorage({ [recent]: '[{"url":"/docs/a/"}]', [favorite]: '{broken', other: 'x' });
    expect(repairStoredSearches(storage, 'idx')).toEqual([favorite]);
    expect(storage.values).toEqual({ [recent]: '[{"url":"/docs/a/"}]', other: 'x' });
  });

  it('removes JSON that is not a list of hits', () => {
    const [recent] = storedSearchKeys('idx') as [string];
    const storage = memoryStorage({ [recent]: '{"url":"/x/"}' });
    expect(repairStoredSearches(storage, 'idx')).toEqual([recent]);
    storage.values[recent] = '[1,2]';
    expect(repairStoredSearches(storage, 'idx')).toEqual([recent]);
  });

  it('survives storage that throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(repairStoredSearches(storage, 'idx')).toEqual([]);
  });
});
