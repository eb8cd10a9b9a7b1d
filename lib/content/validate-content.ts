import { ValidationError } from '@/lib/validation/problem';
import { postFiles, readPost } from './blog';
import { docFiles, listDocs, readDoc } from './docs';
import { checkGlossaryTerms } from './glossary';
import { readHome } from './home';
import { getStandalonePage, listStandalonePageIds } from './pages';
import { readResearch } from './research';
import { getSidebars } from './route-data';
import { checkSinceVersions } from './since-check';
import { readSidebarsFile } from './sidebars';
import { listVersions } from './versions';

/**
 * Reads every content file (guides, blog posts, pages, sidebars, versions, home and research data) and
 * returns the problems of all of them, so one run lists every mistake. Checks across files (sidebar
 * entries, sidebar membership, glossary terms, `<Since>` versions) run once each file reads cleanly. Errors that are not about the input
 * (a bug, a missing folder) are thrown.
 */
export function validateContent(): string[] {
  const problems: string[] = [];
  const attempt = (read: () => unknown): void => {
    try {
      read();
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      problems.push(error.message);
    }
  };
  for (const file of docFiles()) attempt(() => readDoc(file));
  for (const file of postFiles()) attempt(() => readPost(file));
  for (const id of listStandalonePageIds()) attempt(() => getStandalonePage(id));
  attempt(readSidebarsFile);
  attempt(listVersions);
  attempt(readHome);
  attempt(readResearch);
  if (problems.length === 0) {
    attempt(listDocs);
    attempt(getSidebars);
    attempt(checkGlossaryTerms);
    attempt(() => checkSinceVersions());
  }
  return problems;
}
