// Child process of `measureSearchIsolated`, and a command of its own for any export:
// `npx tsx scripts/bench/search-worker.ts <out dir> [version]` prints the search figures of a docs
// version's index (the latest release's by default) as JSON.
import { measureSearch } from './search-figures';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: search-worker.ts <out dir> [version]');
process.stdout.write(JSON.stringify(await measureSearch(outDir, process.argv[3])));
