import type { Metadata } from 'next';
import { HomePage } from '@/components/home/home-page';
import { JsonLd } from '@/components/layout/json-ld';
import { readXrefIndex } from '@/lib/api/xref/xref-index.mjs';
import { loadHome } from '@/lib/content/home';
import { pageMetadata } from '@/lib/site/metadata';
import { homeStructuredData } from '@/lib/site/structured-data';
import { siteConfig } from '@/lib/site-config';

export const metadata: Metadata = {
  ...pageMetadata({
    description: `${siteConfig.tagline}: run SYCL-style C++ on every GPU of a cluster.`,
    path: '/',
  }),
  title: { absolute: `${siteConfig.title} | ${siteConfig.tagline}` },
};

export default async function Home() {
  return (
    <>
      <JsonLd data={homeStructuredData()} />
      <HomePage home={await loadHome({ index: readXrefIndex(), basePath: siteConfig.basePath })} />
    </>
  );
}
