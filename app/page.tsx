import type { Metadata } from 'next';
import { HomePage } from '@/components/home/home-page';
import { loadHome } from '@/lib/content/home';
import { pageMetadata } from '@/lib/site/metadata';
import { siteConfig } from '@/lib/site-config';

export const metadata: Metadata = {
  ...pageMetadata({
    description: `${siteConfig.tagline}: run SYCL-style C++ on every GPU of a cluster.`,
    path: '/',
  }),
  title: { absolute: `${siteConfig.title} | ${siteConfig.tagline}` },
};

export default async function Home() {
  return <HomePage home={await loadHome()} />;
}
