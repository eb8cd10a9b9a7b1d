// C++ examples in the doc comments of the API synopsis headers: Markdown fences (```cpp) and
// Doxygen's @code … @endcode, with the comment markers turned into spaces so that line and column
// numbers are those of the header.
import { FenceError, isCppLanguage, parseFenceMeta, type SampleBlock } from './sample-block';

/** The comment column of a doc comment line: `///`, `//!`, or the ` * ` of a block comment. */
const LINE_COMMENT = /^(\s*\/\/[/!]<?)(.*)$/;
const BLOCK_LINE = /^(\s*\*(?!\/))(.*)$/;
const FENCE = /^\s*```\s*([\w+-]*)\s*(.*)$/;
const CODE_START = /^\s*[@\\]code(?:\{\.?([\w+-]+)\})?\s*$/;
const CODE_END = /^\s*[@\\]endcode\s*$/;

interface CommentLine {
  line: number;
  /** The text after the comment marker, padded with spaces to its column. */
  text: string;
}

/** Splits a header into runs of doc comment lines. */
function docComments(source: string): CommentLine[][] {
  const runs: CommentLine[][] = [];
  let current: CommentLine[] | undefined;
  let inBlock = false;
  source.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (inBlock) {
      const end = raw.indexOf('*/');
      const body = end >= 0 ? raw.slice(0, end) : raw;
      const starred = BLOCK_LINE.exec(body);
      current!.push({ line, text: starred ? ' '.repeat(starred[1]!.length) + starred[2] : body });
      if (end >= 0) inBlock = false;
      return;
    }
    const open = /^(\s*\/\*[*!]<?)(.*)$/.exec(raw);
    if (open && !raw.includes('*/')) {
      current = [];
      runs.push(current);
      inBlock = true;
      return;
    }
    const single = LINE_COMMENT.exec(raw);
    if (single && !raw.trimStart().startsWith('////')) {
      if (!current || current.at(-1)?.line !== line - 1) runs.push((current = []));
      current.push({ line, text: ' '.repeat(single[1]!.length) + single[2] });
      return;
    }
    current = undefined;
  });
  return runs;
}

export function headerSampleBlocks(file: string, source: string): SampleBlock[] {
  const blocks: SampleBlock[] = [];
  for (const comment of docComments(source)) {
    let open: { line: number; cpp: boolean; meta: string; fence: boolean; lines: string[] } | undefined;
    for (const { line, text } of comment) {
      const fence = FENCE.exec(text);
      const codeStart = CODE_START.exec(text);
      if (open) {
        if ((open.fence && fence) || (!open.fence && CODE_END.test(text))) {
          if (open.cpp) {
            blocks.push({
              file,
              line: open.line + 1,
              lines: open.lines,
              options: parseFenceMeta(open.meta, file, open.line),
            });
          }
          open = undefined;
        } else open.lines.push(text);
      } else if (fence) {
        open = { line, cpp: isCppLanguage(fence[1]), meta: fence[2] ?? '', fence: true, lines: [] };
      } else if (codeStart) {
        open = { line, cpp: isCppLanguage(codeStart[1] ?? 'cpp'), meta: '', fence: false, lines: [] };
      }
    }
    if (open) throw new FenceError(file, open.line, 'code block in a doc comment is never closed');
  }
  return blocks;
}
