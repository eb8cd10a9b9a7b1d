import type { Metadata } from 'next';
import { BlogPagination } from '@/components/blog/blog-pagination';
import { BlogShell } from '@/components/blog/blog-shell';
import { PostList } from '@/components/blog/post-list';
import { blogPageCount, postsOnPage } from '@/lib/content/blog';
import { pageMetadata } from '@/lib/site/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Blog',
  description: 'News and release notes of Celerity.',
  path: '/blog/',
});

export default function BlogIndex() {
  return (
    <BlogShell title="Blog">
      <PostList posts={postsOnPage(1)} />
      <BlogPagination page={1} pageCount={blogPageCount()} />
    </BlogShell>
  );
}
