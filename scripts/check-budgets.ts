// Page-weight gate, run by `npm test` after the build: measures out/ against the budgets of
// scripts/budgets.ts (the table the benchmark uses too) and fails naming every figure and page over.
// Search and Lighthouse need a browser; `npm run bench` checks those.
//   tsx scripts/check-budgets.ts [--out <dir>] [--plain]
// --plain: the export was made with CELERITY_EXPORT_PASSES=plain, so each page still carries its payload
// inline (about twice the HTML): the page-weight figures are printed and over-budget ones reported, not
// enforced; render-blocking scripts and a client-side highlighter still fail.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { normaliseBasePath } from '../lib/config/base-path.mjs';
import { apiGeneratedFile } from '../lib/config/generated-paths.mjs';
import { kb } from './bench/format';
import { pageTypes } from './bench/page-types';
import {
  apiDetailLines,
  apiIndexLine,
  firstLoadJsEveryPageLine,
  firstLoadJsLine,
  measureApiPages,
  apiChangesLine,
  type BudgetLine,
} from './budgets';
import { listFiles } from '@/lib/export/list-files';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const OUT = path.resolve(outAt >= 0 ? (args[outAt + 1] ?? '') : 'out');
const plain = args.includes('--plain');
const basePath = normaliseBasePath(process.env.BASE_PATH);

const read = (file: string) => readFileSync(path.join(OUT, file));
const gz = (data: Buffer | string) => gzipSync(data).length;

/** The scripts a page loads before it is interactive, as paths below out/. */
function firstLoadScripts(html: string): string[] {
  // noModule scripts are legacy polyfills that module-capable browsers neither fetch nor run.
  // Next's scripts are started by the route-payload loader (lib/export/flight-payload.ts) once the payload is in.
  // Preloaded scripts are fetched with the page too: next/dynamic preloads the chunks of what it renders.
  const deferred = /\sdata-scripts="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
  const srcs = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
  return [
    ...new Set([
      ...deferred,
      ...srcs(/<script(?![^>]*\bnoModule)[^>]*\ssrc="([^"]+)"/gi),
      ...srcs(/<link(?=[^>]*\srel="preload")(?=[^>]*\sas="script")[^>]*\shref="([^"]+)"/gi),
      ...srcs(/<link(?=[^>]*\srel="modulepreload")[^>]*\shref="([^"]+)"/gi),
    ]),
  ].map((src) => src.replace(/^\/[^_]*(?=\/_next\/)/, ''));
}

const scriptSizes = new Map<string, { raw: number; gzip: number }>();
function scriptSize(file: string) {
  let size = scriptSizes.get(file);
  if (!size) {
    const data = read(file);
    size = { raw: data.length, gzip: gz(data) };
    scriptSizes.set(file, size);
  }
  return size;
}

function pageFigures(file: string) {
  const html = read(file).toString('utf8');
  const scripts = firstLoadScripts(html);
  const payloadUrl = /\sdata-route-payload="([^"]+)"/.exec(html)?.[1];
  const payload = payloadUrl ? read(payloadUrl.slice(basePath.length)) : Buffer.alloc(0);
  const js = scripts.map(scriptSize);
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const blocking = [
    ...head.matchAll(/<script(?![^>]*\b(?:async|defer|noModule|type="module"))[^>]*\ssrc="([^"]+)"/gi),
  ].map((match) => match[1] ?? '');
  return {
    htmlRaw: html.length,
    htmlGzip: gz(html),
    payloadRaw: payload.length,
    payloadGzip: gz(payload),
    jsRaw: js.reduce((sum, size) => sum + size.raw, 0),
    jsGzip: js.reduce((sum, size) => sum + size.gzip, 0),
    requests: scripts.length,
    blocking,
  };
}

const model = JSON.parse(readFileSync(apiGeneratedFile('model'), 'utf8')) as {
  records: Array<{ id: string; qualifiedName: string }>;
};
const bufferId =
  model.records.find((record) => record.qualifiedName === 'celerity::buffer')?.id ?? model.records[0]?.id;
// The benchmark's page types, so that both hold the same pages (the tutorial embeds the explorer).
const pages = pageTypes(bufferId ?? '');

const failures: string[] = [];
const lines: BudgetLine[] = [];
console.log(
  '| page | HTML raw | HTML gzip | payload raw | payload gzip | JS raw | JS gzip | scripts |\n|---|---|---|---|---|---|---|---|',
);
for (const page of pages) {
  const figures = pageFigures(`${page.path.slice(1)}index.html`);
  console.log(
    `| ${page.name} | ${kb(figures.htmlRaw)} | ${kb(figures.htmlGzip)} | ${kb(figures.payloadRaw)} | ${kb(figures.payloadGzip)} | ${kb(figures.jsRaw)} | ${kb(figures.jsGzip)} | ${figures.requests} |`,
  );
  if (figures.blocking.length > 0)
    failures.push(`${page.name}: render-blocking scripts ${figures.blocking.join(', ')}`);
  if (page.jsBudget) lines.push(firstLoadJsLine(page.name, figures.jsGzip));
}

// Every guide and API page of every version, so that a page with a heavy component cannot slip by.
const docsPages = listFiles(path.join(OUT, 'docs'))
  .filter((file) => file.endsWith('.html'))
  .map((file) => {
    const scripts = firstLoadScripts(readFileSync(file, 'utf8')).map(scriptSize);
    const sum = (figure: 'raw' | 'gzip') => scripts.reduce((total, size) => total + size[figure], 0);
    return { file: path.relative(OUT, file), raw: sum('raw'), gzip: sum('gzip') };
  });
lines.push(firstLoadJsEveryPageLine(docsPages));

const api = measureApiPages(OUT);
lines.push(
  ...apiDetailLines('site', api.details),
  apiIndexLine('site', api.indexes),
  apiChangesLine('site', api.changes),
);
console.log(
  `\nAPI detail pages: ${api.details.length}, raw ${kb(api.details.at(-1)?.raw ?? 0)} to ${kb(api.details[0]?.raw ?? 0)}; index pages: ${api.indexes.length}; changes pages: ${api.changes.length}\n`,
);
for (const line of lines)
  console.log(`${line.pass ? 'PASS' : 'FAIL'}  ${line.check}: ${line.measured} (budget ${line.budget})`);
const over = lines
  .filter((line) => !line.pass)
  .map((line) => `${line.check}: ${line.measured} (budget ${line.budget})`);
if (plain && over.length > 0)
  console.warn(
    `\n${over.length} page-weight budget(s) over (FAIL above), reported only: plain mode, payloads inline.`,
  );
else failures.push(...over);

const highlighter = listFiles(path.join(OUT, '_next/static'))
  .filter((file) => file.endsWith('.js'))
  .filter((file) => /shiki|"source\.cpp"|tmLanguage/.test(readFileSync(file, 'utf8')));
if (highlighter.length > 0)
  failures.push(
    `client-side highlighter code in ${highlighter.map((file) => path.relative(OUT, file)).join(', ')}`,
  );
console.log(`Client-side highlighter chunks: ${highlighter.length}`);

if (failures.length > 0) {
  console.error(`\nBudget failures:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  plain ? 'No render-blocking scripts, no client-side highlighter.' : 'All page-weight budgets met.',
);
