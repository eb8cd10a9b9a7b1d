import type { Metadata } from 'next';
import { markdownTwinPath } from '@/lib/markdown/twin-path';
import { siteConfig } from '@/lib/site-config';

/** The site's public origin including the base path, for canonical and Open Graph urls. */
export const siteOrigin = `${siteConfig.url}${siteConfig.basePath}`;

// Next replaces (does not merge) a layout's `openGraph` and `alternates` when a page sets its own,
// so every page repeats these shared parts.
export const sharedOpenGraph = {
  type: 'website',
  siteName: siteConfig.title,
  locale: 'en_US',
  images: [{ url: '/img/og-image.png', width: 1200, height: 630 }],
} satisfies Metadata['openGraph'];

export const feedAlternates = {
  'application/rss+xml': '/blog/rss.xml',
  'application/atom+xml': '/blog/atom.xml',
};

/**
 * The full title of a page: `Range Mappers | Celerity` for the latest docs and every other page,
 * `Range Mappers | Celerity 0.6` for a page of another docs version, so tabs, bookmarks and search
 * engines' results say which release it documents.
 */
export function fullTitle(title: string, version?: { isLast: boolean; titleLabel: string }): string {
  return version && !version.isLast
    ? `${title} | ${siteConfig.title} ${version.titleLabel}`
    : `${title} | ${siteConfig.title}`;
}

/** Metadata for one page: title, description and the canonical url of its trailing-slash path. */
export function pageMetadata(options: {
  title?: string;
  description: string;
  path: string;
  /** Keeps the page out of search engines (unreleased docs). */
  noindex?: boolean;
  /** The docs version the page belongs to: a version other than the latest is named in the title. */
  version?: { isLast: boolean; titleLabel: string };
}): Metadata {
  const title = options.title ? fullTitle(options.title, options.version) : undefined;
  return {
    // Absolute: the layout's template would add the site's name a second time.
    ...(title ? { title: { absolute: title } } : {}),
    ...(options.noindex ? { robots: { index: false, follow: true } } : {}),
    description: options.description,
    alternates: {
      canonical: options.path,
      types: { ...feedAlternates, 'text/markdown': markdownTwinPath(options.path) },
    },
    openGraph: {
      ...sharedOpenGraph,
      ...(title ? { title } : {}),
      description: options.description,
      url: options.path,
    },
  };
}
