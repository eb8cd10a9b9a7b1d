import { callArguments, leadingLiterals } from './cpp-scan';

// The text of a message argument: string literals, a `fmt::format("…", …)` around them, or a variable
// the function assembled before printing it (`auto error = fmt::format("…"); fmt::format_to(
// std::back_inserter(error), "…"); error += "…"; report_error(policy, "{}", error);`). The pieces of an
// assembled message are joined in source order, so a piece appended in a loop appears once.

const FORMAT_CALL = /^(?:::)?(?:fmt|std)::format\s*\(/;
const IDENTIFIER = /^[A-Za-z_]\w*$/;
/** How far back (characters) a variable's assembly is looked for: the function around the call. */
const ASSEMBLY_WINDOW = 4000;

/** The message text `args[first]` (and `args[first + 1]` for a bare "{}") stand for, if it can be read. */
export function messageText(
  source: string,
  callIndex: number,
  args: readonly string[],
  first: number,
): string | undefined {
  const arg = args[first];
  if (arg === undefined) return undefined;
  const literal = literalText(arg);
  if (literal === '{}' && args.length === first + 2) return assembled(source, callIndex, args[first + 1]!);
  if (literal !== undefined) return literal;
  return assembled(source, callIndex, arg);
}

/** The literal text of `arg`, looking into a `fmt::format(…)` call. */
function literalText(arg: string): string | undefined {
  const direct = leadingLiterals(arg);
  if (direct !== undefined) return direct;
  const format = FORMAT_CALL.exec(arg);
  return format ? leadingLiterals(callArguments(arg, format[0].length - 1).args[0] ?? '') : undefined;
}

/** The text variable `name` was built from before `callIndex`, or undefined when it was not built there. */
function assembled(source: string, callIndex: number, name: string): string | undefined {
  if (!IDENTIFIER.test(name)) return undefined;
  const windowStart = Math.max(0, callIndex - ASSEMBLY_WINDOW);
  const window = source.slice(windowStart, callIndex);
  const declaration = [
    ...window.matchAll(new RegExp(`\\b(?:auto|std::string)\\s+${name}\\s*(?:=|\\{|\\()\\s*`, 'g')),
  ].at(-1);
  if (!declaration) return undefined;
  const start = declaration.index + declaration[0].length;
  const initial = literalText(window.slice(start));
  if (initial === undefined) return undefined;
  const pieces = [initial];
  const appends = new RegExp(
    `fmt::format_to\\s*\\(\\s*std::back_inserter\\s*\\(\\s*${name}\\s*\\)\\s*,|\\b${name}\\s*\\+=\\s*`,
    'g',
  );
  for (const append of window.slice(start).matchAll(appends)) {
    const piece = literalText(window.slice(start + append.index + append[0].length));
    if (piece !== undefined) pieces.push(piece);
  }
  return pieces.join('');
}
