import type { ThemedToken } from 'shiki/core';
import { escapeHtml } from '@/lib/html/escape';
import type { SignatureLinker } from '@/lib/api/pages/xref';
import { CODE_THEME, getHighlighter, TOKENIZE } from '@/lib/mdx/highlighter.mjs';
import { tokenClasses } from '@/lib/mdx/token-classes.mjs';

// Signatures are highlighted with Shiki at build time and cross-linked with the model: token
// boundaries are split at link boundaries so every <a> wraps whole coloured spans and never breaks
// highlighting. Colours are the guides' token classes (lib/mdx/token-classes.mjs): the HTML appears
// twice in each exported page (markup and RSC payload), so bytes count.

interface SignatureHtmlOptions {
  /** Scope names are resolved from (the enclosing class or namespace). */
  scope: string;
  linker: SignatureLinker;
  /** Links to this url are left out: a page need not link to itself. */
  selfUrl?: string;
  /** Prefix of internal urls (the HTML is inserted as is). */
  basePath?: string;
}

interface LinkSpan {
  start: number;
  end: number;
  href: string;
  source?: string;
}

function linkSpans(code: string, options: SignatureHtmlOptions): LinkSpan[] {
  const spans: LinkSpan[] = [];
  let pos = 0;
  for (const token of options.linker(code, options.scope)) {
    const end = pos + token.text.length;
    if (token.source && token.href) spans.push({ start: pos, end, href: token.href, source: token.source });
    else if (token.href && token.href !== options.selfUrl)
      spans.push({ start: pos, end, href: `${options.basePath ?? ''}${token.href}` });
    pos = end;
  }
  return spans;
}

/**
 * Class attribute of a piece of a token with `classes` (lib/mdx/token-classes.mjs), undefined for
 * plain text; punctuation (`&`, `::`, `=`) stays plain.
 */
export function pieceClass(text: string, classes: string | undefined): string | undefined {
  return classes && /\w/.test(text) ? classes : undefined;
}

interface Piece {
  text: string;
  cls: string | undefined;
  link: LinkSpan | undefined;
}

/** Joins neighbours of one class and link (whitespace joins anything), so the HTML has few tags. */
function mergePieces(pieces: Piece[]): Piece[] {
  const merged: Piece[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (last && last.link === piece.link && (last.cls === piece.cls || !piece.text.trim()))
      last.text += piece.text;
    else merged.push({ ...piece });
  }
  return merged;
}

/** Attribute values are left unquoted where HTML allows it: each quote costs five bytes in the RSC payload. */
function attribute(value: string): string {
  return /^[\w/#.:-]+$/.test(value) ? value : `"${escapeHtml(value)}"`;
}

function renderPieces(pieces: Piece[]): string {
  let html = '';
  let open: LinkSpan | undefined;
  for (const piece of mergePieces(pieces)) {
    if (open && open !== piece.link) {
      html += '</a>';
      open = undefined;
    }
    if (piece.link && open !== piece.link) {
      // A link out opens a new tab without access to this page; its card says where it goes.
      html += piece.link.source
        ? `<a href=${attribute(piece.link.href)} target=_blank rel="noopener noreferrer" data-xref-source=${attribute(piece.link.source)}>`
        : `<a href=${attribute(piece.link.href)}>`;
      open = piece.link;
    }
    const text = escapeHtml(piece.text);
    html += piece.cls ? `<span class=${attribute(piece.cls)}>${text}</span>` : text;
  }
  return open ? `${html}</a>` : html;
}

// A signature shows on its symbol's page, its scope's page and the kind's index, in every version that has
// it: its tokens are worked out once per build. The lookup comes after the one await, found or not, so a
// page's rendering takes the same steps whatever other pages rendered before it: React's stream of a page
// (its rows' order) must not depend on that, or two builds could differ.
const tokensOf = new Map<string, ThemedToken[][]>();

/** Inner HTML of a <code> element: highlighted `code` with documented names linked. */
export async function signatureHtml(code: string, options: SignatureHtmlOptions): Promise<string> {
  const shiki = await getHighlighter();
  let tokens = tokensOf.get(code);
  if (!tokens) {
    tokens = shiki.codeToTokens(code, { ...TOKENIZE, lang: 'cpp', theme: CODE_THEME }).tokens;
    tokensOf.set(code, tokens);
  }
  const links = linkSpans(code, options);
  return tokens
    .map((line) => {
      const pieces: Piece[] = [];
      for (const token of line) {
        const classes = tokenClasses(token).join(' ') || undefined;
        // Cut the token where links start or end, so every <a> wraps whole pieces.
        const end = token.offset + token.content.length;
        const cuts = new Set([token.offset, end]);
        for (const link of links) {
          if (link.start > token.offset && link.start < end) cuts.add(link.start);
          if (link.end > token.offset && link.end < end) cuts.add(link.end);
        }
        const points = [...cuts].sort((a, b) => a - b);
        for (let i = 0; i + 1 < points.length; i += 1) {
          const start = points[i]!;
          const text = code.slice(start, points[i + 1]);
          pieces.push({
            text,
            cls: pieceClass(text, classes),
            link: links.find((l) => l.start <= start && start < l.end),
          });
        }
      }
      return renderPieces(pieces);
    })
    .join('\n');
}
