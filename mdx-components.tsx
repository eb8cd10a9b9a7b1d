import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { Callout } from '@/components/mdx/callout';
import { CodeBlock } from '@/components/mdx/code-block';
import { Explorer } from '@/components/explorer/explorer';
import { explorerCodeLinks } from '@/lib/mdx/explorer-code-links';
import { DEFAULT_EXPLORER_API, type ExplorerApi } from '@/lib/explorer/ui-api';
import { MdxImage } from '@/components/mdx/mdx-image';
import { MdxLink } from '@/components/mdx/mdx-link';
import { MdxTable } from '@/components/mdx/mdx-table';
import { Since } from '@/components/mdx/since';

type FigureProps = ComponentProps<'figure'> & { 'data-code-block'?: string };
type PreProps = ComponentProps<'pre'> & { 'data-code-html'?: string };

/** Highlighted code arrives as one HTML string (lib/mdx/rehype-code-blocks.mjs): one element to hydrate. */
function Pre({ 'data-code-html': html, ...props }: PreProps) {
  return html === undefined ? (
    <pre {...props} />
  ) : (
    <pre {...props} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

const components: MDXComponents = {
  a: MdxLink,
  img: MdxImage,
  table: MdxTable,
  pre: Pre,
  figure: (props: FigureProps) =>
    'data-code-block' in props ? <CodeBlock {...props} /> : <figure {...props} />,
  Callout,
  // lib/mdx/remark-explorer-index.mjs adds the name index of the guide's version; the explorer's code
  // links its names with it, as the guide's code blocks do.
  Explorer: ({ xrefIndex, ...props }: { preset: string; api?: string; xrefIndex?: string }) => (
    <Explorer
      {...props}
      links={explorerCodeLinks(xrefIndex, (props.api ?? DEFAULT_EXPLORER_API) as ExplorerApi)}
    />
  ),
  Since,
};

// Required by @next/mdx with the App Router.
export function useMDXComponents(): MDXComponents {
  return components;
}
