import { versionPageFiles } from '@/lib/site/version-pages';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Per docs version, the paths of its pages: the version dropdown fetches them when it first opens. */
export function generateStaticParams() {
  return [...versionPageFiles().keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const text = versionPageFiles().get((await params).file);
  if (text === undefined) return new Response('Not found', { status: 404 });
  return new Response(text, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
