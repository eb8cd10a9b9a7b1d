import Link from 'next/link';
import styles from './blog.module.css';

export const blogPageUrl = (page: number) => (page === 1 ? '/blog/' : `/blog/page/${page}/`);

export function BlogPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount < 2) return null;
  return (
    <nav aria-label="Blog list pages" className={styles.pagination}>
      {page > 1 ? <Link href={blogPageUrl(page - 1)}>« Newer posts</Link> : <span />}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? <Link href={blogPageUrl(page + 1)}>Older posts »</Link> : <span />}
    </nav>
  );
}
