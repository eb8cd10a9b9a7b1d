// C++ code blocks of an MDX file (guides, blog posts, pages), with their place in the file.
import type { Code, Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { FenceError, isCppLanguage, parseFenceMeta, type SampleBlock } from './sample-block';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);

/** Lines of a fence's value, padded back to their columns in the file (remark strips list indentation). */
function padToSource(value: string, sourceLines: string[], firstLine: number): string[] {
  return value.split('\n').map((text, index) => {
    const raw = sourceLines[firstLine - 1 + index] ?? '';
    return text && raw.endsWith(text) ? ' '.repeat(raw.length - text.length) + text : text;
  });
}

export function mdxSampleBlocks(file: string, source: string): SampleBlock[] {
  let tree: Root;
  try {
    tree = parser.parse(source);
  } catch (error) {
    const place = error as { line?: number; reason?: string; message: string };
    throw new FenceError(file, place.line ?? 1, `MDX syntax error: ${place.reason ?? place.message}`);
  }
  const sourceLines = source.split('\n');
  const blocks: SampleBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    if (!isCppLanguage(node.lang)) return;
    const fenceLine = node.position?.start.line ?? 1;
    blocks.push({
      file,
      line: fenceLine + 1,
      lines: padToSource(node.value, sourceLines, fenceLine + 1),
      options: parseFenceMeta(node.meta, file, fenceLine),
    });
  });
  return blocks;
}
