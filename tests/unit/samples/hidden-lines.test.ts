import { describe, expect, it } from 'vitest';
import { renderDocMarkdown } from '@/lib/api/pages/render-doc-markdown';
import { highlightToHtml } from '@/lib/mdx/highlighter.mjs';
import { outlineMdx } from '@/lib/content/doc-outline';
import { dropHiddenLines, isHiddenLine, revealHiddenLine } from '@/lib/config/hidden-lines.mjs';

describe('hidden sample lines', () => {
  it('are lines starting with //% followed by a space or nothing', () => {
    expect(isHiddenLine('//% int n = 4;')).toBe(true);
    expect(isHiddenLine('    //% int n = 4;')).toBe(true);
    expect(isHiddenLine('//%')).toBe(true);
    expect(isHiddenLine('//%int n;')).toBe(false);
    expect(isHiddenLine('int n; //% not at the start')).toBe(false);
  });

  it('become code with the marker blanked, so columns stay', () => {
    expect(revealHiddenLine('  //% int n = 4;')).toBe('      int n = 4;');
  });

  it('are dropped from C++ blocks only', () => {
    expect(dropHiddenLines('//% int n = 4;\nf(n);', 'cpp')).toBe('f(n);');
    expect(dropHiddenLines('//% kept\necho', 'bash')).toBe('//% kept\necho');
  });

  it('never reach the highlighted HTML of guides and the home page', async () => {
    const html = await highlightToHtml('//% celerity::queue q;\nq.wait();', 'cpp');
    expect(html).toContain('wait');
    expect(html).not.toContain('celerity');
  });

  it('never reach the rendered examples of API doc comments', async () => {
    const html = await renderDocMarkdown('Example:\n\n```cpp\n//% int secret_context = 1;\nvisible();\n```');
    expect(html).toContain('visible');
    expect(html).not.toContain('secret_context');
  });
});

describe('guide outlines (search text)', () => {
  it('leave out code blocks and their hidden lines, also inside lists', () => {
    const outline = outlineMdx(
      'docs/x.mdx',
      [
        '## Steps',
        '',
        '- First step:',
        '',
        '  ```cpp',
        '  //% int hidden_context = 0;',
        '  run();',
        '  ```',
        '',
      ].join('\n'),
    );
    expect(outline.sections[0]?.text).toBe('First step:');
  });
});
