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
import { kb } from './bench/format';
import { apiDetailLines, apiIndexLine, firstLoadJsLine, measureApiPages, type BudgetLine } from './budgets';
import { listFiles } from '@/lib/export/list-files';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const OUT = path.resolve(outAt >= 0 ? (args[outAt + 1] ?? '') : 'out');
const plain = args.includes('--plain');
const basePath = normaliseBasePath(process.env.BASE_PATH);

const read = (file: string) => readFileSync(path.join(OUT, file));
const gz = (data: Buffer | string) => gzipSync(data).length;

function pageFigures(file: string) {
  const html = read(file).toString('utf8');
  // noModule scripts are legacy polyfills that module-capable browsers neither fetch nor run.
  // Next's scripts are started by the route-payload loader (lib/export/flight-payload.ts) once the payload is in.
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
const lines: BudgetLine[] = [];
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
  if (/guide|API/.test(name)) lines.push(firstLoadJsLine(name, figures.jsGzip));
}

const api = measureApiPages(OUT);
lines.push(...apiDetailLines('site', api.details), apiIndexLine('site', api.indexes));
console.log(
  `\nAPI detail pages: ${api.details.length}, raw ${kb(api.details.at(-1)?.raw ?? 0)} to ${kb(api.details[0]?.raw ?? 0)}; index pages: ${api.indexes.length}\n`,
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
