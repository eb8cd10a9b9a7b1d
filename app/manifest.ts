import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/site-config';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  const base = siteConfig.basePath;
  return {
    name: `${siteConfig.title}: ${siteConfig.tagline}`,
    short_name: siteConfig.title,
    start_url: `${base}/`,
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#f58b69',
    icons: [
      { src: `${base}/favicon.svg`, sizes: 'any', type: 'image/svg+xml' },
      { src: `${base}/img/icon-192.png`, sizes: '192x192', type: 'image/png' },
      { src: `${base}/img/icon-512.png`, sizes: '512x512', type: 'image/png' },
    ],
  };
}
