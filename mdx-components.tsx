import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { Callout } from '@/components/mdx/callout';
import { CodeBlock } from '@/components/mdx/code-block';
import { MdxImage } from '@/components/mdx/mdx-image';
import { MdxLink } from '@/components/mdx/mdx-link';
import { MdxTable } from '@/components/mdx/mdx-table';

type FigureProps = ComponentProps<'figure'> & { 'data-code-block'?: string };

const components: MDXComponents = {
  a: MdxLink,
  img: MdxImage,
  table: MdxTable,
  figure: (props: FigureProps) =>
    'data-code-block' in props ? <CodeBlock {...props} /> : <figure {...props} />,
  Callout,
};

// Required by @next/mdx with the App Router.
export function useMDXComponents(): MDXComponents {
  return components;
}
