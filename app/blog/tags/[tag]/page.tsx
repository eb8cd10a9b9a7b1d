import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogShell } from '@/components/blog/blog-shell';
import { PostList } from '@/components/blog/post-list';
import { listPosts, listTags } from '@/lib/content/blog';
import { pageMetadata } from '@/lib/site/metadata';

export const dynamicParams = false;

type Params = { params: Promise<{ tag: string }> };

export function generateStaticParams() {
  return listTags().map(({ tag }) => ({ tag }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { tag } = await params;
  return pageMetadata({
    title: `Posts tagged “${tag}”`,
    description: `Blog posts tagged ${tag}.`,
    path: `/blog/tags/${tag}/`,
  });
}

export default async function BlogTag({ params }: Params) {
  const { tag } = await params;
  const posts = listPosts().filter((post) => post.tags.includes(tag));
  if (posts.length === 0) notFound();
  return (
    <BlogShell title={`Posts tagged “${tag}”`}>
      <PostList posts={posts} />
    </BlogShell>
  );
}
