import { runLighthouse } from './scripts/bench/lighthouse-runs';
import { serveExport } from './scripts/bench/serve-export';
const ours = await serveExport('out');
const prod = await serveExport('/tmp/shiki-prod');
const page = { name: 'guide', path: process.argv[2] ?? '/docs/getting-started/', jsBudget: true };
for (const ff of ['mobile', 'desktop'] as const) {
  const rows: string[] = [];
  for (let i = 0; i < 3; i++) {
    const a = await runLighthouse(ours.origin, page, ff, 1);
    const b = await runLighthouse(prod.origin, page, ff, 1);
    rows.push(`${ff} ours FCP ${a.fcp?.toFixed?.(0) ?? JSON.stringify(a)} LCP ${a.lcp?.toFixed?.(0)} | prod FCP ${b.fcp?.toFixed?.(0)} LCP ${b.lcp?.toFixed?.(0)}`);
    console.log(rows.at(-1));
  }
}
await ours.close(); await prod.close();
