// Runs before `next build` (and `next dev`): validates every content file, extracts the API model, then
// checks the links written in content. Each step fails with file:line messages and no stack trace, so a
// mistake stops the build at the first step, next to its cause, instead of deep inside `next build`.
import { execFileSync } from 'node:child_process';
import { formatProblems } from '../lib/content/link-check';
import { checkSourceLinks } from '../lib/site/source-links';
import { validateContent } from '../lib/content/validate-content';
import { checkSinceVersions } from '../lib/api/history/since-check';
import { checkMessageExplanations } from '../lib/messages/check';
import { checkReleaseFacts } from '../lib/version-facts/content-check';
import { writeSiteSearchIndex } from '../lib/search/site-index';
import { dropStaleMdxCache } from '../lib/site/mdx-build-cache';
import { connectDocs } from './connect-docs';
import { describeFigures } from './connect-figures';

function fail(summary: string): never {
  console.error(`\n${summary}`);
  process.exit(1);
}

async function run(): Promise<void> {
  const contentProblems = validateContent([
    () => checkSinceVersions(),
    () => checkReleaseFacts(),
    checkMessageExplanations,
  ]);
  if (contentProblems.length > 0) {
    console.error(contentProblems.join('\n'));
    fail(`${contentProblems.length} content file(s) with problems: fix them before building.`);
  }
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/api-extract.ts'], { stdio: 'inherit' });
  } catch {
    // api-extract printed its errors.
    fail('The API model could not be extracted: fix the headers named above before building.');
  }
  if (dropStaleMdxCache())
    console.log(
      "The MDX plugins or the API names they link changed: cleared Next's build cache (.next/cache).",
    );
  const problems = checkSourceLinks();
  if (problems.length > 0) console.error(formatProblems(problems));
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0)
    fail(`${errors.length} broken link(s) or anchor(s) in content: fix them before building.`);
  console.log(`Content checked: every file valid, ${problems.length} link warning(s), no errors.`);
  console.log(describeFigures(await connectDocs()));
  console.log(`Search index: ${await writeSiteSearchIndex()} files for the build.`);
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
