// By hand, never in `npm test` (it needs the linked pages): checks that every anchor
// content/external-refs.yaml links to exists on its page. Pages come from local copies
// (`--page <url>=<file>`, repeatable) or, with `--fetch`, from the network; pages with neither are listed
// as not checked. Exits 1 on a missing anchor or an unreachable page. See docs/writing-content.md, "Connected docs".
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { expectedAnchors, missingAnchors } from '@/lib/api/xref/external-anchors';
import { readExternalRefs } from '@/lib/api/xref/external-refs';

const { values } = parseArgs({
  options: {
    page: { type: 'string', multiple: true, default: [] },
    fetch: { type: 'boolean', default: false },
  },
});
const local = new Map(
  values.page.map((pair) => {
    const at = pair.indexOf('=');
    if (at < 0) throw new Error(`--page ${pair}: expected <url>=<file>`);
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);

async function pageHtml(url: string): Promise<string | undefined> {
  const file = local.get(url);
  if (file) return readFileSync(file, 'utf8');
  if (!values.fetch) return undefined;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

const problems: string[] = [];
const unchecked: string[] = [];
let checked = 0;
for (const [url, anchors] of expectedAnchors(readExternalRefs())) {
  let html: string | undefined;
  try {
    html = await pageHtml(url);
  } catch (error) {
    problems.push((error as Error).message);
    continue;
  }
  if (html === undefined) {
    unchecked.push(url);
    continue;
  }
  checked += 1;
  for (const anchor of missingAnchors(anchors, html)) problems.push(`${url}#${anchor}: no such anchor`);
}
if (unchecked.length > 0)
  console.log(`Not checked (no --page copy, no --fetch):\n  ${unchecked.join('\n  ')}`);
console.log(`${checked} page(s) checked.`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
