import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importClosure, importSpecifiers } from '@/lib/site/import-closure';
import { dropStaleMdxCache, mdxPluginInputs } from '@/lib/site/mdx-build-cache';
import { localMdxPluginFiles } from '@/lib/mdx/plugin-options.mjs';
import { writeIn } from '../temp-dir';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});
const write = (file: string, text: string) => writeIn(root!, file, text);

describe('the MDX plugins’ inputs', () => {
  it('hash every module a plugin imports, however deep (base-path.mjs through rehype-code-blocks)', () => {
    const inputs = mdxPluginInputs();
    expect(inputs).toEqual(expect.arrayContaining(localMdxPluginFiles(process.cwd())));
    expect(inputs).toContain('lib/config/base-path.mjs');
    expect(inputs).toContain('lib/api/xref/xref-index.mjs');
    expect(inputs).toContain('lib/config/docs-versions.mjs');
    expect(inputs).toContain('content/versions.yaml');
  });

  it('every relative import of a hashed module is hashed too', () => {
    const inputs = new Set(mdxPluginInputs());
    const missing = [...inputs]
      .filter((file) => /\.m?js$/.test(file))
      .flatMap((file) =>
        importSpecifiers(readText(file))
          .filter(({ specifier }) => specifier.startsWith('.'))
          .map(({ specifier }) => path.join(path.dirname(file), specifier))
          .filter((target) => !inputs.has(target)),
      );
    expect(missing).toEqual([]);
  });

  it('a file a plugin starts importing drops the cache when it changes', () => {
    root = mkdtempSync(path.join(tmpdir(), 'mdx-inputs-'));
    write('lib/mdx/plugin.mjs', "import { a } from './helper.mjs';\nexport default a;");
    write('lib/mdx/helper.mjs', "import { b } from '../config/deep.mjs';\nexport const a = b;");
    write('lib/config/deep.mjs', 'export const b = 1;');
    const inputs = () => importClosure(root!, ['lib/mdx/plugin.mjs']);
    expect(inputs()).toEqual(['lib/config/deep.mjs', 'lib/mdx/helper.mjs', 'lib/mdx/plugin.mjs']);
    dropStaleMdxCache(root, inputs());
    write('.next/cache/page.js', 'compiled');
    expect(dropStaleMdxCache(root, inputs())).toBe(false);
    write('lib/config/deep.mjs', 'export const b = 2;');
    expect(dropStaleMdxCache(root, inputs())).toBe(true);
  });

  it('an import it cannot follow is an error naming the file and line', () => {
    root = mkdtempSync(path.join(tmpdir(), 'mdx-inputs-'));
    write('lib/mdx/plugin.mjs', "import 'unified';\nimport { x } from '@/lib/x';\nawait import(name);");
    expect(() => importClosure(root!, ['lib/mdx/plugin.mjs'])).toThrow(
      'lib/mdx/plugin.mjs:2: cannot follow the import "@/lib/x"',
    );
    write('lib/mdx/plugin.mjs', 'const m = await import(name);');
    expect(() => importClosure(root!, ['lib/mdx/plugin.mjs'])).toThrow('lib/mdx/plugin.mjs:1');
  });
});

const readText = (file: string): string => readFileSync(path.join(process.cwd(), file), 'utf8');
