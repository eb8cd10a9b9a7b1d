// Where the signature card of an API link lives: `/docs/api/records/ID/#submit` →
// `records/ID/~submit.json` under CARDS_DIR. Shared by the build, which writes the files, and the
// browser, which fetches them, so it imports nothing.

/** The folder of the card files in the exported site (and in `public/` while building). */
export const CARDS_DIR = 'api-cards';

// A version other than the latest has its API below /docs/<segment>/api/ and its cards below <segment>/.
const API_PATH = /^\/docs\/(?:([\w.-]+)\/)?api\/([\w.-]+\/[^#?]*?)\/?(?:#([^#?]+))?$/;
const NAMESPACES_ANCHOR = /^\/docs\/(?:([\w.-]+)\/)?api\/namespaces\/#([^#?]+)$/;

/**
 * The card file of a link target (a path on the site, without the base path), or undefined for
 * pages without a card (index pages).
 */
export function cardPath(href: string): string | undefined {
  const section = NAMESPACES_ANCHOR.exec(href);
  if (section) return `${section[1] ? `${section[1]}/` : ''}namespaces/~${section[2]}.json`;
  const match = API_PATH.exec(href);
  const [, version, page, anchor] = match ?? [];
  if (!page || page.endsWith('/') || !page.includes('/')) return undefined;
  return `${version ? `${version}/` : ''}${page}${anchor ? `/~${anchor}` : ''}.json`;
}
