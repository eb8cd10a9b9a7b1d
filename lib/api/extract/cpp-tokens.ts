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
