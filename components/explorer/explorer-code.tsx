import { memo, useMemo, type ReactNode } from 'react';
import { type CodeLinkTarget } from '@/lib/explorer/ui-sample-vocabulary';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits `code` into text and links: each name of `links` (the longest first) that stands alone
 * (not part of a longer name) becomes a link, as in the guides' code blocks. */
function linkedParts(code: string, links: Readonly<Record<string, CodeLinkTarget>>): ReactNode[] {
  const names = Object.keys(links).sort((a, b) => b.length - a.length);
  if (names.length === 0) return [code];
  const pattern = new RegExp(`(?<![\\w:])(?:${names.map(escape).join('|')})(?![\\w])`, 'g');
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of code.matchAll(pattern)) {
    const target = links[match[0]]!;
    parts.push(code.slice(at, match.index));
    parts.push(
      target.source ? (
        <a
          key={match.index}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          data-xref-source={target.source}
        >
          {match[0]}
        </a>
      ) : (
        <a key={match.index} href={target.href}>
          {match[0]}
        </a>
      ),
    );
    at = match.index + match[0].length;
  }
  parts.push(code.slice(at));
  return parts;
}

/** The code of the explorer's state, its names linked to their API pages (with signature cards on hover,
 * components/xref) like every code block of the guides. One tab stop; Enter and the arrow keys move
 * between its links. */
export const ExplorerCode = memo(function ExplorerCode({
  code,
  links,
}: {
  code: string;
  links: Readonly<Record<string, CodeLinkTarget>>;
}) {
  const parts = useMemo(() => linkedParts(code, links), [code, links]);
  return (
    <pre
      className="xp-code"
      tabIndex={0}
      aria-label="C++ code for this state"
      data-links={Object.keys(links).length > 0 ? '' : undefined}
    >
      <code>{parts}</code>
    </pre>
  );
});
