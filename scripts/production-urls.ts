// Writes content/api/production-urls.json: the URLs of today's production site (the `deploy` branch of
// its repository), so that the site keeps every one of them working (lib/api/pages/old-urls.ts).
// `npm run urls:production -- --production <site repo git dir>`. Only facts are kept: each API page's
// path, kind, id or slug, the qualified name, tag and specialisation arguments its title and breadcrumb
// tell, and the headers it was declared in; for every other page its path.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ProductionApiUrl } from '@/lib/api/pages/production-urls';
import { productionQualifiedName } from './bench/id-match';
import { readProductionPages, type ProductionPage } from './bench/production-pages';

const OUT = path.join(process.cwd(), 'content', 'api', 'production-urls.json');
const TAG = /^(struct|class|union|enum class|enum|alias|function)\s+/;

/** One API page as the list records it. */
export function productionApiUrl(page: ProductionPage): ProductionApiUrl {
  const tag = TAG.exec(page.title)?.[1];
  if (!tag) throw new Error(`production page ${page.kind}/${page.key}: title "${page.title}" names no kind`);
  const args = /<(.*)>$/.exec(page.title.slice(tag.length))?.[1];
  return {
    path: `/docs/api/${page.kind}/${page.key}/`,
    kind: page.kind,
    key: page.key,
    name: productionQualifiedName(page),
    tag,
    ...(args ? { args } : {}),
    declaredIn: page.files,
  };
}

/** `docs/tutorial/index.html` → `/docs/tutorial/`; null for files that are no page. */
export function htmlPagePath(file: string): string | null {
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : null;
}

function main() {
  const at = process.argv.indexOf('--production');
  const gitDir = at >= 0 ? process.argv[at + 1] : undefined;
  if (!gitDir) throw new Error('Usage: npm run urls:production -- --production <site repo git dir>');
  const git = (...args: string[]) =>
    execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 }).trim();
  const commit = git('rev-parse', 'deploy');
  const api = readProductionPages(gitDir).map(productionApiUrl);
  const apiPaths = new Set(api.map((entry) => entry.path));
  const pages = git('ls-tree', '-r', '--name-only', 'deploy')
    .split('\n')
    .map(htmlPagePath)
    .filter((page): page is string => page !== null && !apiPaths.has(page))
    .sort();
  api.sort((a, b) => a.path.localeCompare(b.path));
  // One entry a line: the file diffs line by line when the production site changes.
  const lines = [
    '{',
    `  "source": ${JSON.stringify({ repository: 'celerity/celerity.github.io', branch: 'deploy', commit })},`,
    `  "pages": ${JSON.stringify(pages)},`,
    '  "api": [',
    api.map((entry) => `    ${JSON.stringify(entry)}`).join(',\n'),
    '  ]',
    '}',
  ];
  writeFileSync(OUT, `${lines.join('\n')}\n`);
  console.log(`${path.relative(process.cwd(), OUT)}: ${api.length} API pages, ${pages.length} other pages`);
}

if (process.argv[1]?.endsWith('production-urls.ts'))
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
