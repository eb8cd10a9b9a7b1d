import { AppLink } from '@/components/layout/app-link';
import styles from './blog.module.css';

const blogPageUrl = (page: number) => (page === 1 ? '/blog/' : `/blog/page/${page}/`);

export function BlogPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount < 2) return null;
  return (
    <nav aria-label="Blog list pages" className={styles.pagination}>
      {page > 1 ? <AppLink href={blogPageUrl(page - 1)}>« Newer posts</AppLink> : <span />}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? <AppLink href={blogPageUrl(page + 1)}>Older posts »</AppLink> : <span />}
    </nav>
  );
}
