// How a declaration is laid out in its box: the `template <…>` head on a line of its own, and a line
// longer than fits a laptop's column broken after each top-level comma, one parameter per line,
// indented, as clang-format does; a return type that leaves the name no room gets a line of its own,
// and so does a trailing `-> result` that does not fit after the last parameter. Other declarations
// (variables, fields, aliases, classes) have their first template argument list one per line, and a
// class's bases a line of their own. An item that still does not fit is broken inside its own
// template arguments, one level deeper. Short declarations stay on one line.

/** Characters of a signature line that fit the API column at 1024 and 1280 px without scrolling (641 px
 * at 8.4 px per character). */
export const SIGNATURE_COLUMNS = 76;

const INDENT = '    ';

/** Puts a leading `template <…>` head on its own line, as cppreference does. */
export function breakTemplateHead(signature: string): string {
  if (!signature.startsWith('template')) return signature;
  let depth = 0;
  for (let i = signature.indexOf('<'); i >= 0 && i < signature.length; i += 1) {
    const ch = signature[i];
    if (ch === '<' && signature[i + 1] !== '=') depth += 1;
    else if (ch === '>' && signature[i + 1] !== '=' && signature[i - 1] !== '-') {
      depth -= 1;
      if (depth === 0) return `${signature.slice(0, i + 1)}\n${signature.slice(i + 1).trimStart()}`;
    } else if (ch === '(') {
      // Comparisons inside parentheses (`(D > 0)`, `(sizeof...(Ts) > 0)`) are not brackets.
      i = scanList(signature, i)?.close ?? signature.length;
    }
  }
  return signature;
}

/** Whether the `<` at `i` opens template arguments (`buffer<`, `template <`), not a comparison. */
const opensTemplate = (text: string, i: number) => /(?:\w|template )$/.test(text.slice(0, i));

/**
 * The top-level commas of the list opened at `open` (`(`, `<`…) and its closing bracket. Inside
 * parentheses nested in the list `<` and `>` are comparisons (`std::enable_if_t<(D > 0), int>`), never
 * brackets; in a parameter list itself they open template arguments (`buffer<T, D>& buf`).
 */
function scanList(text: string, open: number): { commas: number[]; close: number } | undefined {
  const stack: string[] = [];
  const commas: number[] = [];
  for (let i = open; i < text.length; i += 1) {
    const c = text[i]!;
    if ('([{'.includes(c)) stack.push(c);
    else if (')]}'.includes(c)) stack.pop();
    else if (c === '<' && !stack.slice(1).includes('(') && (i === open || opensTemplate(text, i)))
      stack.push(c);
    else if (c === '>' && stack.at(-1) === '<' && text[i - 1] !== '-' && text[i + 1] !== '=') stack.pop();
    else {
      if (c === ',' && stack.length === 1) commas.push(i);
      continue;
    }
    if (stack.length === 0) return { commas, close: i };
  }
  return undefined;
}

/** The items of the list opened at `open` (`f(a, b)`, `x<a, b>`) and where it closes; undefined when it
 * does not close. */
export function listItems(text: string, open: number): { items: string[]; close: number } | undefined {
  const list = scanList(text, open);
  if (!list) return undefined;
  const bounds = [open, ...list.commas, list.close];
  const items = bounds.slice(1).map((end, i) => text.slice(bounds[i]! + 1, end).trim());
  return { items: list.close === open + 1 ? [] : items, close: list.close };
}

