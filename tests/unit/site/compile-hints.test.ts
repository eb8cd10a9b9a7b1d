import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { externalizePayload } from '@/lib/export/flight-payload';
import {
  addCompileHints,
  COMPILE_HINT,
  CompileHintError,
  startupScripts,
  withCompileHint,
} from '@/lib/export/compile-hints';
import { tempDir, writeIn } from '../temp-dir';

const BOOTSTRAP = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
/** A page as Next exports it, then with its payload moved out (the step before the hints). */
const exported = (scripts: string[]) =>
  externalizePayload(
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${scripts.map((src) => `<script src="${src}" async=""></script>`).join('')}</head><body>x${BOOTSTRAP}<script>self.__next_f.push([1,"a"])</script></body></html>`,
    'page.html',
    '/index.txt',
  );

function exportWith(pages: Record<string, string[]>, scripts: Record<string, string>) {
  const dir = tempDir('compile-hints-');
  const files: string[] = [];
  const write = (relative: string, text: string) => files.push(writeIn(dir, relative, text));
  for (const [name, text] of Object.entries(scripts)) write(`_next/static/chunks/${name}`, text);
  for (const [route, srcs] of Object.entries(pages)) write(`${route}index.html`, exported(srcs));
  return { dir, files };
}

describe('addCompileHints', () => {
  it('reads the startup scripts from the payload loader', () => {
    expect(startupScripts(exported(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']))).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
    ]);
  });

  it('starts every startup script of every page with the hint, once, and leaves other scripts alone', () => {
    const { dir, files } = exportWith(
      {
        '': ['/_next/static/chunks/a.js'],
        'docs/': ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'],
      },
      { 'a.js': 'A()', 'b.js': 'B()', 'lazy.js': 'L()' },
    );
    expect(addCompileHints(dir, '', files).sort()).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
    ]);
    addCompileHints(dir, '', files);
    const read = (name: string) => readFileSync(path.join(dir, '_next/static/chunks', name), 'utf8');
    expect(read('a.js')).toBe(`${COMPILE_HINT}A()`);
    expect(read('b.js')).toBe(`${COMPILE_HINT}B()`);
    expect(read('lazy.js')).toBe('L()');
    expect(withCompileHint(read('a.js'))).toBe(read('a.js'));
  });

  it('refuses a startup script outside the static folder', () => {
    const { dir, files } = exportWith({ '': ['https://cdn.example/a.js'] }, {});
    expect(() => addCompileHints(dir, '', files)).toThrow(CompileHintError);
  });
});
