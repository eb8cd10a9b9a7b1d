import { AppLink } from '@/components/layout/app-link';
import type { BlogPost } from '@/lib/content/blog';
import { PostMeta } from './post-meta';
import styles from './blog.module.css';

export function PostList({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <ul className={styles.posts}>
      {posts.map((post) => (
        <li key={post.slug} className={styles.postCard}>
          <h2 className={styles.postTitle}>
            <AppLink href={post.url}>{post.title}</AppLink>
          </h2>
          <PostMeta post={post} />
          <p>{post.description}</p>
        </li>
      ))}
    </ul>
  );
}
