// @ts-check
// A name as prose writes it in inline code (`celerity::buffer`, `buffer<float, 2>`,
// `queue::submit()`) → the url of its API page. Shares the index with resolve-code.mjs.

/** @typedef {import('./xref-index.mjs').XrefIndex} XrefIndex */

/**
 * Strips what a reader adds to a name in prose: a `::` prefix, template arguments, a trailing `()`.
 * @param {string} text
 * @returns {string | undefined} the bare (possibly qualified) name, or undefined for other code
 */
export function normaliseApiName(text) {
  let name = text
    .trim()
    .replace(/^::/, '')
    .replace(/\(\s*\)$/, '');
  for (let previous = ''; previous !== name;) {
    previous = name;
    name = name.replace(/<[^<>]*>/g, '');
  }
  name = name.replace(/\s+/g, '');
  return /^[A-Za-z_]\w*(::[A-Za-z_]\w*)*$/.test(name) ? name : undefined;
}

/**
 * Looks a name up as written inside `scope` (innermost scope first), like C++ unqualified lookup;
 * qualified names first, then shortened ones.
 * @param {Pick<XrefIndex, 'names' | 'short'>} index
 * @param {string} text
 * @param {string} [scope]
 * @returns {string | undefined}
 */
export function lookupApiName(index, text, scope = '') {
  const name = normaliseApiName(text);
  if (!name) return undefined;
  const parts = scope ? scope.split('::') : [];
  for (let i = parts.length; i >= 0; i -= 1) {
    const key = [...parts.slice(0, i), name].join('::');
    // Own properties only: `constructor` must not find Object.prototype.constructor.
    if (Object.hasOwn(index.names, key)) return index.names[key];
    if (Object.hasOwn(index.short, key)) return index.short[key];
  }
  return undefined;
}

/**
 * Another project's page for a name as prose writes it (`sycl::buffer<int, 1>`, `std::vector`,
 * `MPI_Comm_rank()`); looked up only after the API's names.
 * @param {Pick<XrefIndex, 'external'>} index
 * @param {string} text
 * @returns {import('./xref-index.mjs').ExternalTarget | undefined}
 */
export function lookupExternalName(index, text) {
  const name = normaliseApiName(text);
  return name && index.external && Object.hasOwn(index.external, name) ? index.external[name] : undefined;
}
