// Page-weight gate, run by `npm test` after the build: measures out/ and fails when a budget is
// exceeded. Budgets are what this stack can meet (see BENCHMARKS.md for targets and the framework floor).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { normaliseBasePath } from '../lib/config/base-path.mjs';
import { listFiles } from './list-files';

const OUT = path.resolve('out');
const KB = 1024;
const basePath = normaliseBasePath(process.env.BASE_PATH);
const BUDGETS = {
  /** First-load JS (gzip) of a guide or API page (160 KB; the framework alone is ~135 KB). */
  firstLoadJsGzip: 160 * KB,
  /**
   * Raw HTML of API detail pages (target: 30 KB). The route payload is a separate file
   * (lib/site/flight-payload.ts); classes with long member docs get member pages (lib/api/kinds/member-sets.ts).
   * A few pages with many documented overloads (accessor constructors) stay above 30 KB.
   */
  apiHtmlTarget: 30 * KB,
  apiHtmlMedianRaw: 20 * KB,
  apiHtmlP95Raw: 30 * KB,
  apiHtmlMaxRaw: 45 * KB,
};

const read = (file: string) => readFileSync(path.join(OUT, file));
const gz = (data: Buffer | string) => gzipSync(data).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

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

// Detail pages: records (and their member pages), enums, aliases, functions; the five index pages are listed apart.
const apiFiles = listFiles(path.join(OUT, 'docs/api')).filter((file) => file.endsWith('index.html'));
const isIndex = (file: string) => /docs\/api\/[a-z]+\/index\.html$/.test(file.split(path.sep).join('/'));
const apiPages = apiFiles
  .filter((file) => !isIndex(file))
  .map((file) => ({ file: path.relative(OUT, file), size: readFileSync(file).length }))
  .sort((a, b) => a.size - b.size);
const at = (q: number) => apiPages[Math.min(apiPages.length - 1, Math.floor(apiPages.length * q))]?.size ?? 0;
const [median, p95, max] = [at(0.5), at(0.95), apiPages.at(-1)?.size ?? 0];
const over = apiPages.filter((page) => page.size > BUDGETS.apiHtmlTarget);
console.log(
  `\nAPI detail pages: ${apiPages.length}, HTML raw min ${kb(apiPages[0]?.size ?? 0)}, median ${kb(median)}, p95 ${kb(p95)}, max ${kb(max)}; ${over.length} over ${kb(BUDGETS.apiHtmlTarget)}${over.length ? `: ${over.map((page) => `${page.file} (${kb(page.size)})`).join(', ')}` : ''}`,
);
console.log(
  `API index pages: ${apiFiles
    .filter(isIndex)
    .map((file) => `${path.relative(OUT, file)} ${kb(readFileSync(file).length)}`)
    .join(', ')}`,
);
for (const [label, value, budget] of [
  ['median', median, BUDGETS.apiHtmlMedianRaw],
  ['95th percentile', p95, BUDGETS.apiHtmlP95Raw],
  ['max', max, BUDGETS.apiHtmlMaxRaw],
] as const) {
  if (value > budget) failures.push(`API HTML ${label} ${kb(value)} > budget ${kb(budget)}`);
}

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
console.log('All page-weight budgets met.');
