/**
 * The root `loading.tsx` wraps every page in a Suspense boundary. When a page suspends while it is
 * prerendered, React writes the boundary's fallback (our spinner) where the page belongs, the page
 * itself in a `<div hidden id="S:0">` at the end of the document, and an inline `$RC("B:0","S:0")`
 * script that swaps them in the browser. Without JavaScript the page would stay a spinner, and even with
 * it nothing of the content can paint before the whole document has arrived.
 *
 * This does the swap at build time, exactly as React's `$RC`/`$RV` do it at run time (the DOM React
 * hydrates is the same): the boundary's fallback is replaced by the hidden content and its `<!--$?-->`
 * marker becomes `<!--$-->`.
 */

const CALL = /\$RC\("(B:\d+)","(S:\d+)"\)/g;
/** React's Suspense markers: `$`, `$?`, `$!`, `$~` and `&` open a boundary, `/$` and `/&` close it. */
const MARKER = /<!--(\/\$|\/&|\$[?!~]?|&)-->/g;
const DIV = /<div\b[^>]*>|<\/div>/g;

export class StaticRevealError extends Error {}

/** Index of the `<!--/$-->` that closes the boundary whose content starts at `from`. */
function boundaryEnd(html: string, from: number, file: string, id: string): number {
  MARKER.lastIndex = from;
  let depth = 0;
  for (let match = MARKER.exec(html); match; match = MARKER.exec(html)) {
    const closing = match[1]!.startsWith('/');
    if (closing && depth === 0) return match.index;
    depth += closing ? -1 : 1;
  }
  throw new StaticRevealError(`${file}: the Suspense boundary ${id} is never closed.`);
}

/** Index just past the `</div>` that closes the `<div>` whose content starts at `from`. */
function divEnd(html: string, from: number, file: string, id: string): number {
  DIV.lastIndex = from;
  let depth = 1;
  for (let match = DIV.exec(html); match; match = DIV.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  throw new StaticRevealError(`${file}: the hidden segment ${id} is never closed.`);
}

function revealOne(html: string, boundary: string, segment: string, file: string): string {
  const template = `<!--$?--><template id="${boundary}"></template>`;
  const start = html.indexOf(template);
  if (start < 0)
    throw new StaticRevealError(
      `${file}: no pending Suspense boundary ${boundary} for $RC("${boundary}","${segment}").`,
    );
  const end = boundaryEnd(html, start + template.length, file, boundary);
  const open = `<div hidden id="${segment}">`;
  const segmentStart = html.indexOf(open, end);
  if (segmentStart < 0)
    throw new StaticRevealError(`${file}: no hidden segment ${segment} after boundary ${boundary}.`);
  const segmentEnd = divEnd(html, segmentStart + open.length, file, segment);
  const content = html.slice(segmentStart + open.length, segmentEnd - '</div>'.length);
  return html.slice(0, start) + '<!--$-->' + content + html.slice(end, segmentStart) + html.slice(segmentEnd);
}

/** `html` with every boundary React would reveal on load already revealed, and the calls removed. */
export function revealStaticBoundaries(html: string, file: string): string {
  if (/\$R[SX]\(/.test(html))
    throw new StaticRevealError(
      `${file}: React segment or error scripts ($RS/$RX) are not handled by the build-time reveal.`,
    );
  let result = html;
  for (const [, boundary, segment] of [...html.matchAll(CALL)])
    result = revealOne(result, boundary!, segment!, file);
  return result.replace(CALL, '').replace(/<script><\/script>/g, '');
}
