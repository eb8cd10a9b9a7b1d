import { validateSiteConfig } from './config/site-config-schema';
import { normaliseBasePath } from './config/base-path.mjs';
import { SYNOPSIS_COMMIT } from './config/synopsis-commit.mjs';

const repositoryUrl = 'https://github.com/celerity/celerity-runtime';

/** The whole site's settings, validated once at import: a bad field fails the build with its name. */
export const siteConfig = validateSiteConfig({
  title: 'Celerity',
  tagline: 'High-level C++ for Accelerator Clusters',
  url: 'https://celerity.github.io',
  basePath: normaliseBasePath(process.env.BASE_PATH),
  repositoryUrl,
  sourceRef: process.env.CELERITY_SOURCE_REF ?? SYNOPSIS_COMMIT,
  navbar: {
    hideOnScroll: true,
    items: [
      {
        type: 'link',
        label: 'Docs',
        to: '/docs/getting-started/',
        position: 'left',
        activeBasePaths: ['/docs/'],
        inactiveBasePaths: ['/docs/api/'],
      },
      {
        type: 'link',
        label: 'API',
        to: '/docs/api/namespaces/',
        position: 'left',
        activeBasePaths: ['/docs/api/'],
      },
      { type: 'link', label: 'Research', to: '/research/', position: 'right' },
      { type: 'link', label: 'Contribute', to: '/contribute/', position: 'right' },
      { type: 'link', label: 'GitHub', href: repositoryUrl, position: 'right' },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      { type: 'themeToggle', position: 'right' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Getting Started', to: '/docs/getting-started/' },
          { label: 'Installation', to: '/docs/installation/' },
          { label: 'Issues & Limitations', to: '/docs/issues-and-limitations/' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Celerity Discord', href: 'https://discord.gg/k8vWTPB' },
          { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/celerity-hpc' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Research', to: '/research/' },
          { label: 'Contribute', to: '/contribute/' },
          { label: 'Blog', to: '/blog/' },
          { label: 'GitHub', href: repositoryUrl },
        ],
      },
    ],
    copyright: [
      'Copyright © 2025 Distributed and Parallel Systems Group, University of Innsbruck.',
      'SYCL and the SYCL logo are trademarks of the Khronos Group Inc.',
    ],
  },
  announcementBar: {
    id: 'celerity-0-7',
    content: 'Celerity 0.7 is out:',
    link: { label: 'read the release notes on the blog', href: '/blog/celerity-0-7-0-released/' },
  },
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', htmlLang: 'en', direction: 'ltr', calendar: 'gregory' } },
  },
  search: {
    appId: process.env.NEXT_PUBLIC_DOCSEARCH_APP_ID || null,
    apiKey: process.env.NEXT_PUBLIC_DOCSEARCH_API_KEY || null,
    indexName: process.env.NEXT_PUBLIC_DOCSEARCH_INDEX_NAME || null,
  },
  social: {
    discord: 'https://discord.gg/k8vWTPB',
    stackOverflowTag: 'https://stackoverflow.com/questions/tagged/celerity-hpc',
  },
});
