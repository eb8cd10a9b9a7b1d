import path from 'node:path';
import { readXrefIndex } from '@/lib/api/xref/xref-index.mjs';
import { resolveCode } from '@/lib/api/xref/resolve-code.mjs';
import { normaliseBasePath } from '@/lib/config/base-path.mjs';
import { type ExplorerApi } from '@/lib/explorer/ui-api';
import { sampleVocabulary, type CodeLinkTarget } from '@/lib/explorer/ui-sample-vocabulary';

/** Name as written → where it links, for every name the explorer's code can contain in `api`, resolved
 * at build time with the name index of the guide's version, as the guides' own code blocks are. */
export function explorerCodeLinks(
  indexFile: string | undefined,
  api: ExplorerApi,
): Record<string, CodeLinkTarget> {
  // lib/mdx/remark-explorer-index.mjs names the index of the guide's version, relative to the project.
  const index = readXrefIndex(indexFile && path.join(process.cwd(), indexFile));
  const basePath = normaliseBasePath(process.env.BASE_PATH);
  const links: Record<string, CodeLinkTarget> = {};
  for (const code of sampleVocabulary(api))
    for (const link of resolveCode(index, code).links) {
      const text = code.slice(link.start, link.end);
      links[text] ??= link.source
        ? { href: link.href, source: link.source }
        : { href: `${basePath}${link.href}` };
    }
  return links;
}
