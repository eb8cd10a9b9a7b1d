import path from 'node:path';
import { didYouMean, ValidationError, type Problem } from '@/lib/validation/problem';
import { listPosts } from './blog';
import type { DocOutline } from './doc-outline';
import { listDocs } from './docs';
import { displayPath } from './paths';
import { latestVersion, listVersions, type DocsVersion } from './versions';
import { getStandalonePage, listStandalonePageIds } from './pages';
import type { TermUse } from './term-use';

/**
 * The glossary is a guide like any other (content/docs/glossary.mdx): each of its `##` headings is a term,
 * the heading's anchor is the term's id, and the first paragraph below it is the short definition that a
 * `<Term id="…">` link elsewhere shows on hover. So the page and the ids authors write are one fact.
 */
export const GLOSSARY_DOC_ID = 'glossary';

/** What a page needs to render one term link. */
export interface TermLink {
  href: string;
  /** The short definition, plain text. */
  definition: string;
}

export interface Glossary {
  file: string;
  terms: ReadonlyMap<string, TermLink>;
}

/** The terms of a glossary page's outline; a term without a definition is an error at its heading. */
export function glossaryFromOutline(
  file: string,
  outline: DocOutline,
  url = `/docs/${GLOSSARY_DOC_ID}/`,
): Glossary {
  const terms = new Map<string, TermLink>();
  const problems: Problem[] = [];
  for (const section of outline.sections) {
    if (section.depth !== 2) continue;
    const definition = section.text.split('\n')[0] ?? '';
    if (!definition) {
      problems.push({
        file,
        line: section.line,
        message: `glossary term "${section.title}" has no definition: write a paragraph below its heading`,
      });
    }
    terms.set(section.anchor, { href: `${url}#${section.anchor}`, definition });
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return { file, terms };
}

/** The site's glossary; without a glossary page there are no terms, and every `<Term>` is an error. */
export function getGlossary(version: DocsVersion = latestVersion()): Glossary {
  const doc = listDocs(version).find((candidate) => candidate.id === GLOSSARY_DOC_ID);
  return doc
    ? glossaryFromOutline(doc.file, doc.outline, doc.url)
    : { file: displayPath(path.join(version.docsDir, `${GLOSSARY_DOC_ID}.mdx`)), terms: new Map() };
}

/** The problem with one `<Term>`, or null when it names a known term and has text. */
function termProblem(file: string, use: TermUse, glossary: Glossary): Problem | null {
  const place = { file, line: use.line, column: use.column };
  if (use.id === null) {
    return {
      ...place,
      message:
        '<Term> needs a plain id attribute naming a glossary term, e.g. <Term id="chunk">chunks</Term>',
    };
  }
  if (!glossary.terms.has(use.id)) {
    const known = [...glossary.terms.keys()];
    const hint =
      didYouMean(use.id, known) || ` Term ids are the anchors of the "##" headings in ${glossary.file}.`;
    return { ...place, message: `unknown glossary term "${use.id}".${hint}` };
  }
  if (!use.hasText) {
    return { ...place, message: `<Term id="${use.id}"> has no text: write the words to link inside it` };
  }
  return null;
}

/**
 * The term links one page uses, by id; every wrong `<Term>` of the page is reported at once, at its
 * place in `file`.
 */
export function pageTerms(
  file: string,
  uses: readonly TermUse[],
  glossary: Glossary = getGlossary(),
): Record<string, TermLink> {
  const problems = uses.flatMap((use) => termProblem(file, use, glossary) ?? []);
  if (problems.length > 0) throw new ValidationError(problems);
  const links: Record<string, TermLink> = {};
  for (const use of uses) {
    const link = use.id === null ? undefined : glossary.terms.get(use.id);
    if (link && use.id !== null) links[use.id] = link;
  }
  return links;
}

/** Checks the `<Term>` elements of every guide, blog post and page against the glossary. */
export function checkGlossaryTerms(): void {
  const pages = [
    ...listVersions().flatMap((version) =>
      listDocs(version).map((doc) => ({ ...doc, glossary: getGlossary(version) })),
    ),
    ...[...listPosts(), ...listStandalonePageIds().map((id) => getStandalonePage(id))].map((page) => ({
      ...page,
      glossary: getGlossary(),
    })),
  ];
  const problems = pages.flatMap((page) => {
    try {
      pageTerms(page.file, page.outline.terms, page.glossary);
      return [];
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return error.problems;
    }
  });
  if (problems.length > 0) throw new ValidationError(problems);
}
