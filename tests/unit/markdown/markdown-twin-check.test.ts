import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { markdownTwinProblems } from '@/lib/export/markdown-twins';
import { writeIn } from '../temp-dir';

let out: string;
const write = (file: string, text: string) => writeIn(out, file, text);
afterEach(() => rmSync(out, { recursive: true, force: true }));

describe('the markdown-twins check', () => {
  it('finds every page’s twin and both llms files, and names the page whose twin is gone', () => {
    out = mkdtempSync(path.join(tmpdir(), 'twins-'));
    write('index.html', '<main>home</main>');
    write('docs/queue/index.html', '<main>queue</main>');
    write('404/index.html', 'not found');
    write('index.md', '# Home');
    write('docs/queue.md', '# Queue');
    write('llms.txt', '# Celerity');
    write('llms-full.txt', '# Guides');
    expect(markdownTwinProblems(out)).toEqual([]);
    rmSync(path.join(out, 'docs/queue.md'));
    write('llms-full.txt', '');
    const problems = markdownTwinProblems(out);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/docs\/queue\.md: the page's Markdown twin is missing or empty$/);
    expect(problems[1]).toMatch(/llms-full\.txt: missing or empty$/);
  });
});
