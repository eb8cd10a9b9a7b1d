// Child process of `measureSearchIsolated`: prints the search figures of an export as JSON.
import { measureSearch } from './search-figures';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: search-worker.ts <out dir>');
process.stdout.write(JSON.stringify(measureSearch(outDir)));
