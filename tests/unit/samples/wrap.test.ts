import { describe, expect, it } from 'vitest';
import type { SampleBlock } from '@/lib/samples/sample-block';
import { buildTranslationUnit, WRAPPER_FILE } from '@/lib/samples/wrap';
import { isDeclaration, isNamespaceScopeItem, topLevelItems } from '@/lib/samples/top-level-items';

const block = (lines: string[], prelude: SampleBlock['options']['prelude'] = 'auto'): SampleBlock => ({
  file: 'docs/a.mdx',
  line: 10,
  lines,
  options: { prelude },
});

/** The unit's lines with the `#line` directives resolved: [file:line, text] for every code line. */
function placed(source: string): string[] {
  const out: string[] = [];
  let file = '';
  let line = 0;
  for (const text of source.trimEnd().split('\n')) {
    const directive = /^#line (\d+) "(.*)"$/.exec(text);
    if (directive) {
      [line, file] = [Number(directive[1]), directive[2]!];
      continue;
    }
    out.push(`${file === WRAPPER_FILE ? '-' : `${file}:${line}`} ${text.trim()}`.trimEnd());
    line += 1;
  }
  return out;
}

describe('topLevelItems', () => {
  it('splits at semicolons and closing braces outside brackets, strings and comments', () => {
    const items = topLevelItems([
      'const char* s = "a;b}"; // c;',
      'void f() {',
      '  g(); }',
      'auto l = [](int x) { return x; };',
      '#include <x>',
      'struct s {',
      '} instance;',
    ]);
    expect(items.map((i) => [i.first, i.last, isNamespaceScopeItem(i)])).toEqual([
      [0, 0, false],
      [1, 2, true],
      [3, 3, false],
      [4, 4, true],
      [5, 6, true],
    ]);
  });

  it('tells declarations from expression statements', () => {
    const kinds = topLevelItems([
      'constexpr size_t n = 4;',
      'celerity::buffer<float, 1> b{celerity::range<1>{n}};',
      'const auto* p = &n;',
      'q.submit(f);',
      'x = 5;',
      'std::swap(a, b);',
      'if (n) f();',
    ]).map(isDeclaration);
    expect(kinds).toEqual([true, true, true, false, false, false, false]);
  });

  it('keeps control statements in the function body even though they end in a brace', () => {
    const [loop] = topLevelItems(['for (int i = 0; i < 3; ++i) {', '  f(i);', '}']);
    expect(isNamespaceScopeItem(loop!)).toBe(false);
  });
});

describe('buildTranslationUnit', () => {
  it('compiles a complete program as written', () => {
    const unit = buildTranslationUnit(block(['#include <celerity.h>', 'int main() {', '  return 0;', '}']));
    expect(unit.prelude).toBe('none');
    expect(placed(unit.source)).toEqual([
      '- #include <celerity.h>',
      'docs/a.mdx:10 #include <celerity.h>',
      'docs/a.mdx:11 int main() {',
      'docs/a.mdx:12 return 0;',
      'docs/a.mdx:13 }',
    ]);
  });

  it('puts top-level statements into main() with a queue, and definitions before it', () => {
    const unit = buildTranslationUnit(
      block(['celerity::subrange<1> m(celerity::chunk<1> c) { return c; }', '', 'q.wait();']),
    );
    expect(unit.prelude).toBe('main');
    expect(placed(unit.source)).toEqual([
      '- #include <celerity.h>',
      'docs/a.mdx:10 celerity::subrange<1> m(celerity::chunk<1> c) { return c; }',
      '- int main() {',
      '- celerity::queue q;',
      '- {',
      'docs/a.mdx:11',
      'docs/a.mdx:12 q.wait();',
      '- }',
      '- }',
    ]);
  });

  it('wraps a command-group body into submit, with leading hidden declarations before it', () => {
    const unit = buildTranslationUnit(
      block([
        '//% celerity::buffer<float, 1> buf{celerity::range<1>{8}};',
        '//% celerity::accessor acc{buf, cgh, celerity::read_only_host_task};',
        'cgh.host_task(celerity::once, [=] {});',
      ]),
    );
    expect(unit.prelude).toBe('command-group');
    expect(unit.hiddenLines).toBe(2);
    expect(placed(unit.source)).toEqual([
      '- #include <celerity.h>',
      '- int main() {',
      '- celerity::queue q;',
      '- {',
      'docs/a.mdx:10 celerity::buffer<float, 1> buf{celerity::range<1>{8}};',
      '- q.submit([&](celerity::handler& cgh) {',
      'docs/a.mdx:11 celerity::accessor acc{buf, cgh, celerity::read_only_host_task};',
      'docs/a.mdx:12 cgh.host_task(celerity::once, [=] {});',
      '- });',
      '- }',
      '- }',
    ]);
  });

  it('reveals hidden lines to the compiler without moving their columns', () => {
    const unit = buildTranslationUnit(block(['  //% int hidden = 1;', 'int shown = hidden;']));
    expect(unit.source).toContain('\n      int hidden = 1;\n');
    expect(unit.hiddenLines).toBe(1);
  });

  it('does not treat a handler parameter as a command-group fragment', () => {
    const unit = buildTranslationUnit(block(['q.submit([&](celerity::handler& cgh) { (void)cgh; });']));
    expect(unit.prelude).toBe('main');
  });

  it('keeps a constant at namespace scope when a function defined after it may use it', () => {
    const unit = buildTranslationUnit(
      block(['constexpr size_t tile = 16;', 'void f() { (void)tile; }', 'f();', 'q.wait();']),
    );
    expect(placed(unit.source)).toEqual([
      '- #include <celerity.h>',
      'docs/a.mdx:10 constexpr size_t tile = 16;',
      'docs/a.mdx:11 void f() { (void)tile; }',
      '- int main() {',
      '- celerity::queue q;',
      '- {',
      'docs/a.mdx:12 f();',
      'docs/a.mdx:13 q.wait();',
      '- }',
      '- }',
    ]);
  });

  it('follows an explicit prelude', () => {
    expect(buildTranslationUnit(block(['int x = 1;'], 'none')).prelude).toBe('none');
    expect(buildTranslationUnit(block(['f();'], 'command-group')).source).toContain('q.submit(');
  });
});
