import { siteSearchIndexFiles } from '@/lib/search/site-index';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Every file of the local search index (base, term shards, record blocks), fetched as searches need them. */
export async function generateStaticParams() {
  return [...(await siteSearchIndexFiles()).keys()].map((path) => ({ file: path.split('/') }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  const path = (await params).file.join('/');
  const text = (await siteSearchIndexFiles()).get(path);
  if (text === undefined) return new Response('Not found', { status: 404 });
  return new Response(text, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
