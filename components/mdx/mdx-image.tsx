import type { ComponentProps } from 'react';

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** Local images get the base path; width and height come from lib/mdx/rehype-image-size.mjs. */
export function MdxImage({ src, alt, ...props }: ComponentProps<'img'>) {
  const url = typeof src === 'string' && src.startsWith('/') ? `${basePath}${src}` : src;
  // eslint-disable-next-line @next/next/no-img-element -- static export: images are served as authored
  return <img src={url} alt={alt ?? ''} loading="lazy" decoding="async" {...props} />;
}
