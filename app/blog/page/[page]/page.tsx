import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogPagination } from '@/components/blog/blog-pagination';
import { BlogShell } from '@/components/blog/blog-shell';
import { PostList } from '@/components/blog/post-list';
import { blogPageCount, postsOnPage } from '@/lib/content/blog';
import { pageMetadata } from '@/lib/site/metadata';
import { FIXED_PAGES } from '@/lib/site/routes';

export const dynamicParams = false;

type Params = { params: Promise<{ page: string }> };

export function generateStaticParams() {
  // Page 1 is exported here too (canonical: /blog/), so the route always has a param, as the export requires.
  return Array.from({ length: blogPageCount() }, (_, index) => ({ page: String(index + 1) }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { page } = await params;
  const path = page === '1' ? FIXED_PAGES.blog.path : `/blog/page/${page}/`;
  return pageMetadata({ title: `Blog, page ${page}`, description: FIXED_PAGES.blog.description, path });
}

export default async function BlogPage({ params }: Params) {
  const page = Number((await params).page);
  if (!Number.isInteger(page) || page < 1 || page > blogPageCount()) notFound();
  return (
    <BlogShell title={`Blog, page ${page}`}>
      <PostList posts={postsOnPage(page)} />
      <BlogPagination page={page} pageCount={blogPageCount()} />
    </BlogShell>
  );
}
