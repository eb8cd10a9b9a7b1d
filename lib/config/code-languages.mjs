// @ts-check
// The languages code blocks are highlighted in, and the names authors may write for them. The
// highlighter (lib/mdx/highlighter.mjs, which loads one grammar per name here) and the API name scan
// (lib/api/xref/content-scan.ts, which reads the blocks that are C++) must agree on what each block is.
// Plain JS because the MDX plugins load it by path outside the TS build.

const LANGUAGE_ALIASES = {
  'c++': 'cpp',
  sh: 'bash',
  shell: 'bash',
  console: 'bash',
  txt: 'text',
  plaintext: 'text',
};
const SUPPORTED = new Set(['cpp', 'bash', 'cmake', 'text']);

/**
 * @param {string | undefined | null} language
 * @returns {string} a grammar we ship, or "text"
 */
export function resolveLanguage(language) {
  const lower = (language ?? 'text').toLowerCase();
  const name = LANGUAGE_ALIASES[/** @type {keyof typeof LANGUAGE_ALIASES} */ (lower)] ?? lower;
  return SUPPORTED.has(name) ? name : 'text';
}