/** `line` with the list opened at `open` one item per line, or `line` when it fits or has no list. */
function breakList(line: string, open: number, columns = SIGNATURE_COLUMNS): string {
  if (line.length <= columns || open < 0) return line;
  const list = listItems(line, open);
  if (!list || list.items.length === 0) return line;
  // An item that still does not fit is broken inside its own template arguments, one level deeper. The
  // last item shares its line with what follows the list (`> = 0>`, `) const`; a trailing `-> result`
  // that does not fit goes to a line of its own, see breakTrailingReturn), the others with a comma.
  const rest = line.slice(list.close);
  const items = list.items.map((item, i) => {
    const after = i === list.items.length - 1 ? rest.split('\n')[0]!.split(' -> ')[0]!.length : 1;
    return breakList(item, firstTemplateList(item), columns - INDENT.length - after)
      .split('\n')
      .map((itemLine) => INDENT + itemLine)
      .join('\n');
  });
  return `${line.slice(0, open + 1)}\n${items.join(',\n')}${rest}`;
}

/** Where the parameter list of the function `name` opens in its declaration line. */
function parameterListStart(line: string, name: string): number {
  const at = line.indexOf(`${name}(`);
  if (at >= 0) return at + name.length;
  // A specialisation's name carries its arguments: `get<0>(…)`.
  const named = line.indexOf(`${name}<`);
  const args = named < 0 ? undefined : scanList(line, named + name.length);
  return args && line[args.close + 1] === '(' ? args.close + 1 : -1;
}

/** `text` with a trailing return (`) -> result`) that makes its last line too long on a line of its own. */
function breakTrailingReturn(text: string): string {
  const at = text.lastIndexOf('\n') + 1;
  const last = text.slice(at);
  const arrow = last.lastIndexOf(') -> ');
  if (last.length <= SIGNATURE_COLUMNS || arrow < 0) return text;
  return `${text.slice(0, at)}${last.slice(0, arrow + 1)}\n${INDENT}${last.slice(arrow + 2)}`;
}

/** The declaration of the function `name` laid out for its box (see the module comment); deduction
 * guides are laid out as functions named after their class. */
export function layoutSignature(signature: string, name: string): string {
  const lines = breakTemplateHead(signature).split('\n');
  let declaration = lines.pop()!;
  const head = lines.map((line) => breakList(line, line.indexOf('<')));
  let open = parameterListStart(declaration, name);
  const nameAt = declaration.lastIndexOf(name, open);
  // A return type too long to share a line with the name gets a line of its own.
  if (nameAt > 0 && declaration.length > SIGNATURE_COLUMNS && open > SIGNATURE_COLUMNS - 8) {
    const returnType = declaration.slice(0, nameAt).trimEnd();
    head.push(breakList(returnType, firstTemplateList(returnType)));
    [declaration, open] = [declaration.slice(nameAt), open - nameAt];
  }
  return [...head, breakTrailingReturn(breakList(declaration, open))].join('\n');
}

/** The first `<` of `line` that opens template arguments, or -1. */
function firstTemplateList(line: string): number {
  for (let i = line.indexOf('<'); i >= 0; i = line.indexOf('<', i + 1)) if (opensTemplate(line, i)) return i;
  return -1;
}

/** `line` with its first template argument list one argument per line when it does not fit `columns`. */
function breakFirstList(line: string, columns = SIGNATURE_COLUMNS): string {
  return breakList(line, firstTemplateList(line), columns);
}

/** A class's base list that does not fit goes on a line of its own (clang-format's "before colon"), and
 * the class's name and its bases are each broken between their template arguments when still too long. */
function breakRecordLine(line: string): string {
  const colon = /^(?:class|struct|union) /.test(line)
    ? line.search(/ : (?:public|protected|private|virtual) /)
    : -1;
  if (line.length <= SIGNATURE_COLUMNS || colon < 0) return breakFirstList(line);
  const bases = breakFirstList(line.slice(colon + 1), SIGNATURE_COLUMNS - INDENT.length);
  return [
    breakFirstList(line.slice(0, colon)),
    ...bases.split('\n').map((baseLine) => INDENT + baseLine),
  ].join('\n');
}

/** A variable's, field's, alias's or class's declaration laid out for its box: each line that does not
 * fit broken between its first template arguments, and a class's base list on a line of its own. */
export function layoutDeclaration(declaration: string): string {
  return declaration.split('\n').map(breakRecordLine).join('\n');
}
