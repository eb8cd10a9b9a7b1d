import createMDX from '@next/mdx';
import { normaliseBasePath } from './lib/config/base-path.mjs';
import { reproducibleBuildId } from './lib/config/build-id.mjs';
import { mdxPluginOptions } from './lib/mdx/plugin-options.mjs';

const basePath = normaliseBasePath(process.env.BASE_PATH);
// Turbopack loads MDX plugins by name or absolute path, never as functions.
const withMDX = createMDX({ extension: /\.mdx$/, options: mdxPluginOptions(import.meta.dirname) });

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
  experimental: {
    // Turbopack keeps compiled modules in .next/cache so that the next build of this checkout compiles
    // less; writing it costs about 15 s per build. A build whose checkout is thrown away afterwards (CI's
    // fresh clone, the reproducibility check's copies) sets CELERITY_BUILD_CACHE=off.
    turbopackFileSystemCacheForBuild: process.env.CELERITY_BUILD_CACHE !== 'off',
    // Next's own alternative to the inline-guide-styles and merge-stylesheets passes, for the benchmark's
    // side-by-side figures only (scripts/bench/pass-figures.ts); its output needs those passes off.
    inlineCss: process.env.CELERITY_BENCH_NEXT_INLINE_CSS === '1',
  },
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
