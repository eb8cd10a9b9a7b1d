import type { Locator } from '@playwright/test';

/**
 * The characters after which a new line starts in `element`'s text, as laid out (one per wrap): where
 * a long name or signature breaks on a narrow screen.
 */
export function lineBreaksAfter(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const found: string[] = [];
    let top: number | null = null;
    let previous = '';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        // A space at the end of a line hangs with no box of its own.
        if (rect.width === 0 && text[i] === ' ') {
          previous = ' ';
          continue;
        }
        const y = Math.round(rect.top);
        if (top !== null && y > top + 2) found.push(previous);
        top = y;
        previous = text[i]!;
      }
    }
    return found;
  });
}

/** The line breaks of the first `limit` elements of `elements` that are not at a name's seams (`::`, `(`,
 * `_`, a space or a comma): what a test of wrapped names expects to be empty. */
export async function breaksOffSeams(elements: Locator, limit = Infinity): Promise<string[]> {
  const all = (await elements.all()).slice(0, limit);
  const breaks = (await Promise.all(all.map(lineBreaksAfter))).flat();
  if (breaks.length === 0)
    throw new Error(`no line breaks in ${String(elements)}: the test needs wrapped names`);
  return breaks.filter((c) => !/[:(_ ,]/.test(c));
}
