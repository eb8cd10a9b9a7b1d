// @ts-check
// The variables a declaration in a C++ sample introduces, for the name resolver in resolve-code.mjs:
// after a type, `T<…> const& a{…}, b;` declares `a` and `b` with that type. Plain JS with JSDoc because
// the MDX plugins load it by path.
import { isKeyword } from './cpp-keywords.mjs';
import { skipAngles, skipInitializer } from './token-skips.mjs';

/** @typedef {import('./cpp-lexer.mjs').CppToken} CppToken */

const DECLARATOR_END = new Set([';', '=', '{', '(', ',', ')', '[', ':']);
const DECLARATOR_PREFIX = new Set(['const', 'volatile', '&', '&&', '*']);

/**
 * Calls `declare(name)` for every variable declared after the type that ends before token `i`.
 * @param {CppToken[]} tokens
 * @param {number} i
 * @param {(name: string) => void} declare
 */
export function declareVariables(tokens, i, declare) {
  const text = (/** @type {number} */ k) => tokens[k]?.text;
  const isName = (/** @type {number} */ k) =>
    tokens[k]?.type === 'ident' && !isKeyword(tokens[k]?.text ?? '');
  let j = i;
  if (text(j) === '<') j = skipAngles(tokens, j);
  while (DECLARATOR_PREFIX.has(text(j) ?? '')) j += 1;
  if (j < 0) return;
  while (isName(j) && DECLARATOR_END.has(text(j + 1) ?? '')) {
    declare(text(j) ?? '');
    j = skipInitializer(tokens, j + 1);
    if (text(j) !== ',') return;
    j += 1;
  }
}
