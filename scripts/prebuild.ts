// Runs before `next build`: extracts the API model, then validates all content and its links,
// so content mistakes fail fast with file:line messages instead of deep inside the build.
import { execFileSync } from 'node:child_process';
import { checkSourceLinks } from '../lib/content/source-links';
import { formatProblems } from '../lib/content/link-check';

function run(): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/api-extract.ts'], { stdio: 'inherit' });
  const problems = checkSourceLinks();
  if (problems.length > 0) console.error(formatProblems(problems));
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    console.error(`\n${errors.length} broken link(s) in content: fix them before building.`);
    process.exit(1);
  }
  console.log(`Content checked: ${problems.length} warning(s), no errors.`);
}

try {
  run();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
