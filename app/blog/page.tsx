import type { Metadata } from 'next';
import { BlogPagination } from '@/components/blog/blog-pagination';
import { BlogShell } from '@/components/blog/blog-shell';
import { PostList } from '@/components/blog/post-list';
import { blogPageCount, postsOnPage } from '@/lib/content/blog';
import { pageMetadata } from '@/lib/site/metadata';
import { FIXED_PAGES } from '@/lib/site/routes';

export const metadata: Metadata = pageMetadata(FIXED_PAGES.blog);

export default function BlogIndex() {
  return (
    <BlogShell title="Blog">
      <PostList posts={postsOnPage(1)} />
      <BlogPagination page={1} pageCount={blogPageCount()} />
    </BlogShell>
  );
}
