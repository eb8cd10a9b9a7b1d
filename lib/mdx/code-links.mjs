// @ts-check
// Links in highlighted C++ and CMake: the names lib/api/xref resolves become Shiki decorations, so each link
// wraps whole tokens and keeps their colour. Hidden sample lines (`//% …`) are read by the resolver
// (a declaration there makes `q.submit` resolvable) but never shown or linked.
// Plain JS with JSDoc because Turbopack loads the MDX plugins by path.
import { resolveCmake } from '../api/xref/resolve-cmake.mjs';
import { resolveCode } from '../api/xref/resolve-code.mjs';
import { isHiddenLine, revealHiddenLine } from '../config/hidden-lines.mjs';

/** @typedef {import('../api/xref/xref-index.mjs').XrefIndex} XrefIndex */
/** @typedef {import('shiki/core').DecorationItem} DecorationItem */
/** @typedef {{ index: XrefIndex, basePath?: string }} CodeLinkOptions */

/**
 * Decorations for `shown` (the lines the highlighter renders, by their index in `source`).
 * @param {string} source the block as written, hidden lines included
 * @param {number[]} shown indices of the source lines that are rendered, in order
 * @param {CodeLinkOptions} options
 * @param {'cpp' | 'cmake'} [language]
 * @returns {DecorationItem[]}
 */
export function linkDecorations(source, shown, options, language = 'cpp') {
  const lines = source.split('\n');
  // The resolver reads hidden lines as code: their marker becomes spaces, so offsets stay put.
  const visible = lines.map((line) => (isHiddenLine(line) ? revealHiddenLine(line) : line));
  /** @type {number[]} */
  const lineStarts = [];
  let offset = 0;
  for (const line of visible) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  const shownAt = new Map(shown.map((sourceLine, i) => [sourceLine, i]));
  /** @param {number} at */
  const position = (at) => {
    let line = lineStarts.length - 1;
    while (line > 0 && (lineStarts[line] ?? 0) > at) line -= 1;
    return { sourceLine: line, character: at - (lineStarts[line] ?? 0) };
  };
  /** @type {DecorationItem[]} */
  const decorations = [];
  const code = visible.join('\n');
  const links =
    language === 'cmake' ? resolveCmake(options.index, code) : resolveCode(options.index, code).links;
  for (const link of links) {
    const start = position(link.start);
    const end = position(link.end);
    const line = shownAt.get(start.sourceLine);
    if (line === undefined || start.sourceLine !== end.sourceLine) continue;
    decorations.push({
      start: { line, character: start.character },
      end: { line, character: end.character },
      tagName: 'a',
      // Plain links in the HTML (so they are reachable without JavaScript); on load components/xref
      // takes them out of the tab order, one tab stop per sample, with arrow keys between its links.
      properties: link.source
        ? externalLinkProperties(link.href, link.source)
        : { href: `${options.basePath ?? ''}${link.href}` },
      transform: shapeLink,
    });
  }
  return decorations;
}

/**
 * A link to another project's documentation: a new tab without access to this page, and where it
 * goes for the hover card (components/xref), which shows it without fetching anything.
 * @param {string} href
 * @param {string} source
 */
export function externalLinkProperties(href, source) {
  return { href, target: '_blank', rel: ['noopener', 'noreferrer'], dataXrefSource: source };
}

/**
 * Shapes the link element Shiki makes for a decoration.
 * - A link over exactly one token becomes that token, colour included: the colour moves to a span
 *   inside, so the link itself has the colour of the text around it (it is told apart by its underline
 *   on hover and focus, and checkers such as axe see no low-contrast link colour).
 * - A link over the whole line turns the line element into the link (Shiki ignores what this returns);
 *   the line must stay a line, so the link moves inside it.
 * @param {import('hast').Element} element
 * @param {'line' | 'token' | 'wrapper'} type
 */
function shapeLink(element, type) {
  if (type === 'token') {
    const { href, target, rel, dataXrefSource, ...tokenProperties } = element.properties;
    if (Object.keys(tokenProperties).length === 0) return element;
    element.children = [
      { type: 'element', tagName: 'span', properties: tokenProperties, children: element.children },
    ];
    element.properties = { href, ...(dataXrefSource ? { target, rel, dataXrefSource } : {}) };
    return element;
  }
  if (type !== 'line') return element;
  const { class: lineClass, ...linkProperties } = element.properties;
  element.children = [
    { type: 'element', tagName: 'a', properties: linkProperties, children: element.children },
  ];
  element.tagName = 'span';
  element.properties = { class: lineClass };
  return element;
}
