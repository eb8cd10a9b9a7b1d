// Each export pass that a page load can notice, against its absence and against Next's own option for the
// same job, side by side. Every variant is a copy of one raw `next build` output (before the passes) with
// some passes switched off (CELERITY_EXPORT_PASSES), plus, when given, an export Next built with
// `experimental.inlineCss` (CELERITY_BENCH_NEXT_INLINE_CSS=1 in next.config.mjs: every page's CSS inline;
// the two stylesheet passes off). For a guide and an API page: the HTML's gzip size and, from Lighthouse
// (mobile, simulated throttling), the requests and bytes of the load, FCP, LCP and TBT, each the median
// of --runs runs, the variants taken in turn within each run so that the machine's drift hits them alike.
//
//   npx tsx scripts/prebuild.ts && npx next build && cp -a out <raw>
//   CELERITY_BENCH_NEXT_INLINE_CSS=1 npx next build && cp -a out <raw-inline-css>
//   npx tsx scripts/bench/pass-figures.ts --raw <raw> [--next-inline-css <raw-inline-css>] [--runs 3]
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { median } from './format';
import { lighthouseRun } from './lighthouse-runs';
import { serveExport } from './serve-export';
import { bufferRecordId } from './site-build';

interface Variant {
  name: string;
  raw: string;
  passes: string;
}

interface Sample {
  requests: number;
  kb: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

const USAGE = 'usage: tsx scripts/bench/pass-figures.ts --raw <dir> [--next-inline-css <dir>] [--runs <n>]';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  if (at < 0) return undefined;
  const value = process.argv[at + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} expects a value\n${USAGE}`);
  return value;
}

function variants(raw: string, inlineCss: string | undefined): Variant[] {
  const list: Variant[] = [
    { name: 'every pass (production)', raw, passes: 'all' },
    { name: 'without inline-guide-styles', raw, passes: 'skip:inline-guide-styles' },
    {
      name: 'without merge-stylesheets (and inline-guide-styles)',
      raw,
      passes: 'skip:merge-stylesheets,inline-guide-styles',
    },
    {
      name: 'without route-payload-files (and compile-hints)',
      raw,
      passes: 'skip:route-payload-files,compile-hints',
    },
    { name: 'without compile-hints', raw, passes: 'skip:compile-hints' },
    { name: 'plain (no pass that rewrites Next’s output)', raw, passes: 'plain' },
  ];
  if (inlineCss)
    list.push({
      name: 'Next’s experimental.inlineCss, stylesheet passes off',
      raw: inlineCss,
      passes: 'skip:merge-stylesheets,inline-guide-styles',
    });
  return list;
}

/** A copy of the variant's raw export with its passes applied. */
function prepare(variant: Variant, into: string): string {
  const out = path.join(into, variant.name.replace(/[^a-z]+/gi, '-'));
  cpSync(variant.raw, out, { recursive: true });
  console.log(`  ${variant.name}: postbuild (CELERITY_EXPORT_PASSES=${variant.passes}) …`);
  execFileSync('npx', ['tsx', 'scripts/postbuild.ts', '--out', out], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CELERITY_EXPORT_PASSES: variant.passes },
  });
  return out;
}

async function lighthouseOnce(url: string): Promise<Sample> {
  const { audits } = await lighthouseRun(url, 'mobile', true);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests = (audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items;
  return {
    requests: requests?.length ?? Number.NaN,
    kb: value('total-byte-weight') / 1024,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
  };
}

const gzipKb = (file: string) => gzipSync(readFileSync(file)).length / 1024;

async function main() {
  const raw = option('--raw');
  if (!raw) throw new Error(`--raw is required\n${USAGE}`);
  const runs = Number(option('--runs') ?? 3);
  const list = variants(raw, option('--next-inline-css'));
  const pages = [
    { name: 'guide', path: '/docs/getting-started/' },
    { name: 'API record (buffer)', path: `/docs/api/records/${bufferRecordId(process.cwd())}/` },
  ];
  const work = mkdtempSync(path.join(tmpdir(), 'pass-figures-'));
  try {
    const outs = list.map((variant) => prepare(variant, work));
    const servers = await Promise.all(outs.map((out) => serveExport(out)));
    const samples = list.map(() => pages.map((): Sample[] => []));
    for (let run = 0; run < runs; run++)
      for (const [v, server] of servers.entries())
        for (const [p, page] of pages.entries()) {
          console.log(`  run ${run + 1}/${runs}: ${list[v]!.name}, ${page.name}`);
          samples[v]![p]!.push(await lighthouseOnce(server.origin + page.path));
        }
    await Promise.all(servers.map((server) => server.close()));
    const lines: string[] = [];
    for (const [p, page] of pages.entries()) {
      lines.push(
        '',
        `${page.name} (\`${page.path}\`), Lighthouse mobile, median of ${runs}:`,
        '',
        '| variant | HTML gzip | requests | transferred | FCP | LCP | TBT |',
        '| --- | --- | --- | --- | --- | --- | --- |',
      );
      for (const [v, variant] of list.entries()) {
        const s = samples[v]![p]!;
        const mid = (key: keyof Sample) => median(s.map((sample) => sample[key]));
        const html = gzipKb(path.join(outs[v]!, page.path, 'index.html'));
        lines.push(
          `| ${variant.name} | ${html.toFixed(1)} KB | ${mid('requests')} | ${mid('kb').toFixed(0)} KB | ${mid('fcp').toFixed(0)} ms | ${mid('lcp').toFixed(0)} ms | ${mid('tbt').toFixed(0)} ms |`,
        );
      }
    }
    console.log(lines.join('\n'));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
