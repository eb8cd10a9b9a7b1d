// C++ code blocks of an MDX file (guides, blog posts, pages), with their place in the file.
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { compileMdx } from '@/lib/content/compile-mdx';
import { ValidationError } from '@/lib/validation/problem';
import { FenceError, isCppLanguage, parseFenceMeta, type SampleBlock } from './sample-block';

/** Lines of a fence's value, padded back to their columns in the file (remark strips list indentation). */
function padToSource(value: string, sourceLines: string[], firstLine: number): string[] {
  return value.split('\n').map((text, index) => {
    const raw = sourceLines[firstLine - 1 + index] ?? '';
    return text && raw.endsWith(text) ? ' '.repeat(raw.length - text.length) + text : text;
  });
}

export function mdxSampleBlocks(file: string, source: string): SampleBlock[] {
  let tree;
  try {
    tree = compileMdx(file, source).tree;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const [problem] = error.problems;
    throw new FenceError(file, problem?.line ?? 1, problem?.message ?? error.message);
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
