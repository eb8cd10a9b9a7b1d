// Prebuild step after the API extraction: connects content and API. Refuses `celerity::…` names the
// model lacks (file:line, did-you-mean), then writes what the pages need: back-references
// (.generated/api/back-references.json), the uses in a library checkout's examples
// (.generated/api/library-examples.json), one signature-card file per link target
// (public/api-cards/, fetched on first hover) and the linked-names figures (.generated/api/xref-figures.json).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getVersionApiModel } from '@/lib/api/kinds/url-base';
import { apiGeneratedFile } from '@/lib/config/generated-paths.mjs';
import type { ApiModel } from '@/lib/api/model/schema';
import { buildSymbolCards } from '@/lib/api/pages/cards';
import { getRenderContext } from '@/lib/api/pages/render-context';
import {
  BACK_REFERENCES_PATH,
  buildBackReferences,
  type BackReferenceMap,
} from '@/lib/api/xref/back-references';
import { CARDS_DIR, cardPath } from '@/lib/api/xref/card-path';
import { scanDocComments, type DocCommentScan } from '@/lib/api/xref/doc-comment-scan';
import { libraryExamplesOfBuild } from '@/lib/api/pages/highlight-library-examples';
import { LIBRARY_EXAMPLES_PATH } from '@/lib/api/xref/library-examples';
import { checkApiNames, formatNameProblems, type NameProblem } from '@/lib/api/xref/name-check';
import { scanSiteContent, type ScannedContent } from '@/lib/api/xref/site-content';
import { readXrefIndex, type XrefIndex } from '@/lib/api/xref/xref-index.mjs';
import { getSidebar } from '@/lib/content/route-data';
import { listVersions, type DocsVersion } from '@/lib/content/versions';
import { flattenSidebar } from '@/lib/content/sidebars';
import { linkedNameFigures, type XrefFigures } from './connect-figures';

const CARDS_OUT = path.join(process.cwd(), 'public', CARDS_DIR);
const FIGURES_PATH = apiGeneratedFile('xrefFigures');

class ApiNameError extends Error {}

/**
 * What an unknown `celerity::` name does: fail the build (always, unless told otherwise), or only warn.
 * `CELERITY_UNKNOWN_API_NAMES=warn` exists to build today's guides against an older release's headers
 * for measurements (the benchmark's real-library row); such a site must not be published.
 */
type UnknownNamePolicy = 'error' | 'warn';

export function unknownNamePolicy(value = process.env.CELERITY_UNKNOWN_API_NAMES): UnknownNamePolicy {
  if (value === undefined || value === '' || value === 'error') return 'error';
  if (value === 'warn') return 'warn';
  throw new ApiNameError(
    `CELERITY_UNKNOWN_API_NAMES is "${value}": expected "error" (the default) or "warn".`,
  );
}

interface Scans {
  content: ScannedContent[];
  examples: DocCommentScan[];
}

/** Every problem with API names in content and doc comments, each once. */
export function apiNameProblems({ content, examples }: Scans, index: XrefIndex): NameProblem[] {
  const problems = [
    ...content.flatMap((item) => checkApiNames(item.file, item.scan.names, index, item.olderApi)),
    ...examples.flatMap((example) => checkApiNames(example.file, example.names, index)),
  ];
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.file}:${problem.line}:${problem.message}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/** Guides in the order of the docs sidebar, then the others. */
function guidesInReadingOrder(content: readonly ScannedContent[], version: DocsVersion): ScannedContent[] {
  const order = flattenSidebar(getSidebar('docs', version)?.items ?? []).map((item) => item.href);
  const rank = (url: string) => (order.includes(url) ? order.indexOf(url) : order.length);
  return content
    .filter((item) => item.kind === 'guide')
    .sort((a, b) => rank(a.url) - rank(b.url) || a.url.localeCompare(b.url));
}

/** Where the examples of the CELERITY_SOURCE checkout use each symbol (nothing for our synopsis). */
async function writeLibraryExamples(
  model: ApiModel,
  index: XrefIndex,
  checkout = process.env.CELERITY_SOURCE,
) {
  const map = await libraryExamplesOfBuild(model.source, index, checkout);
  await writeFile(LIBRARY_EXAMPLES_PATH, JSON.stringify(map));
  if (checkout && model.source.mode === 'source')
    console.log(
      `The library's examples use ${Object.keys(map).length} documented symbol(s) (${checkout}/examples).`,
    );
}

async function writeCards(model: ApiModel): Promise<number[]> {
  const cards = await buildSymbolCards(getRenderContext(model));
  const sizes: number[] = [];
  for (const [href, card] of cards) {
    const file = cardPath(href);
    if (!file) continue;
    const json = JSON.stringify(card);
    await mkdir(path.dirname(path.join(CARDS_OUT, file)), { recursive: true });
    await writeFile(path.join(CARDS_OUT, file), json);
    sizes.push(Buffer.byteLength(json));
  }
  return sizes;
}

/** The names, back-references and cards of one docs version; figures only for the latest. */
async function connectVersion(version: DocsVersion, policy: UnknownNamePolicy) {
  const model = getVersionApiModel(version);
  const index = readXrefIndex(apiGeneratedFile('xrefIndex', version));
  const scans = {
    content: scanSiteContent(index, version),
    examples: scanDocComments(model, index, { synopsisDir: version.synopsisDir }),
  };
  const problems = apiNameProblems(scans, index);
  if (problems.length > 0 && policy === 'warn')
    console.warn(
      `${formatNameProblems(problems)}\n${problems.length} unknown API name(s) of version "${version.name}" left as plain text (CELERITY_UNKNOWN_API_NAMES=warn; ` +
        'not for a published site).',
    );
  else if (problems.length > 0)
    throw new ApiNameError(
      `${formatNameProblems(problems)}\n\n${problems.length} unknown API name(s) in version "${version.name}": fix them, or for names of an ` +
        'older release list them in the frontmatter field older_api (see content/README.md).',
    );
  const backReferences = buildBackReferences(guidesInReadingOrder(scans.content, version), scans.examples);
  // The library's examples are those of the checkout's working tree, which is the latest release's.
  if (version.isLast) await writeLibraryExamples(model, index);
  const cardSizes = await writeCards(model);
  return { backReferences, figures: version.isLast ? linkedNameFigures(scans, cardSizes) : undefined };
}

/** Back-references are keyed by page URL, which names the version: one map holds every version's. */
export async function connectDocs(policy: UnknownNamePolicy = unknownNamePolicy()): Promise<XrefFigures> {
  await rm(CARDS_OUT, { recursive: true, force: true });
  let backReferences: BackReferenceMap = {};
  let figures: XrefFigures | undefined;
  for (const version of listVersions()) {
    const connected = await connectVersion(version, policy);
    backReferences = { ...backReferences, ...connected.backReferences };
    figures ??= connected.figures;
  }
  await writeFile(BACK_REFERENCES_PATH, JSON.stringify(backReferences));
  if (!figures) throw new Error('content/versions.yaml names no latest version');
  await writeFile(FIGURES_PATH, JSON.stringify(figures, null, 2));
  return figures;
}
