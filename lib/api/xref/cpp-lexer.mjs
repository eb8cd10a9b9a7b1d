// @ts-check
// A small C++ tokenizer for linking names in samples: identifiers, numbers and punctuation with their
// offsets. Comments, string and character literals and preprocessor lines produce no tokens, so a
// name inside them is never linked. It does not validate C++; it only has to find names reliably.
// Plain JS with JSDoc because the MDX plugins (loaded by path by Turbopack) call it.

/** @typedef {{ type: 'ident' | 'number' | 'punct', text: string, start: number, end: number }} CppToken */

const IDENT = /[A-Za-z_][A-Za-z0-9_]*/y;
const NUMBER = /\.?[0-9](?:[0-9A-Za-z_.]|'(?=[0-9A-Za-z])|[eEpP][+-])*/y;
// `<` and `>` stay single characters: `>>` closes two template argument lists as often as it shifts.
const PUNCT = /::|->\*?|\.\.\.|\+\+|--|&&|\|\||[-+*/%^&|!=]=|<=>|[\s\S]/y;
const STRING_PREFIX = /(?:u8|[uUL])?R?"/y;

/**
 * @param {RegExp} re a sticky regular expression
 * @param {string} code
 * @param {number} at
 */
function matchAt(re, code, at) {
  re.lastIndex = at;
  return re.exec(code)?.[0];
}

/**
 * End of a string literal that starts at `at` (prefix included), or of a raw string `R"d(...)d"`.
 * @param {string} code
 * @param {number} at
 * @param {string} prefix
 */
function skipString(code, at, prefix) {
  let i = at + prefix.length;
  if (prefix.endsWith('R"')) {
    const open = code.indexOf('(', i);
    const close = `)${code.slice(i, open)}"`;
    const end = open < 0 ? -1 : code.indexOf(close, open);
    return end < 0 ? code.length : end + close.length;
  }
  for (; i < code.length && code[i] !== '"' && code[i] !== '\n'; i += 1) if (code[i] === '\\') i += 1;
  return i + 1;
}

/**
 * @param {string} code
 * @param {number} at
 */
function skipChar(code, at) {
  let i = at + 1;
  for (; i < code.length && code[i] !== "'" && code[i] !== '\n'; i += 1) if (code[i] === '\\') i += 1;
  return i + 1;
}

/**
 * @param {string} code
 * @param {number} at
 */
function skipLine(code, at) {
  let i = at;
  // A backslash at the end of a preprocessor line continues it.
  for (; i < code.length && code[i] !== '\n'; i += 1) if (code[i] === '\\' && code[i + 1] === '\n') i += 1;
  return i;
}

/**
 * @param {string} code
 * @returns {CppToken[]}
 */
export function lexCpp(code) {
  /** @type {CppToken[]} */
  const tokens = [];
  let lineStart = true;
  let i = 0;
  while (i < code.length) {
    const ch = code[i];
    if (ch === '\n') {
      lineStart = true;
      i += 1;
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\r') {
      i += 1;
      continue;
    }
    const atLineStart = lineStart;
    lineStart = false;
    if (ch === '#' && atLineStart) {
      i = skipLine(code, i);
      continue;
    }
    if (code.startsWith('//', i)) {
      i = skipLine(code, i);
      continue;
    }
    if (code.startsWith('/*', i)) {
      const end = code.indexOf('*/', i + 2);
      i = end < 0 ? code.length : end + 2;
      continue;
    }
    const prefix = matchAt(STRING_PREFIX, code, i);
    if (prefix) {
      i = skipString(code, i, prefix);
      continue;
    }
    if (ch === "'") {
      i = skipChar(code, i);
      continue;
    }
    const ident = matchAt(IDENT, code, i);
    if (ident) {
      tokens.push({ type: 'ident', text: ident, start: i, end: i + ident.length });
      i += ident.length;
      continue;
    }
    const number = matchAt(NUMBER, code, i);
    if (number) {
      tokens.push({ type: 'number', text: number, start: i, end: i + number.length });
      i += number.length;
      continue;
    }
    const punct = matchAt(PUNCT, code, i) ?? ch ?? '';
    tokens.push({ type: 'punct', text: punct, start: i, end: i + punct.length });
    i += punct.length;
  }
  return tokens;
}
