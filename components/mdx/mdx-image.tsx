import type { ComponentProps } from 'react';
import styles from './prose.module.css';

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** The guides' own diagrams: drawings up to 960 px wide with 11–14 px text. */
const DIAGRAM = /^\/img\/docs\/[^/]+\.svg$/;

/** Local images get the base path; width and height come from lib/mdx/rehype-image-size.mjs. A diagram
 * shrunk to a phone's column has text of 4–6 px: under it, a link opens the drawing alone, at its own
 * size, to zoom and pan (shown on narrow screens only; the Markdown twin leaves it out). */
export function MdxImage({ src, alt, ...props }: ComponentProps<'img'>) {
  const url = typeof src === 'string' && src.startsWith('/') ? `${basePath}${src}` : src;
  // eslint-disable-next-line @next/next/no-img-element -- static export: images are served as authored
  const image = <img src={url} alt={alt ?? ''} loading="lazy" decoding="async" {...props} />;
  if (typeof src !== 'string' || !DIAGRAM.test(src)) return image;
  return (
    <>
      {image}
      <a className={styles.fullSize} href={`${basePath}${src}`} data-twin-omit="">
        Open the diagram at full size
      </a>
    </>
  );
}
