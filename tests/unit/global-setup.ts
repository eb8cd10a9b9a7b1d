// Before the unit tests: extract the API model of every docs version from the site's own synopsis, as
// prebuild does. Tests of routes, search records, links and the export passes read the real site, which
// has one model per version; a fresh clone has none yet, and a model left from an older checkout may
// be stale. The extraction takes a few seconds.
import { execFileSync } from 'node:child_process';

export default function extractModels(): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/api-extract.ts'], { stdio: 'pipe' });
}
