/** Pages at a fixed path with a fixed head: their routes (lib/site/routes.ts) and their metadata in app/ agree. */
export const FIXED_PAGES = {
  research: {
    path: '/research/',
    title: 'Research',
    description:
      'Publications and talks about Celerity, the institutions and grants behind it, and how to cite it.',
  },
  search: { path: '/search/', title: 'Search', description: 'Search the Celerity guides and API reference.' },
  blog: { path: '/blog/', title: 'Blog', description: 'News and release notes of Celerity.' },
  blogTags: { path: '/blog/tags/', title: 'Blog tags', description: 'Blog posts by tag.' },
} as const;
