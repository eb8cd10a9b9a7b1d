import { describe, expect, it } from 'vitest';
import { headerSampleBlocks } from '@/lib/samples/header-blocks';
import { mdxSampleBlocks } from '@/lib/samples/mdx-blocks';
import { sampleBlocksOf } from '@/lib/samples/collect';

describe('mdxSampleBlocks', () => {
  const mdx = [
    '---', // 1
    'title: T', // 2
    '---', // 3
    '', // 4
    '```bash', // 5
    'cmake ..', // 6
    '```', // 7
    '', // 8
    '- a list item', // 9
    '', // 10
    '  ```cpp title="x.cpp" prelude="main"', // 11
    '  int x = 1;', // 12
    '    x += 2;', // 13
    '  ```', // 14
  ].join('\n');

  it('finds C++ fences only, with the line of their first code line and their options', () => {
    const blocks = mdxSampleBlocks('docs/t.mdx', mdx);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ file: 'docs/t.mdx', line: 12, options: { prelude: 'main' } });
  });

  it('pads lines back to their column in the file', () => {
    expect(mdxSampleBlocks('docs/t.mdx', mdx)[0]!.lines).toEqual(['  int x = 1;', '    x += 2;']);
  });

  it('reports bad fence options at the fence line', () => {
    expect(() => mdxSampleBlocks('docs/t.mdx', '\n```cpp nocheck\nint x;\n```\n')).toThrow(
      'docs/t.mdx:2: nocheck',
    );
  });
});

describe('headerSampleBlocks', () => {
  const header = [
    '#pragma once', // 1
    '/**', // 2
    ' * Brief.', // 3
    ' *', // 4
    ' * ```cpp', // 5
    ' * //% int n = 4;', // 6
    ' * f(n);', // 7
    ' * ```', // 8
    ' */', // 9
    'void f(int);', // 10
    '', // 11
    '/// @code', // 12
    '/// g();', // 13
    '/// @endcode', // 14
    'void g();', // 15
    '/// ```text', // 16
    '/// not C++', // 17
    '/// ```', // 18
    'void h();', // 19
  ].join('\n');

  it('finds fenced and @code examples in block and line doc comments, skipping other languages', () => {
    const blocks = headerSampleBlocks('include/x.h', header);
    expect(blocks.map((b) => b.line)).toEqual([6, 13]);
  });

  it('turns the comment markers into spaces so columns match the header', () => {
    const [first, second] = headerSampleBlocks('include/x.h', header);
    expect(first!.lines).toEqual(['   //% int n = 4;', '   f(n);']);
    expect(second!.lines).toEqual(['    g();']);
  });

  it('rejects an example that is never closed', () => {
    expect(() => headerSampleBlocks('include/x.h', '/**\n * ```cpp\n * f();\n */\n')).toThrow(
      'include/x.h:2: code block in a doc comment is never closed',
    );
  });
});

describe('sampleBlocksOf', () => {
  it('takes a C++ file as one block', () => {
    const [block] = sampleBlocksOf('home/example.cpp', 'int main() {}\n');
    expect(block).toMatchObject({ file: 'home/example.cpp', line: 1, lines: ['int main() {}'] });
  });
});
