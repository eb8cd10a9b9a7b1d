import { Fragment, type ReactNode } from 'react';
import { AppLink } from '@/components/layout/app-link';

// The explanation text of content/messages.yaml: paragraphs, inline `code` and [text](/docs/…/) links,
// the links already moved into the page's docs version by the caller.

const INLINE = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string, href: (path: string) => string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    nodes.push(
      match[1] !== undefined ? (
        <code key={match.index}>{match[1]}</code>
      ) : (
        <AppLink key={match.index} href={href(match[3]!)}>
          {match[2]}
        </AppLink>
      ),
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export function MessageText({ text, href }: { text: string; href: (path: string) => string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .map((paragraph, i) => (
          <Fragment key={i}>
            <p>{inline(paragraph, href)}</p>
          </Fragment>
        ))}
    </>
  );
}
