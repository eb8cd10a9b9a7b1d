// A tiny C++ tokenizer for type and signature *text* (not whole files): identifiers, numbers,
// string/char literals and punctuation. `>>` is split into two `>` because in types it always
// closes two template argument lists.
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

/** Spans of identifiers (possibly `::`-qualified) in `text`, used to linkify signatures. */
export function qualifiedNameSpans(text: string): Array<{ start: number; end: number; name: string }> {
  const spans: Array<{ start: number; end: number; name: string }> = [];
  const re = /(?:::\s*)?[A-Za-z_]\w*(?:\s*::\s*(?:template\s+)?[A-Za-z_]\w*)*/g;
  for (let match = re.exec(text); match; match = re.exec(text)) {
    const before = text[match.index - 1];
    // Skip member accesses and numeric suffixes: `a.b`, `x->y`, `1u`.
    if (before !== undefined && /[\w.]/.test(before)) continue;
    if (text.slice(Math.max(0, match.index - 2), match.index) === '->') continue;
    spans.push({
      start: match.index,
      end: match.index + match[0].length,
      name: match[0].replace(/::\s*template\s+/g, '::').replace(/\s+/g, ''),
    });
  }
  return spans;
}
