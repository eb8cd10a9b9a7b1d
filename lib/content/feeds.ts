import { siteConfig } from '@/lib/site-config';
import type { BlogPost } from './blog';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

const origin = () => `${siteConfig.url}${siteConfig.basePath}`;

export function rssFeed(posts: readonly BlogPost[]): string {
  const items = posts
    .map(
      (post) => `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${origin()}${post.url}</link>
      <guid>${origin()}${post.url}</guid>
      <pubDate>${new Date(post.date).toUTCString()}</pubDate>
      <description>${escapeXml(post.description)}</description>
${post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`).join('\n')}
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(siteConfig.title)} Blog</title>
    <link>${origin()}/blog/</link>
    <description>${escapeXml(`News and release notes of ${siteConfig.title}`)}</description>
    <language>en</language>
    <atom:link href="${origin()}/blog/rss.xml" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}

export function atomFeed(posts: readonly BlogPost[]): string {
  const updated = posts[0]?.date ?? new Date(0).toISOString();
  const entries = posts
    .map(
      (post) => `  <entry>
    <title>${escapeXml(post.title)}</title>
    <id>${origin()}${post.url}</id>
    <link href="${origin()}${post.url}"/>
    <updated>${post.date}</updated>
    <summary>${escapeXml(post.description)}</summary>
${post.authors.map((author) => `    <author><name>${escapeXml(author)}</name></author>`).join('\n')}
${post.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`).join('\n')}
  </entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeXml(siteConfig.title)} Blog</title>
  <id>${origin()}/blog/</id>
  <link href="${origin()}/blog/"/>
  <link rel="self" href="${origin()}/blog/atom.xml"/>
  <updated>${updated}</updated>
${entries}
</feed>
`;
}
