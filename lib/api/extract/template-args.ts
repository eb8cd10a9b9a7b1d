// tree-sitter-cpp reads the `>` of `>=` in a template argument list as the closing bracket, so
// `std::enable_if_t<D >= 1 && D <= 3>` does not parse (valid C++: only a lone `>` closes the list).
// We wrap such arguments in parentheses marked by comments; `clean()` removes the markers again so
// signatures still read like the header (see normaliseOutsideComparisons). The rewrite never adds or removes newlines.

import { applyEdits, skipOpaque, type TextEdit } from '@/lib/api/extract/cpp-tokens';

const OPEN_MARK = '(/*<*/';
const CLOSE_MARK = '/*>*/)';

/** Comparisons that must be parenthesised for the grammar; `==`, `!=` and `<=` parse as they are. */
const NEEDS_PARENS = /[<>]=/;

/** A `<` that opens a template argument (or parameter) list: it follows a name and is no operator. */
export function opensList(text: string, i: number): boolean {
  if (text[i] !== '<' || text[i + 1] === '<' || text[i + 1] === '=' || text[i - 1] === '<') return false;
  const before = /([A-Za-z_]\w*)\s*$/.exec(text.slice(Math.max(0, i - 64), i));
  return !!before && before[1] !== 'operator';
}

interface ArgumentList {
  /** Start and end (exclusive) of each top-level argument. */
  args: Array<[number, number]>;
  end: number;
}

/** Reads the list opened at `open`; undefined when it is not closed before `;`, `{` or `}`. */
function readList(text: string, open: number): ArgumentList | undefined {
  const args: Array<[number, number]> = [];
  let angle = 0;
  let paren = 0;
  let start = open + 1;
  for (let i = open + 1; i < text.length; i += 1) {
    const skipped = skipOpaque(text, i);
    if (skipped !== i) {
      i = skipped - 1;
      continue;
    }
    const ch = text[i]!;
    if (ch === '(' || ch === '[') paren += 1;
    else if (ch === ')' || ch === ']') paren -= 1;
    else if (ch === ';' || ch === '{' || ch === '}' || paren < 0) return undefined;
    else if (paren > 0) continue;
    else if (ch === '<' && opensList(text, i)) angle += 1;
    else if (ch === '>' && text[i + 1] !== '=' && text[i - 1] !== '-') {
      if (angle === 0) {
        args.push([start, i]);
        return { args, end: i };
      }
      angle -= 1;
    } else if (ch === ',' && angle === 0) {
      args.push([start, i]);
      start = i + 1;
    }
  }
  return undefined;
}

/** True when `arg` has a `>=`/`<=` outside nested brackets. */
function hasTopLevelComparison(arg: string): boolean {
  let depth = 0;
  for (let i = 0; i < arg.length; i += 1) {
    const skipped = skipOpaque(arg, i);
    if (skipped !== i) {
      i = skipped - 1;
      continue;
    }
    const ch = arg[i]!;
    if (ch === '(' || ch === '[' || (ch === '<' && opensList(arg, i))) depth += 1;
    else if (ch === ')' || ch === ']' || (ch === '>' && arg[i + 1] !== '=' && depth > 0)) depth -= 1;
    else if (depth === 0 && NEEDS_PARENS.test(arg.slice(i, i + 2))) return true;
  }
  return false;
}

/** Parenthesises every template argument that holds a top-level `>=`/`<=`, in nested lists too. */
export function parenthesizeTemplateComparisons(text: string): string {
  const inserts: TextEdit[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const skipped = skipOpaque(text, i);
    if (skipped !== i) {
      i = skipped - 1;
      continue;
    }
    if (!opensList(text, i)) continue;
    const list = readList(text, i);
    if (!list) continue;
    for (const [start, end] of list.args) {
      const arg = text.slice(start, end);
      // A defaulted parameter (`int N = X >= 1`) only needs its default wrapped.
      const eq = /^[^=<>()]*[^=<>!]=(?!=)/.exec(arg);
      const from = eq ? start + eq[0].length : start;
      const value = text.slice(from, end);
      if (!hasTopLevelComparison(value)) continue;
      const lead = /^\s*/.exec(value)![0].length;
      const trail = /\s*$/.exec(value)![0].length;
      inserts.push(
        { at: from + lead, length: 0, text: OPEN_MARK },
        { at: end - trail, length: 0, text: CLOSE_MARK },
      );
    }
  }
  return applyEdits(text, inserts);
}

/**
 * Applies `normalise` outside the marked comparisons and only collapses whitespace inside them, so
 * `D >= 1 && D <= 3` keeps its spaces (type-oriented rules would print `D>= 1&& D<= 3`).
 */
export function normaliseOutsideComparisons(text: string, normalise: (text: string) => string): string {
  if (!text.includes(OPEN_MARK)) return normalise(text);
  const kept: string[] = [];
  const masked = text.replace(/\(\/\*<\*\/([\s\S]*?)\/\*>\*\/\)/g, (_whole, inner: string) => {
    kept.push(inner.replace(/\s+/g, ' ').trim());
    return `\u0000${kept.length - 1}\u0000`;
  });
  return normalise(masked).replace(
    /\u0000(\d+)\u0000/g,
    (_whole, index: string) => kept[Number(index)] ?? '',
  );
}
