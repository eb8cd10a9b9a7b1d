// Just enough C++ reading for the version facts: the arguments of a call (nested brackets, string and
// character literals and comments skipped), the string literals an argument starts with, and the line
// of an offset. The extractor's full parser is for declarations; these calls sit in function bodies.

/** 1-based line of `index` in `source`. */
export function lineAt(source: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < source.length; i++) if (source[i] === '\n') line++;
  return line;
}

/** Index just past the literal or comment starting at `i`, or `i` when none starts there. */
function skipLiteralOrComment(source: string, i: number): number {
  const c = source[i];
  if (c === '/' && source[i + 1] === '/') {
    const end = source.indexOf('\n', i);
    return end === -1 ? source.length : end;
  }
  if (c === '/' && source[i + 1] === '*') {
    const end = source.indexOf('*/', i + 2);
    return end === -1 ? source.length : end + 2;
  }
  if (c === 'R' && source[i + 1] === '"') {
    const open = source.indexOf('(', i);
    const delimiter = source.slice(i + 2, open);
    const end = source.indexOf(`)${delimiter}"`, open);
    return end === -1 ? source.length : end + delimiter.length + 2;
  }
  if (c === '"' || (c === "'" && !/[0-9a-fA-F]/.test(source[i - 1] ?? ''))) {
    let j = i + 1;
    while (j < source.length && source[j] !== c && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  return i;
}

/** The top-level arguments of the call whose `(` or `{` is at `open`, as source text, and the index past its end. */
export function callArguments(source: string, open: number): { args: string[]; end: number } {
  const closing: Record<string, string> = { '(': ')', '{': '}', '[': ']' };
  const stack: string[] = [];
  const args: string[] = [];
  let start = open + 1;
  for (let i = open; i < source.length;) {
    const skipped = skipLiteralOrComment(source, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const c = source[i]!;
    if (c in closing) stack.push(closing[c]!);
    else if (c === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) {
        args.push(source.slice(start, i).trim());
        return { args: args.filter((arg, n) => arg !== '' || n > 0), end: i + 1 };
      }
    } else if (c === ',' && stack.length === 1) {
      args.push(source.slice(start, i).trim());
      start = i + 1;
    }
    i++;
  }
  return { args, end: source.length };
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', '"': '"', "'": "'", '\\': '\\', '0': '\0' };

/**
 * The text of the adjacent string literals `arg` starts with (`"a" "b"` → `ab`, escapes decoded), or
 * undefined when it does not start with one. What follows them (`+ name`) is not read.
 */
export function leadingLiterals(arg: string): string | undefined {
  let text: string | undefined;
  let i = 0;
  for (;;) {
    while (i < arg.length && /\s/.test(arg[i]!)) i++;
    const skipped = arg[i] === '/' ? skipLiteralOrComment(arg, i) : i;
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const prefix = /^(?:u8|u|U|L)?"/.exec(arg.slice(i, i + 3));
    if (!prefix) return text;
    let j = i + prefix[0].length;
    let part = '';
    while (j < arg.length && arg[j] !== '"') {
      if (arg[j] === '\\') {
        part += ESCAPES[arg[j + 1]!] ?? arg[j + 1];
        j += 2;
      } else part += arg[j++];
    }
    text = (text ?? '') + part;
    i = j + 1;
  }
}

/** Whitespace collapsed: how messages are compared and identified. */
export const normaliseText = (text: string): string => text.replace(/\s+/g, ' ').trim();
