import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';

/** The MDX element an author writes to link a word to its glossary entry: `<Term id="chunk">chunks</Term>`. */
export const TERM_ELEMENT = 'Term';

/** One `<Term>` in an MDX file, as written: checked against the glossary later, with its place. */
export interface TermUse {
  /** The literal `id` attribute, or null when it is missing or not a plain string. */
  id: string | null;
  line: number;
  column: number;
  /** Whether the element has text to show as the link. */
  hasText: boolean;
}

/** The `<Term>` use this node is, or null for every other node. */
export function readTermUse(node: RootContent | Root): TermUse | null {
  if (node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') return null;
  if (node.name !== TERM_ELEMENT) return null;
  const id = node.attributes.find(
    (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'id',
  );
  return {
    id: typeof id?.value === 'string' ? id.value : null,
    line: node.position?.start.line ?? 0,
    column: node.position?.start.column ?? 0,
    hasText: toString(node).trim() !== '',
  };
}
