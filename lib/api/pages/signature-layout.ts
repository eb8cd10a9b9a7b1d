// How a function's declaration is laid out in its box: the `template <…>` head on a line of its own, and
// a line longer than fits a laptop's column broken after each top-level comma, one parameter per line,
// indented, as clang-format does; a return type that leaves the name no room gets a line of its own, and
// so does a trailing `-> result` that does not fit after the last parameter. An item that still does not
// fit is broken again inside (breakLine). Short declarations stay on one line. Other declarations are laid
// out by declaration-layout.ts with the same rules.

import { listItems, openers, scanList, splitAfter, topLevel } from '@/lib/api/pages/signature-lists';

/** Characters of a signature line that fit the API column at 1024 and 1280 px without scrolling (641 px
 * at 8.4 px per character). */
export const SIGNATURE_COLUMNS = 76;

export const INDENT = '    ';

/** `text` with every line indented by `by`. */
export const indent = (text: string, by = INDENT) =>
  text
    .split('\n')
    .map((line) => by + line)
    .join('\n');

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

/** `line` with the list opened at `open` one item per line, or `line` when it fits or has no list. */
export function breakList(line: string, open: number, columns = SIGNATURE_COLUMNS): string {
  if (line.length <= columns || open < 0) return line;
  const list = listItems(line, open);
  if (!list || list.items.length === 0) return line;
  // An item that still does not fit is broken again inside (breakLine). The last item shares its line
  // with what follows the list (`> = 0>`, `) const`; a trailing `-> result` that does not fit goes to a
  // line of its own, see breakTrailingReturn), the others with a comma.
  const rest = line.slice(list.close);
  const items = list.items.map((item, i) => {
    const after = i === list.items.length - 1 ? rest.split('\n')[0]!.split(' -> ')[0]!.length : 1;
    return indent(breakLine(item, columns - INDENT.length - after));
  });
  return `${line.slice(0, open + 1)}\n${items.join(',\n')}${rest}`;
}

/** The logical operators a long condition is broken after, one operand per line. */
const LOGICAL = [' || ', ' && '];

/** `line` broken after each of its logical operators outside brackets (`A ||` then `B`), or undefined;
 * in `x = A || B` the operands are the initialiser's (declaration-layout.ts breaks after the `=`). */
function breakOperands(line: string, columns: number): string | undefined {
  if (topLevel(line, ' = ').length > 0) return undefined;
  for (const operator of LOGICAL) {
    const operands = splitAfter(line, operator);
    if (operands.length > 1) return operands.map((operand) => breakLine(operand, columns)).join('\n');
  }
  return undefined;
}

/**
 * `line` laid out for `columns`: a condition one operand per line; else after the `=` of a default
 * argument; else at the first list (outermost first) whose opening bracket fits and that either has
 * several items (or operands), broken one per line (`std::function<void(` then a parameter per line), or
 * has one item and leaves it room on the next line (`fmt::formatter<` then `coordinate<id<Dims>, Dims>>`;
 * `decltype(f()(` then `std::declval<T>()))`); else at its first list.
 */
export function breakLine(line: string, columns = SIGNATURE_COLUMNS): string {
  if (line.length <= columns) return line;
  const operands = breakOperands(line, columns);
  if (operands) return operands;
  // `type name = value` (a default argument) breaks after its `=` when both sides then fit and have no
  // list to break instead (`std::enable_if_t<…> = 0` breaks inside its arguments).
  const at = topLevel(line, ' = ')[0] ?? -1;
  const opens = openers(line);
  if (at >= 0 && opens.length === 0 && at + 2 <= columns && INDENT.length + line.length - at - 3 <= columns)
    return `${line.slice(0, at + 2)}\n${INDENT}${line.slice(at + 3)}`;
  const lists = opens.flatMap((open) => {
    const list = listItems(line, open);
    if (!list || list.items.length === 0 || open >= columns) return [];
    const several =
      list.items.length > 1 || LOGICAL.some((operator) => topLevel(list.items[0]!, operator).length);
    return [{ open, several }];
  });
  const wraps = (open: number) => INDENT.length + line.length - open - 1 <= columns;
  const chosen = lists.find((list) => list.several || wraps(list.open)) ?? lists[0];
  return breakList(line, chosen?.open ?? -1, columns);
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
    head.push(breakLine(returnType));
    [declaration, open] = [declaration.slice(nameAt), open - nameAt];
  }
  return [...head, breakTrailingReturn(breakList(declaration, open))].join('\n');
}
