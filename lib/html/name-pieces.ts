// Long qualified names (`celerity::detail::instruction_graph_generator_detail`) and overload labels
// (`parallel_for(celerity::nd_range<Dims>, ReductionsAndKernel...)`) have few spaces to wrap at, so a
// narrow column cut them off or broke them between any two letters. Break opportunities after `::`, after
// the `(` of a parameter list, and after `_` in long words let them wrap at the seams a reader expects;
// the text stays the same for search and copying.

/** Names up to this long fit a table of contents' column on one line; they get no break opportunities
 * (bytes on every page). */
const FITS = 24;

/** Words up to this long stay whole (`local_accessor`, `access_mode`); longer ones may also break after
 * `_` (`buffer_allocation_window`, macro names). */
const WHOLE_WORD = 16;

const SEAM = '\u0000';

/** The pieces of a name, each ending where a line may break; one piece when it is at most `fits` long. */
export function namePieces(name: string, fits = FITS): string[] {
  if (name.length <= fits) return [name];
  const long = new RegExp(`\\w{${WHOLE_WORD + 1},}`, 'g');
  return name
    .replace(/::|(?<=[\w>])\((?!\))/g, (seam) => seam + SEAM)
    .replace(long, (word) => word.replace(/_(?=\w)/g, `_${SEAM}`))
    .split(SEAM);
}

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * Highlighted HTML (a search hit's title: text, `<mark>` and entities) with `<wbr>` at the seams
 * `namePieces` finds in its text; tags and entities stay whole.
 */
export function htmlWithNameBreaks(html: string, fits = FITS): string {
  let text = '';
  /** For each character of the text, the index in `html` just after it. */
  const ends: number[] = [];
  for (let i = 0; i < html.length;) {
    if (html[i] === '<') {
      const close = html.indexOf('>', i);
      i = close < 0 ? html.length : close + 1;
      continue;
    }
    const entity = html[i] === '&' ? /^&(?:#\d+|#x[\da-f]+|\w+);/i.exec(html.slice(i))?.[0] : undefined;
    text += entity ? (ENTITIES[entity] ?? '?') : html[i];
    i += entity?.length ?? 1;
    ends.push(i);
  }
  const cuts: number[] = [];
  let offset = 0;
  for (const piece of namePieces(text, fits).slice(0, -1)) {
    offset += piece.length;
    cuts.push(ends[offset - 1]!);
  }
  return cuts.reduceRight((out, at) => `${out.slice(0, at)}<wbr>${out.slice(at)}`, html);
}

/** The highlighted levels of a search hit's titles (`{ lvl1: { value } … }`), each with `htmlWithNameBreaks`. */
export function hierarchyWithNameBreaks<T extends object>(hierarchy: T): T {
  const levels = Object.entries(hierarchy as Record<string, { value?: unknown } | null | undefined>);
  return Object.fromEntries(
    levels.map(([level, result]) => [
      level,
      result && typeof result.value === 'string'
        ? { ...result, value: htmlWithNameBreaks(result.value) }
        : result,
    ]),
  ) as T;
}
