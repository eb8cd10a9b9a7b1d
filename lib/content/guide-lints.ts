import type { Problem } from '@/lib/validation/problem';
import type { DocPage } from './docs';

// What a published guide must have beyond valid frontmatter: enough text to be a guide, sections a reader
// can jump to, a description that says something in search results and link previews, and no
// placeholders left from writing it. Drafts are exempt: they are work in progress and never published.

export const GUIDE_MIN_WORDS = 400;
export const DESCRIPTION_MIN_CHARS = 20;
const PLACEHOLDER = /lorem ipsum|coming soon|\bTODO\b|\bTBD\b/i;

/** The problems of one guide; `source` is the text of its file, for the lines of placeholders. */
export function lintGuide(doc: DocPage, source: string): Problem[] {
  if (doc.draft) return [];
  const problems: Problem[] = [];
  const { wordCount, sections } = doc.outline;
  if (wordCount < GUIDE_MIN_WORDS) {
    problems.push({
      file: doc.file,
      message: `the guide has ${wordCount} words of prose; a published guide needs at least ${GUIDE_MIN_WORDS} (or set "draft: true" while writing it)`,
    });
  }
  if (!sections.some((section) => section.depth === 2)) {
    problems.push({ file: doc.file, message: 'the guide has no "## " section: split it into sections' });
  }
  const lines = source.split('\n');
  if (doc.description.trim().length <= DESCRIPTION_MIN_CHARS) {
    const line = lines.findIndex((text) => text.startsWith('description:')) + 1;
    problems.push({
      file: doc.file,
      ...(line > 0 ? { line } : {}),
      path: 'frontmatter.description',
      message: `"${doc.description}" is too short; say in more than ${DESCRIPTION_MIN_CHARS} characters what the guide is about`,
    });
  }
  lines.forEach((text, index) => {
    const placeholder = PLACEHOLDER.exec(text);
    if (placeholder) {
      problems.push({
        file: doc.file,
        line: index + 1,
        message: `placeholder text "${placeholder[0]}": write the text or remove it`,
      });
    }
  });
  return problems;
}
