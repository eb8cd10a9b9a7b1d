import type { ComponentType, ReactNode } from 'react';
import type { MDXComponents, MDXProps } from 'mdx/types';
import type { TermLink } from '@/lib/content/glossary';
import { GlossaryTerm } from './glossary-term';

/**
 * The body of a guide, post or page. MDX components that need the page's data get it here, from the
 * route: `<Term id="…">` finds its glossary entry among the page's `terms`, which the content check has
 * already matched against the glossary. `components` adds components bound to other data of the page
 * (the docs home's guide index).
 */
export function MdxContent({
  Content,
  terms,
  components,
}: {
  Content: ComponentType<MDXProps>;
  terms: Readonly<Record<string, TermLink>>;
  components?: MDXComponents;
}) {
  const Term = ({ id, children }: { id: string; children: ReactNode }) => {
    const link = terms[id];
    if (!link) throw new Error(`<Term id="${id}">: the page's route data has no glossary entry "${id}"`);
    return <GlossaryTerm link={link}>{children}</GlossaryTerm>;
  };
  return <Content components={{ ...components, Term }} />;
}
