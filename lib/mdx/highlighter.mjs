// @ts-check
// Build-time syntax highlighting with Shiki core and only the grammars the docs use.
// Plain JS (with JSDoc types) because MDX plugins are loaded by path outside the TS build.
import { createHighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { linkDecorations } from './code-links.mjs';
import { resolveLanguage } from '../config/code-languages.mjs';
import { isHiddenLine } from '../config/hidden-lines.mjs';
import { tokenClassTransformer } from './token-classes.mjs';

export const CODE_THEME = 'github-dark-default';
/**
 * Shiki stops tokenizing a line after 500 ms by default and leaves the rest unhighlighted; the first
 * line also compiles the grammar's regexes, which takes longer than that on a busy build machine.
 * The build must not depend on machine load, so lines are tokenized without a time limit.
 */
export const TOKENIZE = { tokenizeTimeLimit: 0 };

/** @type {Promise<import('shiki/core').HighlighterCore> | undefined} */
let highlighter;

/** Shiki with one grammar per language of lib/config/code-languages.mjs ("text" needs none). */
export function getHighlighter() {
  highlighter ??= createHighlighterCore({
    themes: [import('shiki/themes/github-dark-default.mjs')],
    langs: [import('shiki/langs/cpp.mjs'), import('shiki/langs/bash.mjs'), import('shiki/langs/cmake.mjs')],
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  return highlighter;
}

const MAGIC = /^\s*(?:\/\/|#)\s*highlight-(next-line|start|end)\s*$/;

/**
 * Removes the highlight magic comments and returns the 1-based lines they mark, and which lines of
 * `code` (0-based) are kept.
 * @param {string} code
 * @returns {{ code: string, highlighted: Set<number>, shown: number[] }}
 */
function stripMagicComments(code) {
  const kept = [];
  const shown = [];
  const highlighted = new Set();
  let inRange = false;
  let nextLine = false;
  for (const [index, line] of code.replace(/\n$/, '').split('\n').entries()) {
    const magic = MAGIC.exec(line)?.[1];
    if (magic === 'next-line') nextLine = true;
    else if (magic === 'start') inRange = true;
    else if (magic === 'end') inRange = false;
    else {
      kept.push(line);
      shown.push(index);
      if (inRange || nextLine) highlighted.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), highlighted, shown };
}

/**
 * Shiki options shared by both outputs: magic comments removed (their lines highlighted), the <pre>
 * marked with its language and made keyboard-reachable, tokens coloured by class (token-classes.mjs),
 * and for C++ with `links`, documented names linked (see code-links.mjs).
 * @param {string} code
 * @param {string | undefined | null} language
 * @param {HighlightOptions} options
 */
function shikiOptions(code, language, options) {
  const lang = resolveLanguage(language);
  // Hidden sample lines (C++ only) are never rendered; `shown` maps rendered lines back to `code`.
  const lines = code.replace(/\n$/, '').split('\n');
  const rendered = lines.flatMap((line, index) => (lang === 'cpp' && isHiddenLine(line) ? [] : [index]));
  const stripped = stripMagicComments(rendered.map((index) => lines[index]).join('\n'));
  const { code: clean, highlighted } = stripped;
  const shown = stripped.shown.map((index) => rendered[index] ?? index);
  const decorations =
    (lang === 'cpp' || lang === 'cmake') && options.links
      ? linkDecorations(code, shown, options.links, lang)
      : [];
  /** @type {import('shiki/core').TransformerOptions['transformers']} */
  const transformers = [
    {
      line(node, line) {
        if (highlighted.has(line)) this.addClassToHast(node, 'highlighted');
      },
      pre(node) {
        // Scrollable code must be reachable by keyboard (WCAG 2.1.1); hast wants camelCase tabIndex.
        node.properties['data-language'] = lang;
        delete node.properties.tabindex;
        node.properties.tabIndex = 0;
        if (decorations.length) node.properties['data-links'] = '';
      },
    },
    tokenClassTransformer,
  ];
  // Neighbours of one style become one token: fewer elements, the same look.
  const merging = { rootStyle: /** @type {const} */ (false), mergeSameStyleTokens: true };
  return {
    clean,
    options: { ...TOKENIZE, ...merging, lang, theme: CODE_THEME, decorations, transformers },
  };
}

/** @typedef {{ links?: import('./code-links.mjs').CodeLinkOptions }} HighlightOptions */

/**
 * Highlights code to a hast <pre> tree (MDX and doc comments).
 * @param {string} code
 * @param {string | undefined | null} language
 * @param {HighlightOptions} [options]
 */
export async function highlightToHast(code, language, options = {}) {
  const shiki = await getHighlighter();
  const prepared = shikiOptions(code, language, options);
  return shiki.codeToHast(prepared.clean, prepared.options);
}

/**
 * Highlights code to an HTML string (the home page's example, research BibTeX).
 * @param {string} code
 * @param {string | undefined | null} language
 * @param {HighlightOptions} [options]
 */
export async function highlightToHtml(code, language, options = {}) {
  const shiki = await getHighlighter();
  const prepared = shikiOptions(code, language, options);
  return shiki.codeToHtml(prepared.clean, prepared.options);
}
