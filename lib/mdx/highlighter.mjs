// Build-time syntax highlighting with Shiki core and only the grammars the docs use.
// Plain JS (with JSDoc types) because MDX plugins are loaded by path outside the TS build.
import { createHighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { dropHiddenLines } from './hidden-lines.mjs';

export const CODE_THEME = 'github-dark-default';
/**
 * Shiki stops tokenizing a line after 500 ms by default and leaves the rest unhighlighted; the first
 * line also compiles the grammar's regexes, which takes longer than that on a busy build machine.
 * The build must not depend on machine load, so lines are tokenized without a time limit.
 */
export const TOKENIZE = { tokenizeTimeLimit: 0 };
const LANGUAGE_ALIASES = {
  'c++': 'cpp',
  sh: 'bash',
  shell: 'bash',
  console: 'bash',
  txt: 'text',
  plaintext: 'text',
};
const SUPPORTED = new Set(['cpp', 'bash', 'cmake', 'text']);

/** @type {Promise<import('shiki/core').HighlighterCore> | undefined} */
let highlighter;

export function getHighlighter() {
  highlighter ??= createHighlighterCore({
    themes: [import('shiki/themes/github-dark-default.mjs')],
    langs: [import('shiki/langs/cpp.mjs'), import('shiki/langs/bash.mjs'), import('shiki/langs/cmake.mjs')],
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  return highlighter;
}

/**
 * @param {string | undefined | null} language
 * @returns {string} a grammar we ship, or "text"
 */
export function resolveLanguage(language) {
  const lower = (language ?? 'text').toLowerCase();
  const name = LANGUAGE_ALIASES[/** @type {keyof typeof LANGUAGE_ALIASES} */ (lower)] ?? lower;
  return SUPPORTED.has(name) ? name : 'text';
}

const MAGIC = /^\s*(?:\/\/|#)\s*highlight-(next-line|start|end)\s*$/;

/**
 * Removes the highlight magic comments and returns the 1-based lines they mark.
 * @param {string} code
 * @returns {{ code: string, highlighted: Set<number> }}
 */
export function stripMagicComments(code) {
  const kept = [];
  const highlighted = new Set();
  let inRange = false;
  let nextLine = false;
  for (const line of code.replace(/\n$/, '').split('\n')) {
    const magic = MAGIC.exec(line)?.[1];
    if (magic === 'next-line') nextLine = true;
    else if (magic === 'start') inRange = true;
    else if (magic === 'end') inRange = false;
    else {
      kept.push(line);
      if (inRange || nextLine) highlighted.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), highlighted };
}

/**
 * Highlights code to a hast <pre> tree with highlighted lines marked.
 * @param {string} code
 * @param {string | undefined | null} language
 */
export async function highlightToHast(code, language) {
  const shiki = await getHighlighter();
  const lang = resolveLanguage(language);
  const { code: clean, highlighted } = stripMagicComments(dropHiddenLines(code, lang));
  return shiki.codeToHast(clean, {
    ...TOKENIZE,
    lang,
    theme: CODE_THEME,
    transformers: [
      {
        line(node, line) {
          if (highlighted.has(line)) this.addClassToHast(node, 'highlighted');
        },
        pre(node) {
          // Scrollable code must be reachable by keyboard (WCAG 2.1.1); hast wants camelCase tabIndex.
          node.properties['data-language'] = lang;
          delete node.properties.tabindex;
          node.properties.tabIndex = 0;
        },
      },
    ],
  });
}

/**
 * Highlights code to an HTML string (used by API pages, outside MDX).
 * @param {string} code
 * @param {string | undefined | null} language
 */
export async function highlightToHtml(code, language) {
  const shiki = await getHighlighter();
  const lang = resolveLanguage(language);
  const { code: clean } = stripMagicComments(dropHiddenLines(code, lang));
  return shiki.codeToHtml(clean, { ...TOKENIZE, lang, theme: CODE_THEME });
}
