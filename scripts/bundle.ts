// `npm run bundle`: the exported site (out/, from `npm run build`) as an offline bundle that opens
// from the file system: celerity-docs-<version>.tar.gz and .zip in bundle/. Pages keep their HTML;
// links become relative (lib/offline/rewrite-page.ts), the Next.js runtime is left out, and one small
// script (lib/offline/client) brings back the theme toggle, search, the mobile menu and copy buttons.
// The archives are reproducible (scripts/offline-archives.ts) and listed with their sha256 in SHA256SUMS.
// Usage: npm run bundle [-- --version 0.7.0] [-- --dest dir]
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { normaliseBasePath } from '@/lib/config/base-path.mjs';
import { rewritePage, rewriteStylesheet } from '@/lib/offline/rewrite-page';
import { documentedVersion, offlineRecords, searchDataScript } from '@/lib/offline/search-data';
import { collectVersionRecords } from '@/lib/search/site-records';
import { otherVersions } from '@/lib/content/versions';
import { siteOrigin } from '@/lib/site/metadata';
import { sourceDateEpoch } from '@/lib/site/source-date';
import { listFiles } from '@/lib/export/list-files';
import { sha256Sums, writeTarGz, writeZip } from './offline-archives';

const OUT = path.resolve('out');
/** What a reader needs offline; route payloads, framework chunks and search indexes stay behind. */
const KEPT = /\.(html|css|md|svg|png|ico|jpe?g|webp|woff2?)$|^llms(-full)?\.txt$/;

function sitePath(relative: string): string {
  return `/${relative.replace(/index\.html$/, '')}`;
}

/** The bundle holds the latest docs version; links to the others go to the published site. */
const otherRoots = () => otherVersions().map((version) => version.path);

async function stage(dir: string, basePath: string): Promise<number> {
  let pages = 0;
  const online = { origin: siteOrigin, roots: otherRoots() };
  for (const file of listFiles(OUT)) {
    const relative = path.relative(OUT, file).split(path.sep).join('/');
    if (!KEPT.test(path.basename(relative)) || relative.startsWith('_not-found/')) continue;
    if (online.roots.some((root) => `/${relative}`.startsWith(root))) continue;
    const target = path.join(dir, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    if (relative.endsWith('.html')) {
      writeFileSync(
        target,
        rewritePage(readFileSync(file, 'utf8'), { path: sitePath(relative), basePath, online }),
      );
      pages += 1;
    } else if (relative.endsWith('.css')) {
      writeFileSync(target, rewriteStylesheet(readFileSync(file, 'utf8'), `/${relative}`, basePath));
    } else cpSync(file, target);
  }
  const client = await build({
    entryPoints: ['lib/offline/client/offline.ts'],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
  });
  mkdirSync(path.join(dir, 'offline'), { recursive: true });
  writeFileSync(path.join(dir, 'offline/offline.js'), client.outputFiles[0]?.text ?? '');
  cpSync('lib/offline/offline.css', path.join(dir, 'offline/offline.css'));
  writeFileSync(
    path.join(dir, 'offline/search-data.js'),
    searchDataScript(offlineRecords(collectVersionRecords())),
  );
  return pages;
}

async function run(): Promise<void> {
  const { values } = parseArgs({ options: { version: { type: 'string' }, dest: { type: 'string' } } });
  if (!existsSync(path.join(OUT, 'index.html')))
    throw new Error('out/index.html is missing: run `npm run build` first.');
  const version = values.version ?? documentedVersion();
  if (!version) throw new Error('The API model names no celerity::version; pass --version.');
  const epoch = sourceDateEpoch();
  if (epoch === null)
    throw new Error(
      "The archives' file times come from the last commit (git log) or SOURCE_DATE_EPOCH; this folder is not a git checkout, so set SOURCE_DATE_EPOCH.",
    );
  const mtime = new Date(epoch * 1000);
  const name = `celerity-docs-${version}`;
  const dest = path.resolve(values.dest ?? 'bundle');
  const dir = path.join(dest, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const pages = await stage(dir, normaliseBasePath(process.env.BASE_PATH));
  const tarball = path.join(dest, `${name}.tar.gz`);
  await writeTarGz(dest, name, tarball, mtime);
  const zip = path.join(dest, `${name}.zip`);
  writeZip(dest, name, zip, mtime);
  const sums = path.join(dest, 'SHA256SUMS');
  writeFileSync(sums, sha256Sums([tarball, zip]));
  const size = (file: string) => `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `Offline bundle of ${pages} pages: ${path.relative(process.cwd(), tarball)} (${size(tarball)}), ${path.relative(process.cwd(), zip)} (${size(zip)}), their checksums in ${path.relative(process.cwd(), sums)}; file times ${mtime.toISOString()}.`,
  );
  console.log(
    `Open ${path.relative(process.cwd(), path.join(dir, 'index.html'))} in a browser; no server or network is needed.`,
  );
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
