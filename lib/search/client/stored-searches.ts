/**
 * DocSearch 3 keeps recent and favorite searches in localStorage per index name and parses them
 * without a guard, so one corrupted value would crash the modal. We drop values that are not arrays
 * of hit-like objects before it opens.
 */
export function storedSearchKeys(indexName: string): string[] {
  return [`__DOCSEARCH_RECENT_SEARCHES__${indexName}`, `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`];
}

function isValidStoredList(raw: string): boolean {
  try {
    const value: unknown = JSON.parse(raw);
    return (
      Array.isArray(value) &&
      value.every(
        (item) =>
          typeof item === 'object' && item !== null && typeof (item as { url?: unknown }).url === 'string',
      )
    );
  } catch {
    return false;
  }
}

/** Removes corrupted stored searches; returns the keys it removed. */
export function repairStoredSearches(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
  indexName: string,
): string[] {
  const removed: string[] = [];
  for (const key of storedSearchKeys(indexName)) {
    try {
      const raw = storage.getItem(key);
      if (raw !== null && !isValidStoredList(raw)) {
        storage.removeItem(key);
        removed.push(key);
      }
    } catch {
      // Storage may be unavailable entirely; DocSearch then keeps no history either.
    }
  }
  return removed;
}
