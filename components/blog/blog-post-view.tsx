import { AppLink } from '@/components/layout/app-link';
import type { ComponentType } from 'react';
import type { MDXProps } from 'mdx/types';
import { MdxContent } from '@/components/mdx/mdx-content';
import prose from '@/components/mdx/prose.module.css';
import type { BlogPost } from '@/lib/content/blog';
import type { TermLink } from '@/lib/content/glossary';
import { PostMeta } from './post-meta';
import styles from './blog.module.css';

export function BlogPostView({
  post,
  Content,
  terms,
}: {
  post: BlogPost;
  Content: ComponentType<MDXProps>;
  terms: Readonly<Record<string, TermLink>>;
}) {
  return (
    <main className={styles.page}>
      <article className={prose.prose}>
        <h1>{post.title}</h1>
        <PostMeta post={post} />
        <MdxContent Content={Content} terms={terms} />
      </article>
      <p className={styles.feeds}>
        <AppLink href="/blog/">« All posts</AppLink>
      </p>
    </main>
  );
}
