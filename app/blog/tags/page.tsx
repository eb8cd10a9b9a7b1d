import type { Metadata } from 'next';
import Link from 'next/link';
import { BlogShell } from '@/components/blog/blog-shell';
import { listTags } from '@/lib/content/blog';
import { pageMetadata } from '@/lib/site/metadata';

export const metadata: Metadata = pageMetadata({ title: 'Blog tags', description: 'Blog posts by tag.', path: '/blog/tags/' });

export default function BlogTags() {
  return (
    <BlogShell title="Tags">
      <ul>
        {listTags().map(({ tag, count }) => (
          <li key={tag}>
            <Link href={`/blog/tags/${tag}/`}>{tag}</Link> ({count})
          </li>
        ))}
      </ul>
    </BlogShell>
  );
}
