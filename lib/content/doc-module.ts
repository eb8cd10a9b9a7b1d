import type { ComponentType } from 'react';
import type { MDXProps } from 'mdx/types';

type MdxCollection = 'docs' | 'pages' | 'blog';

// One literal import per folder, so the bundler can see each folder's modules.
const importers: Record<MdxCollection, (id: string) => Promise<{ default?: unknown }>> = {
  docs: (id) => import(`../../content/docs/${id}.mdx`),
  pages: (id) => import(`../../content/pages/${id}.mdx`),
  blog: (id) => import(`../../content/blog/${id}.mdx`),
};

/** A guide of a docs version: the working copy, or a release's snapshot (content/versioned_docs/). */
export async function loadDocComponent(
  version: { name: string; isCurrent: boolean },
  id: string,
): Promise<ComponentType<MDXProps>> {
  if (version.isCurrent) return loadMdxComponent('docs', id);
  const loaded = (await import(`../../content/versioned_docs/version-${version.name}/${id}.mdx`)) as {
    default?: unknown;
  };
  return defaultComponent(loaded, `content/versioned_docs/version-${version.name}/${id}.mdx`);
}

/**
 * Loads a compiled MDX module. A module without a default export is a build error
 * that asks for a component, not an empty page.
 */
export async function loadMdxComponent(
  collection: MdxCollection,
  id: string,
): Promise<ComponentType<MDXProps>> {
  return defaultComponent(await importers[collection](id), `content/${collection}/${id}.mdx`);
}

function defaultComponent(loaded: { default?: unknown }, file: string): ComponentType<MDXProps> {
  if (typeof loaded.default !== 'function')
    throw new Error(`${file}: the module has no default export. Export a React component as default.`);
  return loaded.default as ComponentType<MDXProps>;
}
