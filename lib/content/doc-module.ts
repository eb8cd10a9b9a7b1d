import type { ComponentType } from 'react';
import type { MDXProps } from 'mdx/types';

type MdxCollection = 'docs' | 'pages' | 'blog';

// One literal import per folder, so the bundler can see each folder's modules.
const importers: Record<MdxCollection, (id: string) => Promise<{ default?: unknown }>> = {
  docs: (id) => import(`../../content/docs/${id}.mdx`),
  pages: (id) => import(`../../content/pages/${id}.mdx`),
  blog: (id) => import(`../../content/blog/${id}.mdx`),
};

/**
 * Loads a compiled MDX module. A module without a default export is a build error
 * that asks for a component, not an empty page.
 */
export async function loadMdxComponent(
  collection: MdxCollection,
  id: string,
): Promise<ComponentType<MDXProps>> {
  const loaded = await importers[collection](id);
  if (typeof loaded.default !== 'function') {
    throw new Error(
      `content/${collection}/${id}.mdx: the module has no default export. Export a React component as default.`,
    );
  }
  return loaded.default as ComponentType<MDXProps>;
}
