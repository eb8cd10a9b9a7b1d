import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ApiModel } from '@/lib/api/model/schema';
import { LLMS_FILES } from '@/lib/markdown/llms-files';
import { markdownTwinPath } from '@/lib/markdown/twin-path';
import { listSiteRoutes } from '@/lib/site/all-routes';
import { listPosts } from './blog';
import { listDocs } from './docs';
import { checkLinks, type LinkedPage, type LinkProblem } from './link-check';
import { getStandalonePage } from './pages';
import { getSidebars } from './route-data';

function publicAssets(dir = path.join(process.cwd(), 'public'), prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? publicAssets(path.join(dir, entry.name), `${prefix}/${entry.name}`)
      : [`${prefix}/${entry.name}`],
  );
}

/**
 * Checks the links written in MDX sources ("markdown links") against every route the site
 * builds. Validating sidebars here too makes unknown doc ids fail before the build starts.
 * The API routes come from `model` (by default the extracted model in .generated/).
 */
export function checkSourceLinks(model?: ApiModel): LinkProblem[] {
  getSidebars();
  const mdxPages: LinkedPage[] = [
    ...listDocs().map((doc) => ({ url: doc.url, source: doc.file, outline: doc.outline })),
    ...listPosts().map((post) => ({ url: post.url, source: post.file, outline: post.outline })),
    ...['contribute'].map((id) => {
      const page = getStandalonePage(id);
      return { url: `/${id}/`, source: page.file, outline: page.outline };
    }),
  ].map(({ url, source, outline }) => ({
    url,
    source,
    ids: new Set(outline.sections.map((section) => section.anchor)),
    links: outline.links.map((link) => ({ href: link.url, line: link.line })),
  }));
  const known = new Set(mdxPages.map((page) => page.url));
  const routes = listSiteRoutes(model);
  const otherRoutes: LinkedPage[] = routes
    .filter((route) => !known.has(route.path))
    .map((route) => ({ url: route.path, source: 'generated', ids: null, links: [] }));
  // Written after the build next to the pages (lib/export/markdown-twins.ts).
  const generated = [...routes.map((route) => markdownTwinPath(route.path)), ...LLMS_FILES];
  return checkLinks([...mdxPages, ...otherRoutes], new Set([...publicAssets(), ...generated]));
}
