// @ts-check
// Skipping over balanced token runs of a C++ sample (template arguments, initialisers), for the name
// resolver in resolve-code.mjs. Plain JS with JSDoc because the MDX plugins load it by path.

/** @typedef {import('./cpp-lexer.mjs').CppToken} CppToken */

const OPEN = new Set(['(', '{', '[']);
const CLOSE = new Set([')', '}', ']']);

/**
 * @param {CppToken[]} tokens
 * @param {number} i index of `<`
 * @returns {number} the index after the matching `>`, or -1 when a `;` or brace comes first
 */
export function skipAngles(tokens, i) {
  let depth = 0;
  for (let j = i; j < tokens.length; j += 1) {
    const text = tokens[j]?.text;
    if (text === '<') depth += 1;
    else if (text === '>') depth -= 1;
    else if (text === ';' || text === '{' || text === '}') return -1;
    if (depth === 0) return j + 1;
  }
  return -1;
}

/**
 * @param {CppToken[]} tokens
 * @param {number} i the token after a declarator's name
 * @returns {number} the index of the `,` or `;` that ends the initialiser (after a braced one: past it)
 */
export function skipInitializer(tokens, i) {
  let depth = 0;
  let j = i;
  const braced = OPEN.has(tokens[j]?.text ?? '');
  for (; j < tokens.length; j += 1) {
    const text = tokens[j]?.text ?? '';
    if (OPEN.has(text)) depth += 1;
    else if (CLOSE.has(text)) depth -= 1;
    if (depth < 0) return j;
    if (depth === 0 && (text === ',' || text === ';')) return j;
    if (braced && depth === 0) return j + 1;
  }
  return j;
}
