import { listPosts } from '@/lib/content/blog';
import { atomFeed } from '@/lib/content/feeds';

export const dynamic = 'force-static';

export function GET() {
  return new Response(atomFeed(listPosts()), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
}
