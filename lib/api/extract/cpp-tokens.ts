// A tiny C++ tokenizer for type and signature *text* (not whole files): identifiers, numbers,
// string/char literals and punctuation. `>>` is split into two `>` because in types it always
// closes two template argument lists. Scans of whole files share its skip over comments and literals.
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
