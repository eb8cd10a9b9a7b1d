// Child process of `measureSearchIsolated`, and a command of its own for any export:
// `npx tsx scripts/bench/search-worker.ts <out dir>` prints the search figures as JSON.
import { measureSearch } from './search-figures';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: search-worker.ts <out dir>');
process.stdout.write(JSON.stringify(await measureSearch(outDir)));
