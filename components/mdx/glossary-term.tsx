import type { ReactNode } from 'react';
import { AppLink } from '@/components/layout/app-link';
import type { TermLink } from '@/lib/content/glossary';
import styles from './glossary-term.module.css';

/**
 * A word linked to its glossary entry. The short definition is the link's title: shown on hover, and read
 * by screen readers as the link's description.
 */
export function GlossaryTerm({ link, children }: { link: TermLink; children: ReactNode }) {
  return (
    <AppLink href={link.href} title={link.definition} className={styles.term}>
      {children}
    </AppLink>
  );
}
