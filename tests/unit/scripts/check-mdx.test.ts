import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outlineMdx } from '@/lib/content/doc-outline';

const root = path.resolve(__dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'check-mdx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// An unclosed <div> on line 11: the parser's error carries no place, only the tag's position in its text.
const source = '---\ntitle: X\ndescription: Y\n---\n\nIntro.\n\n## Part\n\nText.\n<div>\n\nMore text.\n';

describe('scripts/check-mdx.mjs', () => {
  it('reports the same file:line:col as the build', () => {
    const file = path.join(dir, 'pitfalls.mdx');
    writeFileSync(file, source);
    const run = spawnSync(process.execPath, ['scripts/check-mdx.mjs', file], { cwd: root, encoding: 'utf8' });
    const expected = `${file}:11:1: MDX syntax error: Expected a closing tag for \`<div>\` (11:1-11:6)`;
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(expected);
    expect(() => outlineMdx(file, source)).toThrow(expected);
  });
});
