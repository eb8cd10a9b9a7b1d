import { AppLink } from '@/components/layout/app-link';
import type { ComponentType } from 'react';
import type { MDXProps } from 'mdx/types';
import prose from '@/components/mdx/prose.module.css';
import type { BlogPost } from '@/lib/content/blog';
import { PostMeta } from './post-meta';
import styles from './blog.module.css';

export function BlogPostView({ post, Content }: { post: BlogPost; Content: ComponentType<MDXProps> }) {
  return (
    <main className={styles.page}>
      <article className={prose.prose}>
        <h1>{post.title}</h1>
        <PostMeta post={post} />
        <Content />
      </article>
      <p className={styles.feeds}>
        <AppLink href="/blog/">« All posts</AppLink>
      </p>
    </main>
  );
}
