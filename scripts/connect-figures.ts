// The figures of the connected docs, printed by prebuild and reported by `npm run bench`: how many
// `celerity::` names in the guides' code samples link (and why the others do not), links in code
// across the site, and the size of the signature-card files.
import type { DocCommentScan } from '@/lib/api/xref/doc-comment-scan';
import { isImplementationDetail } from '@/lib/api/xref/name-check';
import type { ScannedContent } from '@/lib/api/xref/site-content';

export interface XrefFigures {
  /** `celerity::` names on the shown lines of the guides' code samples. */
  guideCodeNames: {
    total: number;
    linked: number;
    unresolved: Array<{ file: string; line: number; name: string; reason: string }>;
  };
  /** Links in the shown lines of code samples: guides, blog, pages, home page, API doc comments. */
  codeLinks: number;
  cards: { count: number; medianBytes: number; maxBytes: number };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

export function linkedNameFigures(
  scans: { content: readonly ScannedContent[]; examples: readonly DocCommentScan[] },
  cardSizes: readonly number[],
): XrefFigures {
  const unresolved: XrefFigures['guideCodeNames']['unresolved'] = [];
  let total = 0;
  for (const item of scans.content.filter((content) => content.kind === 'guide'))
    for (const use of item.scan.names.filter((name) => name.inCode && name.shown)) {
      total += 1;
      if (use.resolved) continue;
      const reason = isImplementationDetail(use.name)
        ? 'implementation namespace, not documented'
        : `older API (older_api, ${item.olderApi?.release ?? 'no release'})`;
      unresolved.push({ file: item.file, line: use.line, name: use.name, reason });
    }
  return {
    guideCodeNames: { total, linked: total - unresolved.length, unresolved },
    codeLinks:
      scans.content.reduce((sum, item) => sum + item.scan.codeLinks, 0) +
      scans.examples.reduce((sum, example) => sum + example.codeLinks, 0),
    cards: { count: cardSizes.length, medianBytes: median(cardSizes), maxBytes: Math.max(0, ...cardSizes) },
  };
}

export function describeFigures(figures: XrefFigures): string {
  const { total, linked } = figures.guideCodeNames;
  const share = total ? ((100 * linked) / total).toFixed(1) : '100.0';
  return (
    `API links: ${linked} of ${total} celerity:: names in guide code link (${share}%); ` +
    `${figures.codeLinks} links in code samples; ${figures.cards.count} signature cards ` +
    `(median ${figures.cards.medianBytes} B, max ${figures.cards.maxBytes} B)`
  );
}
