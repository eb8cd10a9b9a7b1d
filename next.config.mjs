import createMDX from '@next/mdx';
import path from 'node:path';
import { normaliseBasePath } from './lib/config/base-path.mjs';
import { reproducibleBuildId } from './lib/config/build-id.mjs';

const basePath = normaliseBasePath(process.env.BASE_PATH);
const local = (file) => path.join(import.meta.dirname, file);

// Turbopack loads MDX plugins by name or absolute path, never as functions.
const withMDX = createMDX({
  extension: /\.mdx$/,
  options: {
    remarkPlugins: [
      'remark-frontmatter',
      'remark-gfm',
      local('lib/mdx/remark-version-links.mjs'),
      local('lib/mdx/remark-api-links.mjs'),
    ],
    rehypePlugins: [
      'rehype-slug',
      [
        'rehype-autolink-headings',
        {
          behavior: 'append',
          properties: { className: ['hash-link'] },
          content: { type: 'text', value: '#' },
        },
      ],
      local('lib/mdx/rehype-heading-link-labels.mjs'),
      [local('lib/mdx/rehype-code-blocks.mjs'), { html: true }],
      local('lib/mdx/rehype-table-labels.mjs'),
      local('lib/mdx/rehype-image-size.mjs'),
    ],
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  // Every link is written with its trailing slash. Without this, next/link drops the slash of a path
  // whose last segment looks like a file name, which the docs home of a version is (/docs/0.6/).
  skipTrailingSlashRedirect: true,
  basePath,
  pageExtensions: ['ts', 'tsx', 'mdx'],
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Two builds of one commit get one id (Next's default is random per build); see lib/config/build-id.mjs.
  generateBuildId: () => reproducibleBuildId({ root: import.meta.dirname, env: process.env }),
  // `npm run typecheck` checks types once for the whole repo; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  env: {
    NEXT_PUBLIC_BASE_PATH: basePath,
    // Test hooks (components/layout/crash-probe.tsx) are built in only for the e2e tests' build.
    CELERITY_TEST_HOOKS: process.env.CELERITY_TEST_HOOKS === '1' ? '1' : '',
  },
};

export default withMDX(nextConfig);
