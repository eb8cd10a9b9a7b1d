// Which of today's production API pages keep their URL when the site is built from a library
// checkout: `npm run bench:ids -- --production <site repo git dir> --source <checkout>`.
// Counted are the record, enum, alias and function pages that production declares in `include/`;
// for each one that is missing the report says what we have under that name instead.
import { extractApiModel } from '@/lib/api/extract/extract';
import { kindEntry } from '@/lib/api/kinds/registry';
import type { ApiModel, ApiSymbol } from '@/lib/api/model/schema';
import { apiPagePath, listApiPages } from '@/lib/api/pages/routes';
import { sourceExtractOptions } from '../api-extract-options';
import { PRODUCTION_KINDS, readProductionPages, type ProductionPage } from './production-pages';

interface IdMatch {
  counted: number;
  matched: number;
  byKind: Record<string, { counted: number; matched: number }>;
  missing: Array<{ page: ProductionPage; qualifiedName: string; ours: string[] }>;
}

/** `class host_object<T>` in `celerity::experimental` → `celerity::experimental::host_object`. */
export function productionQualifiedName(page: ProductionPage): string {
  const name = page.title
    .replace(/^(struct|class|union|enum class|enum|alias|using|typedef|function)\s+/, '')
    .replace(/<.*$/, '');
  const scopes = page.scopes.map((scope) => scope.replace(/<.*$/, ''));
  return [...scopes, name.split('::').pop() ?? name].join('::');
}

export function compareIds(model: ApiModel, pages: ProductionPage[]): IdMatch {
  const result: IdMatch = { counted: 0, matched: 0, byKind: {}, missing: [] };
  // The pages the site generates, so a symbol without a page (filtered out) does not count.
  const paths = new Set(listApiPages(model).map((page) => apiPagePath(page)));
  for (const kind of PRODUCTION_KINDS) {
    const entry = kindEntry(kind);
    const symbols: ApiSymbol[] = entry.symbols(model);
    const tally = (result.byKind[kind] = { counted: 0, matched: 0 });
    for (const page of pages) {
      if (page.kind !== kind || !page.files.some((file) => file.startsWith('include/'))) continue;
      tally.counted += 1;
      if (paths.has(`/docs/api/${kind}/${page.key}/`)) {
        tally.matched += 1;
        continue;
      }
      const qualifiedName = productionQualifiedName(page);
      const ours = symbols
        .filter((symbol) => symbol.qualifiedName === qualifiedName)
        .map((symbol) => `${entry.key(symbol)} ${entry.name(symbol)} (${'usr' in symbol ? symbol.usr : ''})`);
      result.missing.push({ page, qualifiedName, ours });
    }
    result.counted += tally.counted;
    result.matched += tally.matched;
  }
  return result;
}

function argument(flag: string): string | undefined {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main() {
  const production = argument('--production');
  const source = argument('--source') ?? process.env.CELERITY_SOURCE;
  if (!production || !source)
    throw new Error(
      'Usage: tsx scripts/bench/id-match.ts --production <site repo git dir> --source <checkout>',
    );
  const pages = readProductionPages(production);
  const { model } = await extractApiModel(sourceExtractOptions(source, process.env));
  const match = compareIds(model, pages);
  const percent = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
  console.log(`id match: ${match.matched}/${match.counted} (${percent(match.matched, match.counted)})`);
  for (const [kind, tally] of Object.entries(match.byKind))
    console.log(`  ${kind}: ${tally.matched}/${tally.counted} (${percent(tally.matched, tally.counted)})`);
  for (const { page, qualifiedName, ours } of match.missing)
    console.log(
      `- ${page.kind}/${page.key} ${page.title} [${qualifiedName}] ${page.files.join(', ')}\n    ours: ${ours.join(' | ') || 'none'}`,
    );
}

if (process.argv[1]?.endsWith('id-match.ts'))
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
