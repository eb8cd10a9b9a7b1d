// @ts-check
// Hidden sample lines: in a C++ code block, a line that starts with `//% ` (or is exactly `//%`) is
// context the compile check needs (includes, declarations, a surrounding function) but readers do
// not. The highlighter drops these lines, and so does every other place that shows or extracts code.
// Plain JS (with JSDoc types) because the MDX plugins load it by path outside the TS build; here, below
// lib/mdx and lib/api, because the highlighter, the API name scan and the sample check all read it.

const HIDDEN = /^\s*\/\/%(?: |$)/;

/** @param {string} line */
export function isHiddenLine(line) {
  return HIDDEN.test(line);
}

/**
 * The source of a hidden line as the compiler sees it: the marker replaced by spaces, so that columns
 * in compiler messages still point at the right place in the written line.
 * @param {string} line
 */
export function revealHiddenLine(line) {
  return line.replace(/\/\/%(?: |$)/, (marker) => ' '.repeat(marker.length));
}

/**
 * Removes hidden lines from a C++ block; other languages are returned unchanged.
 * @param {string} code
 * @param {string} language a resolved language name (`cpp`, `bash`, …)
 */
export function dropHiddenLines(code, language) {
  if (language !== 'cpp') return code;
  return code
    .split('\n')
    .filter((line) => !isHiddenLine(line))
    .join('\n');
}
