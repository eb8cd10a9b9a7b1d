// @ts-check
// The remark and rehype plugins of every MDX page, in order. next.config.mjs passes them to @next/mdx;
// lib/site/mdx-build-cache.ts hashes the local ones and everything they import, so that a change to
// any of them drops Next's cached pages. Turbopack loads plugins by name or absolute path only.
import path from 'node:path';

/**
 * @typedef {string | [string, Record<string, unknown>]} PluginEntry
 * @typedef {{ remarkPlugins: PluginEntry[], rehypePlugins: PluginEntry[] }} MdxPluginOptions
 */

/**
 * @param {string} root the project folder; local plugins are given as absolute paths below it
 * @returns {MdxPluginOptions}
 */
export function mdxPluginOptions(root) {
  const local = (/** @type {string} */ file) => path.join(root, file);
  return {
    remarkPlugins: [
      'remark-frontmatter',
      'remark-gfm',
      local('lib/mdx/remark-version-links.mjs'),
      local('lib/mdx/remark-explorer-index.mjs'),
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
  };
}

/**
 * The local plugin files (relative to `root`); the others are packages, covered by package-lock.json.
 * @param {string} root
 */
export function localMdxPluginFiles(root) {
  const { remarkPlugins, rehypePlugins } = mdxPluginOptions(root);
  return [...remarkPlugins, ...rehypePlugins]
    .map((entry) => (typeof entry === 'string' ? entry : entry[0]))
    .filter((name) => path.isAbsolute(name))
    .map((file) => path.relative(root, file));
}
