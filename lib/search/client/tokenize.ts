import { stemmer } from 'stemmer';

/**
 * Tokenisation that understands C++ names. A "run" is an identifier chain such as `celerity::reduction`
 * or `set_lookahead`; punctuation like `<`, `,` or `(` ends it, so `buffer<T, Dims>` gives `buffer`, `T`, `Dims`.
 */
const RUN = /[\p{L}\p{N}_]+(?:::[\p{L}\p{N}_]+)*/gu;

interface TextRun {
  start: number;
  end: number;
  value: string;
}

export function findRuns(text: string): TextRun[] {
  return Array.from(text.matchAll(RUN), (match) => ({
    start: match.index,
    end: match.index + match[0].length,
    value: match[0],
  }));
}

export function tokenizeText(text: string): string[] {
  return text.match(RUN) ?? [];
}

/**
 * The terms one run is indexed under: the whole name, every `::` suffix (so `runtime::init` finds
 * `celerity::runtime::init`), and the parts between `::` and `_` (so `lookahead` finds `set_lookahead`).
 */
export function expandIndexTerm(run: string): string[] {
  const terms = new Set(expandNameTerm(run));
  for (const scope of run.toLowerCase().split('::')) addWords(terms, scope);
  terms.delete('');
  return [...terms];
}

/**
 * `expandIndexTerm` plus each word in the singular, for headings: "Host Tasks" is a title match for
 * "host task". Body text is left as written, where a plural is no stronger a hint than any other word.
 */
export function expandHeadingTerm(run: string): string[] {
  const terms = expandIndexTerm(run);
  return [...new Set([...terms, ...terms.map(singular)])];
}

/**
 * The Porter stem of a plain lower-case word of three letters or more (`migrating`, `migration` →
 * `migrat`; `build` → `build`), or `undefined` for names (`set_lookahead`) and shorter words.
 */
export function stemOf(word: string): string | undefined {
  if (word.length < 3) return undefined;
  let stem = stemCache.get(word);
  if (stem === undefined) {
    // Highlighting asks for the same words of every hit's text again and again.
    if (stemCache.size >= STEM_CACHE_SIZE) stemCache.clear();
    stem = /^\p{Ll}+$/u.test(word) ? stemmer(word) : '';
    stemCache.set(word, stem);
  }
  return stem || undefined;
}

const STEM_CACHE_SIZE = 10_000;
const stemCache = new Map<string, string>();

/**
 * The stems of a heading's plain words that differ from the words, for the index's `stems` field
 * ("Choosing devices" → `choos devic`): a heading with the word as written is found by it already.
 */
export function headingStems(heading: string): string {
  const stems = new Set<string>();
  for (const run of tokenizeText(heading)) {
    const word = run.toLowerCase();
    const stem = stemOf(word);
    if (stem && stem !== word) stems.add(stem);
  }
  return [...stems].join(' ');
}

/** A snake_case name, its words and its runs of last words: `num_nodes` finds `get_num_nodes`, as readers
 * often remember a name without its `get_` or `set_`. */
function addWords(terms: Set<string>, name: string): void {
  terms.add(name);
  const words = name.split('_');
  for (const word of words) terms.add(word);
  for (let i = 1; i < words.length - 1; i++) if (words[i]) terms.add(words.slice(i).join('_'));
}

/** English plurals folded the simple way (`tasks` → `task`, `dependencies` → `dependency`); `process`, `status` stay. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The terms a symbol's name is indexed under as a name: the whole qualified name and its `::` suffixes,
 * so `runtime::init` and `init` are name matches for `celerity::runtime::init`.
 */
export function expandNameTerm(run: string): string[] {
  const whole = run.toLowerCase();
  const scopes = whole.split('::');
  const terms = new Set<string>([whole]);
  for (let i = 1; i < scopes.length; i++) terms.add(scopes.slice(i).join('::'));
  terms.delete('');
  return [...terms];
}

/**
 * The words of a symbol's own name and their runs (`get_num_nodes` → `get`, `num`, `nodes`,
 * `num_nodes`), without its scopes, so `collective_partition::get_num_nodes` is a match for "nodes" and
 * not for "collective" (its scopes still match, weakly, through the record's context). They weigh less
 * than the whole name: "mpi" is the MPI guide's title, and only a part of `get_collective_mpi_comm`.
 */
export function expandNamePartTerm(run: string): string[] {
  const own = run.toLowerCase().split('::').at(-1) ?? '';
  if (!own.includes('_')) return [];
  const terms = new Set<string>();
  addWords(terms, own);
  terms.delete(own);
  terms.delete('');
  return [...terms];
}

/**
 * The parts of a run at which a highlight may start and end, with their offsets: the whole run, its
 * `::` suffixes and its `::`/`_` parts. A query term matches one of these, never the middle of a word.
 */
export function runSegments(run: TextRun): TextRun[] {
  const segments: TextRun[] = [run];
  if (!/[:_]/.test(run.value)) return segments;
  let offset = 0;
  const scopes = run.value.split('::');
  scopes.forEach((scope, i) => {
    const scopeStart = run.start + offset;
    if (i > 0) segments.push({ start: scopeStart, end: run.end, value: run.value.slice(offset) });
    // The last scope equals the last suffix, pushed just above.
    if (scopes.length > 1 && i < scopes.length - 1)
      segments.push({ start: scopeStart, end: scopeStart + scope.length, value: scope });
    let wordOffset = 0;
    const words = scope.split('_');
    if (words.length > 1) {
      words.forEach((word, w) => {
        const start = scopeStart + wordOffset;
        if (word) segments.push({ start, end: start + word.length, value: word });
        // A run of last words, indexed as a term of its own (addWords).
        if (word && w > 0 && w < words.length - 1)
          segments.push({ start, end: scopeStart + scope.length, value: scope.slice(wordOffset) });
        wordOffset += word.length + 1;
      });
    }
    offset += scope.length + 2;
  });
  return segments;
}
