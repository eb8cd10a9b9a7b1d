import { listPosts } from '@/lib/content/blog';
import { rssFeed } from '@/lib/content/feeds';

export const dynamic = 'force-static';

export function GET() {
  return new Response(rssFeed(listPosts()), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
