import type { Metadata } from 'next';
import { siteConfig } from '@/lib/site-config';

/** The site's public origin including the base path, for canonical and Open Graph urls. */
export const siteOrigin = `${siteConfig.url}${siteConfig.basePath}`;

/** Metadata for one page: title, description and the canonical url of its trailing-slash path. */
export function pageMetadata(options: { title?: string; description: string; path: string }): Metadata {
  return {
    ...(options.title ? { title: options.title } : {}),
    description: options.description,
    alternates: { canonical: options.path },
    openGraph: {
      ...(options.title ? { title: `${options.title} | ${siteConfig.title}` } : {}),
      description: options.description,
      url: options.path,
    },
  };
}
