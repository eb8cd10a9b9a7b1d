// Search of the offline bundle: a plain list over the site's search records, loaded from
// offline/search-data.js on first use (file:// pages cannot fetch(), but may load scripts).

/** One record: title, heading path, relative URL, text; written by scripts/bundle.ts. */
export type OfflineRecord = [title: string, headings: string, url: string, text: string];

declare global {
  interface Window {
    __celerityOfflineSearch?: OfflineRecord[];
  }
}

export const MAX_QUERY_LENGTH = 64;
const MAX_RESULTS = 20;

/** Records whose title, headings or text contain every word of the query, best first. */
export function searchRecords(records: readonly OfflineRecord[], query: string): OfflineRecord[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_:]+/u)
    .filter(Boolean);
  if (words.length === 0) return [];
  const scored: Array<{ record: OfflineRecord; score: number }> = [];
  for (const record of records) {
    const [title, headings, , text] = record.map((field) => field.toLowerCase()) as OfflineRecord;
    let score = 0;
    for (const word of words) {
      const points = title.includes(word) ? 10 : headings.includes(word) ? 4 : text.includes(word) ? 1 : 0;
      if (points === 0) {
        score = 0;
        break;
      }
      score += points + (title === word || title.endsWith(`::${word}`) ? 20 : 0);
    }
    // Internal (detail) symbols stay findable but rank below guides and the public API.
    if (score > 0) scored.push({ record, score: title.includes('::detail::') ? score / 4 : score });
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_RESULTS)
    .map((entry) => entry.record);
}

export function loadRecords(root: string): Promise<OfflineRecord[]> {
  if (window.__celerityOfflineSearch) return Promise.resolve(window.__celerityOfflineSearch);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${root}offline/search-data.js`;
    script.onload = () => resolve(window.__celerityOfflineSearch ?? []);
    script.onerror = () => reject(new Error(`could not load ${script.src}`));
    document.head.append(script);
  });
}
