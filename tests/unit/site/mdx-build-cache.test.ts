import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dropStaleMdxCache } from '@/lib/site/mdx-build-cache';
import { writeIn } from '../temp-dir';

let root: string;
const inputs = ['lib/mdx', '.generated/api/xref-index.json'];
const write = (file: string, text: string) => writeIn(root, file, text);
const cachedPage = () => path.join(root, '.next/cache/turbopack/page.js');

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('dropStaleMdxCache', () => {
  it('keeps the cache while the plugin inputs stay the same and drops it when one changes', () => {
    root = mkdtempSync(path.join(tmpdir(), 'mdx-cache-'));
    write('lib/mdx/plugin.mjs', 'export default 1;');
    write('.generated/api/xref-index.json', '{"names":{}}');
    write('.next/cache/turbopack/page.js', 'compiled');
    // No record of the inputs yet: the cache cannot be trusted.
    expect(dropStaleMdxCache(root, inputs)).toBe(true);
    expect(existsSync(cachedPage())).toBe(false);
    write('.next/cache/turbopack/page.js', 'compiled');
    expect(dropStaleMdxCache(root, inputs)).toBe(false);
    expect(existsSync(cachedPage())).toBe(true);
    write('.generated/api/xref-index.json', '{"names":{"celerity::queue":"/q/"}}');
    expect(dropStaleMdxCache(root, inputs)).toBe(true);
    expect(existsSync(cachedPage())).toBe(false);
    write('.next/cache/turbopack/page.js', 'compiled');
    write('lib/mdx/nested/helper.mjs', 'export const x = 2;');
    expect(dropStaleMdxCache(root, inputs)).toBe(true);
  });
});
