// A tiny C++ tokenizer for type and signature *text* (not whole files): identifiers, numbers,
// string/char literals and punctuation. `>>` is split into two `>` because in types it always
// closes two template argument lists. The in-place rewrites of whole files (template-args.ts,
// using-declarations.ts) share the skip over comments and literals and the edit step.
const TOKEN =
  /\s*(?:([A-Za-z_]\w*)|(\d[\w.']*)|("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')|(::|\.\.\.|&&|->|\|\||<=|>=|==|!=|[^\s]))/y;

export function tokenizeCpp(text: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    tokens.push(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
    if (TOKEN.lastIndex >= text.length) break;
  }
  return tokens.filter((t) => t !== '');
}

/** Index just past a comment or literal starting at `i`, or `i` when there is none. */
export function skipOpaque(text: string, i: number): number {
  const ch = text[i];
  const next = text[i + 1];
  if (ch === '/' && next === '/') {
    const end = text.indexOf('\n', i);
    return end === -1 ? text.length : end;
  }
  if (ch === '/' && next === '*') {
    const end = text.indexOf('*/', i + 2);
    return end === -1 ? text.length : end + 2;
  }
  if (ch === '"' || ch === "'") {
    let j = i + 1;
    while (j < text.length && text[j] !== ch && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
    return Math.min(j + 1, text.length);
  }
  return i;
}

/** `text` with each comment replaced by a space, literals kept: declarations that span lines keep their
 * line comments, which would swallow the rest once the text is put on one line. */
export function withoutComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const end = skipOpaque(text, i);
    if (end === i) {
      out += text[i];
      i++;
    } else {
      out += text[i] === '/' ? ' ' : text.slice(i, end);
      i = end;
    }
  }
  return out;
}

export interface TextEdit {
  at: number;
  /** Characters replaced at `at` (0 inserts). */
  length: number;
  text: string;
}

/** Applies non-overlapping edits; of two at one place, the shorter (an insertion) goes first. */
export function applyEdits(text: string, edits: TextEdit[]): string {
  if (edits.length === 0) return text;
  const sorted = [...edits].sort((a, b) => a.at - b.at || a.length - b.length);
  let out = '';
  let pos = 0;
  for (const edit of sorted) {
    out += text.slice(pos, edit.at) + edit.text;
    pos = edit.at + edit.length;
  }
  return out + text.slice(pos);
}
