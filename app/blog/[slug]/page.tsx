import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogPostView } from '@/components/blog/blog-post-view';
import { getPost, listPosts } from '@/lib/content/blog';
import { loadMdxComponent } from '@/lib/content/doc-module';
import { pageTerms } from '@/lib/content/glossary';
import { pageMetadata } from '@/lib/site/metadata';

export const dynamicParams = false;

type Params = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return listPosts().map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const post = getPost((await params).slug);
  return post ? pageMetadata({ title: post.title, description: post.description, path: post.url }) : {};
}

export default async function BlogPostPage({ params }: Params) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  return (
    <BlogPostView
      post={post}
      Content={await loadMdxComponent('blog', post.id)}
      terms={pageTerms(post.file, post.outline.terms)}
    />
  );
}
