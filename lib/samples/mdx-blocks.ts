// C++ code blocks of an MDX file (guides, blog posts, pages), and the code of its explorers, with their
// place in the file.
import type { RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { compileMdx } from '@/lib/content/compile-mdx';
import { ValidationError } from '@/lib/validation/problem';
import { explorerElementBlock } from './explorer-blocks';
import { FenceError, isCppLanguage, parseFenceMeta, type SampleBlock } from './sample-block';

/** Lines of a fence's value, padded back to their columns in the file (remark strips list indentation). */
function padToSource(value: string, sourceLines: string[], firstLine: number): string[] {
  return value.split('\n').map((text, index) => {
    const raw = sourceLines[firstLine - 1 + index] ?? '';
    return text && raw.endsWith(text) ? ' '.repeat(raw.length - text.length) + text : text;
  });
}

/** An explorer's code; its attributes must be written as strings, so the checker can read them. */
function explorerBlock(file: string, node: Extract<RootContent, { type: 'mdxJsxFlowElement' }>): SampleBlock {
  const line = node.position?.start.line ?? 1;
  const text = (name: string) => {
    const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
    if (attribute && typeof attribute.value !== 'string')
      throw new FenceError(file, line, `<Explorer ${name}>: expected a string, like ${name}="…"`);
    return attribute?.value as string | undefined;
  };
  const preset = text('preset');
  if (preset === undefined) throw new FenceError(file, line, '<Explorer>: expected a preset="…" attribute');
  return explorerElementBlock(file, line, preset, text('api'));
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
  visit(tree, ['code', 'mdxJsxFlowElement'], (node) => {
    if (node.type === 'mdxJsxFlowElement') {
      if (node.name === 'Explorer') blocks.push(explorerBlock(file, node));
      return;
    }
    if (node.type !== 'code' || !isCppLanguage(node.lang)) return;
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
