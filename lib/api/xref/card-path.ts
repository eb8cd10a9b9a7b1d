// Where the signature card of an API link lives: `/docs/api/records/ID/#submit` →
// `records/ID/~submit.json` under CARDS_DIR. Shared by the build, which writes the files, and the
// browser, which fetches them, so it imports nothing.

/** The folder of the card files in the exported site (and in `public/` while building). */
export const CARDS_DIR = 'api-cards';

const API_PATH = /^\/docs\/api\/([\w.-]+\/[^#?]*?)\/?(?:#([^#?]+))?$/;
const NAMESPACES_ANCHOR = /^\/docs\/api\/namespaces\/#([^#?]+)$/;

/**
 * The card file of a link target (a path on the site, without the base path), or undefined for
 * pages without a card (index pages).
 */
export function cardPath(href: string): string | undefined {
  const section = NAMESPACES_ANCHOR.exec(href);
  if (section) return `namespaces/~${section[1]}.json`;
  const match = API_PATH.exec(href);
  if (!match?.[1] || match[1].endsWith('/') || !match[1].includes('/')) return undefined;
  return `${match[1]}${match[2] ? `/~${match[2]}` : ''}.json`;
}
