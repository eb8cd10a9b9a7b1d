import type { Metadata } from 'next';
import { latestVersion } from '@/lib/content/versions';
import { DocsHomePage, docsHomeMetadata } from './version-pages';

export function generateMetadata(): Metadata {
  return docsHomeMetadata(latestVersion());
}

export default function DocsHome() {
  return <DocsHomePage version={latestVersion()} />;
}
