// @ts-check
// Gives every image of a page that is a site file (`![…](/img/docs/x.svg)`) its intrinsic width and height,
// read from the file in public/ (image-size). With both attributes the browser reserves the image's box
// before it loads (the stylesheet scales it with `height: auto`), so a lazy image does not push the text
// below it down when it arrives. A missing or unreadable file fails the build, naming the page and line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { visit } from 'unist-util-visit';

const PUBLIC_DIR = path.join(import.meta.dirname, '..', '..', 'public');

/**
 * @param {string} src a site path such as `/img/docs/x.svg`
 * @returns {{ width: number, height: number }}
 */
export function siteImageSize(src, publicDir = PUBLIC_DIR) {
  const file = path.join(publicDir, decodeURI(src.split(/[?#]/)[0] ?? ''));
  let bytes;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new Error(`no such file in public/: ${src} (expected ${path.relative(process.cwd(), file)})`);
  }
  let size;
  try {
    size = imageSize(bytes);
  } catch {
    size = { width: 0, height: 0 };
  }
  if (!size.width || !size.height)
    throw new Error(
      `${src}: could not read the image's width and height (an SVG needs width/height or a viewBox)`,
    );
  return { width: size.width, height: size.height };
}

/** @param {{ publicDir?: string }} [options] */
export default function rehypeImageSize(options = {}) {
  /**
   * @param {import('hast').Root} tree
   * @param {import('vfile').VFile} file
   */
  return (tree, file) => {
    visit(tree, 'element', (node) => {
      const src = node.properties?.src;
      if (node.tagName !== 'img' || typeof src !== 'string' || !src.startsWith('/') || src.startsWith('//'))
        return;
      if (node.properties.width !== undefined || node.properties.height !== undefined) return;
      try {
        node.properties = { ...node.properties, ...siteImageSize(src, options.publicDir) };
      } catch (error) {
        const line = node.position?.start.line;
        throw new Error(
          `${file.path ?? 'MDX'}${line ? `:${line}` : ''}: image ${/** @type {Error} */ (error).message}`,
        );
      }
    });
  };
}
