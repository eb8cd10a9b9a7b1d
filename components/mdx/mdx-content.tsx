import type { ComponentType, ReactNode } from 'react';
import type { MDXProps } from 'mdx/types';
import type { TermLink } from '@/lib/content/glossary';
import { GlossaryTerm } from './glossary-term';

/**
 * The body of a guide, post or page. MDX components that need the page's data get it here, from the
 * route: `<Term id="…">` finds its glossary entry among the page's `terms`, which the content check has
 * already matched against the glossary.
 */
export function MdxContent({
  Content,
  terms,
}: {
  Content: ComponentType<MDXProps>;
  terms: Readonly<Record<string, TermLink>>;
}) {
  const Term = ({ id, children }: { id: string; children: ReactNode }) => {
    const link = terms[id];
    if (!link) throw new Error(`<Term id="${id}">: the page's route data has no glossary entry "${id}"`);
    return <GlossaryTerm link={link}>{children}</GlossaryTerm>;
  };
  return <Content components={{ Term }} />;
}
