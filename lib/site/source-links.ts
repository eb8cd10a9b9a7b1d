import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ApiModel } from '@/lib/api/model/schema';
import { LLMS_FILES } from '@/lib/markdown/llms-files';
import { markdownTwinPath } from '@/lib/markdown/twin-path';
import { listSiteRoutes } from '@/lib/site/all-routes';
import { listPosts } from '@/lib/content/blog';
import { listDocs } from '@/lib/content/docs';
import { checkLinks, type LinkedPage, type LinkProblem } from '@/lib/content/link-check';
import { getStandalonePage } from '@/lib/content/pages';
import { getSidebars } from '@/lib/content/route-data';
import { listVersions, pathInVersion } from '@/lib/content/versions';

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
  const versions = listVersions();
  for (const version of versions) getSidebars(version);
  // A guide's links are paths of the latest version; the site serves them in the guide's own version.
  const mdxPages: LinkedPage[] = [
    ...versions.flatMap((version) =>
      listDocs(version).map((doc) => ({
        url: doc.url,
        source: doc.file,
        outline: {
          ...doc.outline,
          links: doc.outline.links.map((link) => ({ ...link, url: pathInVersion(link.url, version) })),
        },
      })),
    ),
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
