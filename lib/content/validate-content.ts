import { readFileSync } from 'node:fs';
import { ValidationError } from '@/lib/validation/problem';
import { postFiles, readPost } from './blog';
import { docFiles, listDocs, readDoc } from './docs';
import { checkGlossaryTerms } from './glossary';
import { lintGuide } from './guide-lints';
import { readHome } from './home';
import { getStandalonePage, listStandalonePageIds } from './pages';
import { readResearch } from './research';
import { getSidebars } from './route-data';
import { readSidebarsFile } from './sidebars';
import { checkVersionSegments, latestVersion, listVersions } from './versions';

/**
 * Reads every content file (guides, blog posts, pages, sidebars, versions, home and research data), lints
 * the guides (guide-lints.ts) and returns the problems of all of them, so one run lists every mistake. Checks across files (sidebar
 * entries, sidebar membership, glossary terms, and the `crossChecks` of callers above lib/content, such as
 * the `<Since>` versions against the API history) run once each file reads cleanly. Errors that are not about the input
 * (a bug, a missing folder) are thrown.
 */
export function validateContent(crossChecks: ReadonlyArray<() => void> = []): string[] {
  const problems: string[] = [];
  // versions.yaml first: it says which folders hold the guides and sidebars of each version.
  try {
    listVersions();
  } catch (error) {
    if (error instanceof ValidationError) return [error.message];
    throw error;
  }
  const attempt = (read: () => unknown): void => {
    try {
      read();
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      problems.push(error.message);
    }
  };
  const versions = listVersions();
  for (const version of versions)
    for (const file of docFiles(version)) {
      attempt(() => {
        const lints = lintGuide(readDoc(file, version), readFileSync(file, 'utf8'));
        if (lints.length > 0) throw new ValidationError(lints);
      });
    }
  for (const file of postFiles()) attempt(() => readPost(file));
  for (const id of listStandalonePageIds()) attempt(() => getStandalonePage(id));
  for (const version of versions) attempt(() => readSidebarsFile(version.sidebarsFile));
  attempt(readHome);
  attempt(readResearch);
  if (problems.length === 0) {
    for (const version of versions) attempt(() => getSidebars(version));
    attempt(() =>
      checkVersionSegments(
        versions,
        listDocs(latestVersion()).map((doc) => doc.id),
      ),
    );
    attempt(checkGlossaryTerms);
    for (const check of crossChecks) attempt(check);
  }
  return problems;
}
