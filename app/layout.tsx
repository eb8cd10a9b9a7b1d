import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { AnnouncementBar } from '@/components/layout/announcement-bar';
import { Footer } from '@/components/layout/footer';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { MobileSidebarProvider } from '@/components/layout/mobile-sidebar-context';
import { Navbar } from '@/components/layout/navbar';
import { RouteProgress } from '@/components/layout/route-progress';
import { SkipToContent } from '@/components/layout/skip-to-content';
import { ThemeProvider } from '@/components/layout/theme-provider';
import { XrefCards } from '@/components/xref/xref-cards';
import { listVersions } from '@/lib/content/versions';
import { headScript } from '@/lib/site/head-script';
import { feedAlternates, sharedOpenGraph, siteOrigin } from '@/lib/site/metadata';
import { siteConfig } from '@/lib/site-config';
import '@/components/layout/global.css';
import '@/components/mdx/code-tokens.css';
import '@/components/layout/stylesheets';

const { title, tagline, basePath, announcementBar, i18n } = siteConfig;
const locale = i18n.localeConfigs[i18n.defaultLocale];

export const metadata: Metadata = {
  metadataBase: new URL(`${siteOrigin}/`),
  title: { default: `${title} | ${tagline}`, template: `%s | ${title}` },
  description: `${title}: ${tagline}. Write SYCL-style C++ once and run it on a cluster of GPUs.`,
  applicationName: title,
  icons: {
    // The .ico is for browsers and feed readers that ask for /favicon.ico; the SVG wins where supported.
    icon: [
      { url: `${basePath}/favicon.ico`, sizes: '16x16 32x32 48x48' },
      { url: `${basePath}/favicon.svg`, type: 'image/svg+xml' },
    ],
    apple: `${basePath}/img/apple-touch-icon.png`,
  },
  manifest: `${basePath}/manifest.webmanifest`,
  openGraph: sharedOpenGraph,
  twitter: { card: 'summary_large_image' },
  alternates: { types: feedAlternates },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f58b69' },
    { media: '(prefers-color-scheme: dark)', color: '#16181d' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={locale?.htmlLang ?? 'en'} dir={locale?.direction ?? 'ltr'} suppressHydrationWarning>
      <head>
        <link
          rel="search"
          type="application/opensearchdescription+xml"
          title={title}
          href={`${basePath}/opensearch.xml`}
        />
        <script
          dangerouslySetInnerHTML={{
            __html: headScript({
              announcementId: announcementBar?.id ?? null,
              basePath,
              versions: listVersions().map((version) => version.name),
            }),
          }}
        />
      </head>
      <body>
        <ThemeProvider>
          <MobileSidebarProvider>
            <SkipToContent />
            {announcementBar ? (
              <AnnouncementBar
                id={announcementBar.id}
                content={announcementBar.content}
                link={announcementBar.link}
              />
            ) : null}
            <Navbar versions={listVersions().map(({ name, label, path }) => ({ name, label, path }))} />
            <div id="main-content" tabIndex={-1} className="main-wrapper">
              {children}
            </div>
            <Footer />
          </MobileSidebarProvider>
        </ThemeProvider>
        <XrefCards />
        <HydrationMark />
        {/* useSearchParams: outside Suspense it would turn every page into client-only rendering. */}
        <Suspense fallback={null}>
          <RouteProgress />
        </Suspense>
      </body>
    </html>
  );
}
