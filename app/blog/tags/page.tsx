import type { Metadata } from 'next';
import { AppLink } from '@/components/layout/app-link';
import { BlogShell } from '@/components/blog/blog-shell';
import { listTags } from '@/lib/content/blog';
import { pageMetadata } from '@/lib/site/metadata';
import { FIXED_PAGES } from '@/lib/site/routes';

export const metadata: Metadata = pageMetadata(FIXED_PAGES.blogTags);

export default function BlogTags() {
  return (
    <BlogShell title="Tags">
      <ul>
        {listTags().map(({ tag, count }) => (
          <li key={tag}>
            <AppLink href={`/blog/tags/${tag}/`}>{tag}</AppLink> ({count})
          </li>
        ))}
      </ul>
    </BlogShell>
  );
}
