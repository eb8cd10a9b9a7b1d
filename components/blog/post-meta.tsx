import { AppLink } from '@/components/layout/app-link';
import type { BlogPost } from '@/lib/content/blog';
import styles from './blog.module.css';

const format = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC', calendar: 'gregory' });

export function PostMeta({ post }: { post: BlogPost }) {
  return (
    <div className={styles.meta}>
      <time dateTime={post.date}>{format.format(new Date(post.date))}</time>
      <span> · {post.readingMinutes} min read · </span>
      <span>{post.authors.join(', ')}</span>
      {post.tags.length > 0 ? (
        <ul className={styles.tags} aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>
              <AppLink href={`/blog/tags/${tag}/`}>{tag}</AppLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
