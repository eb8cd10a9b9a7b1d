import { AppLink } from '@/components/layout/app-link';
import type { ReactNode } from 'react';
import styles from './blog.module.css';

/** Blog pages: a heading, the content, and links to tags and feeds. */
export function BlogShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <h1>{title}</h1>
      {children}
      <p className={styles.feeds}>
        <AppLink href="/blog/tags/">All tags</AppLink> ·{' '}
        <a href={`${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}/blog/rss.xml`}>RSS feed</a> ·{' '}
        <a href={`${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}/blog/atom.xml`}>Atom feed</a>
      </p>
    </main>
  );
}
