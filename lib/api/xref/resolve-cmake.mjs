// @ts-check
// Names in CMake samples → the CMake documentation: commands (`add_subdirectory(`, matched without
// regard to case, as CMake does) and variables (`CMAKE_BUILD_TYPE`, upper case, wherever they stand)
// that content/external-refs.yaml lists. Comments and quoted strings are skipped.

/** @typedef {import('./xref-index.mjs').XrefIndex} XrefIndex */
/** @typedef {import('./resolve-code.mjs').CodeLink} CodeLink */

const SKIPPED = /#[^\n]*|"(?:[^"\\]|\\.)*"/g;
const WORD = /[A-Za-z_]\w*/g;

/**
 * Links of a CMake sample (offsets into `code`).
 * @param {Pick<XrefIndex, 'cmake'>} index
 * @param {string} code
 * @returns {CodeLink[]}
 */
export function resolveCmake(index, code) {
  const names = index.cmake ?? {};
  const commands = new Map(Object.keys(names).map((name) => [name.toLowerCase(), name]));
  // Offsets stay put: skipped text becomes spaces.
  const text = code.replace(SKIPPED, (skipped) => skipped.replace(/[^\n]/g, ' '));
  /** @type {CodeLink[]} */
  const links = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index;
    const isCommand = /^\s*\(/.test(text.slice(start + word.length));
    const name = isCommand
      ? commands.get(word.toLowerCase())
      : /^[A-Z][A-Z0-9_]*$/.test(word)
        ? word
        : undefined;
    const target = name !== undefined && Object.hasOwn(names, name) ? names[name] : undefined;
    if (target)
      links.push({ start, end: start + word.length, href: target.url, target: word, source: target.source });
  }
  return links;
}
