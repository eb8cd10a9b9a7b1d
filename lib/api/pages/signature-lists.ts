// Brackets in a declaration's text as the signature layout reads them: which `<` opens template
// arguments, where a list closes, and which separators stand outside every bracket.

/** Whether the `<` at `i` opens template arguments (`buffer<`, `template <`), not a comparison. */
export const opensTemplate = (text: string, i: number) => /(?:\w|template )$/.test(text.slice(0, i));

/**
 * Where `separator` stands at the top level of the list opened at `open` (`(`, `<`…), and its closing
 * bracket. Inside parentheses nested in the list `<` and `>` are comparisons (`std::enable_if_t<(D > 0),
 * int>`), never brackets; in a parameter list itself they open template arguments (`buffer<T, D>& buf`).
 */
export function scanList(
  text: string,
  open: number,
  separator = ',',
): { separators: number[]; close: number } | undefined {
  const stack: string[] = [];
  const separators: number[] = [];
  for (let i = open; i < text.length; i += 1) {
    const c = text[i]!;
    if ('([{'.includes(c)) stack.push(c);
    else if (')]}'.includes(c)) stack.pop();
    else if (c === '<' && !stack.slice(1).includes('(') && (i === open || opensTemplate(text, i)))
      stack.push(c);
    else if (c === '>' && stack.at(-1) === '<' && text[i - 1] !== '-' && text[i + 1] !== '=') stack.pop();
    else {
      if (stack.length === 1 && text.startsWith(separator, i)) separators.push(i);
      continue;
    }
    if (stack.length === 0) return { separators, close: i };
  }
  return undefined;
}

/** The items of the list opened at `open` (`f(a, b)`, `x<a, b>`) and where it closes; undefined when it
 * does not close. */
export function listItems(text: string, open: number): { items: string[]; close: number } | undefined {
  const list = scanList(text, open);
  if (!list) return undefined;
  const bounds = [open, ...list.separators, list.close];
  const items = bounds.slice(1).map((end, i) => text.slice(bounds[i]! + 1, end).trim());
  return { items: list.close === open + 1 ? [] : items, close: list.close };
}

/** Every opening bracket of a list in `line`: a `(`, or a `<` that opens template arguments. */
export function openers(line: string): number[] {
  const at: number[] = [];
  for (let i = 0; i < line.length; i += 1)
    if (line[i] === '(' || (line[i] === '<' && opensTemplate(line, i))) at.push(i);
  return at;
}

/** Where `token` (` = `, ` || `, `;`…) stands in `text` outside every bracket. */
export function topLevel(text: string, token: string): number[] {
  // The text read as the inside of one list: a `(` stands in front of it.
  return (scanList(`(${text})`, 0, token)?.separators ?? []).map((at) => at - 1);
}

/** `text` cut after each `token` outside every bracket, each part trimmed and keeping its token (`A ||`,
 * `B`; `public base<T, D>,`, `public other;`), empty parts left out. */
export function splitAfter(text: string, token: string): string[] {
  const ends = [...topLevel(text, token).map((at) => at + token.length), text.length];
  return ends.map((end, k) => text.slice(k === 0 ? 0 : ends[k - 1], end).trim()).filter(Boolean);
}
