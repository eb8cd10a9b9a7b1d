// npm run facts:check -- [--source <celerity-runtime checkout>]
// Checks every docs version's pages against the facts of its release (lib/version-facts/): with
// --source, facts read fresh from the checkout's release tags and main branch (the deploy workflow),
// otherwise the committed content/api/version-facts.json (as prebuild does). With --source it also says
// whether the committed file is stale (a warning: `npm run api:history -- --check` is the gate for that).
// Exit code 0: no findings; 1: findings; 2: it could not run.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gitDirOf } from '@/lib/api/history/collect';
import { displayPath } from '@/lib/content/paths';
import { formatProblem } from '@/lib/validation/problem';
import { buildVersionFacts } from '@/lib/version-facts/build';
import { collectReleaseFacts } from '@/lib/version-facts/collect';
import { releaseFactProblems } from '@/lib/version-facts/content-check';
import { getVersionFacts, versionFactsFilePath } from '@/lib/version-facts/load';
import { staleFacts } from '@/lib/version-facts/stale';

function main(): number {
  const { values } = parseArgs({ options: { source: { type: 'string' } } });
  const committed = getVersionFacts();
  let facts = committed;
  if (values.source) {
    facts = buildVersionFacts(collectReleaseFacts(gitDirOf(path.resolve(values.source))));
    const file = versionFactsFilePath();
    const stale = staleFacts(committed, facts);
    if (stale.length > 0)
      console.error(
        `facts:check: warning: ${displayPath(file)} is stale (run "npm run api:history -- --source ${values.source}"):\n  ${stale.join('\n  ')}`,
      );
  }
  const problems = releaseFactProblems(facts);
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(
    `facts:check: ${problems.length} finding(s) in the docs versions against ${facts.versions.map((v) => `${v.label} (${v.ref})`).join(', ')}`,
  );
  return problems.length > 0 ? 1 : 0;
}

try {
  process.exit(main());
} catch (error) {
  console.error(`facts:check failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
