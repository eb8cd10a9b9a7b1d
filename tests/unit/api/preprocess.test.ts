import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '@/lib/api/extract/conditions';
import { collectMacros, createMacroTable, preprocess } from '@/lib/api/extract/preprocess';

const source = [
  '#define TAG(NAME) \\',
  '  struct NAME##_tag {}; \\',
  '  inline constexpr NAME##_tag NAME{};',
  '#define ATTR [[nodiscard]]',
  '#if FEATURE',
  'int first_branch;',
  '#else',
  'int second_branch;',
  '#endif',
  'TAG(',
  '  on_master_node)',
  'ATTR int f(); // ATTR in a comment stays',
  'CELERITY_DETAIL_UNKNOWN_ATTRIBUTE int g();',
  'const char* s = "TAG(x)";',
  '#if 0',
  'int never;',
  '#endif',
  'int last_line;',
].join('\n');

describe('preprocess', () => {
  const { code, warnings } = preprocess(source, createMacroTable(collectMacros(source)));
  const lines = code.split('\n');

  it('keeps the number of lines', () => {
    expect(lines).toHaveLength(source.split('\n').length);
    expect(lines[17]).toBe('int last_line;');
  });

  it('keeps the first branch of an #if the configuration does not decide, and drops #if 0', () => {
    expect(code).toContain('int first_branch;');
    expect(code).not.toContain('second_branch');
    expect(code).not.toContain('never');
  });

  it('picks the branch the documented configuration decides: host code, no ComputeCpp, features on, not Windows', () => {
    const branches = (text: string) => preprocess(text).code.split('\n').filter(Boolean);
    expect(branches('#if WORKAROUND_COMPUTECPP\ncomputecpp\n#else\nother\n#endif\n')).toEqual(['other']);
    expect(branches('#if !CELERITY_FEATURE_LOCAL_ACCESSOR\nassert\n#else\nclass\n#endif\n')).toEqual([
      'class',
    ]);
    expect(
      branches('#ifdef __SYCL_DEVICE_ONLY__\ndevice\n#elif WORKAROUND_HIPSYCL\nhip\n#else\nhost\n#endif\n'),
    ).toEqual(['hip']);
    expect(
      branches(
        '#if WORKAROUND_DPCPP || WORKAROUND(COMPUTECPP, 2, 7)\ndpcpp\n#elif WORKAROUND(COMPUTECPP, 2, 8)\ncc\n#endif\n',
      ),
    ).toEqual(['dpcpp']);
    // Windows-only code is the runtime's own adapters (thread pinning's global cpu_set_t), not API.
    expect(branches('#ifdef _WIN32\nstruct cpu_set_t {};\n#endif\nint api;\n')).toEqual(['int api;']);
  });

  it('evaluates a condition only when the configuration decides every name in it', () => {
    expect(evaluateCondition('!defined(__SYCL_DEVICE_ONLY__) && !defined(SYCL_DEVICE_ONLY)')).toBe(true);
    expect(evaluateCondition('WORKAROUND_COMPUTECPP || CELERITY_FEATURE_UNNAMED_KERNELS')).toBe(true);
    expect(evaluateCondition('CELERITY_FEATURE_SCALAR_REDUCTIONS == 1 && !(0)')).toBe(true);
    expect(evaluateCondition('CELERITY_WORKAROUND_LESS_OR_EQUAL(COMPUTECPP, 2, 8) // old')).toBe(false);
    expect(evaluateCondition('0')).toBe(false);
    expect(evaluateCondition('WORKAROUND_HIPSYCL')).toBeUndefined();
    expect(evaluateCondition('defined(NDEBUG)')).toBeUndefined();
    expect(evaluateCondition('CELERITY_WORKAROUND(ACPP) && CELERITY_FEATURE_LOCAL_ACCESSOR')).toBeUndefined();
  });

  it('expands function-like macros with token pasting on the invocation line', () => {
    expect(lines[9]).toContain('struct on_master_node_tag {};');
    expect(lines[9]).toContain('inline constexpr on_master_node_tag on_master_node{};');
    expect(lines[10]).toBe('');
  });

  it('expands object-like macros outside comments and strings only', () => {
    expect(lines[11]).toBe('[[nodiscard]] int f(); // ATTR in a comment stays');
    expect(lines[13]).toBe('const char* s = "TAG(x)";');
  });

  it('strips unknown CELERITY_DETAIL_ attribute-like macros', () => {
    expect(lines[12]).toBe(' int g();');
  });

  it('warns about unterminated conditionals with their line', () => {
    expect(warnings).toEqual([]);
    expect(preprocess('#ifdef X\nint a;\n').warnings).toEqual([
      { line: 1, message: 'unterminated #if block' },
    ]);
  });
});

describe('preprocess: a doc comment above a #define', () => {
  const blanked = (text: string[]) =>
    preprocess(text.join('\n'), createMacroTable(collectMacros(text.join('\n')))).code.split('\n');

  it('stays with the macro, not the declaration after it (types.h documents a macro that way)', () => {
    const lines = blanked([
      '/// Keeps this line: it documents the namespace below the blank line.',
      '',
      '/// Defines a strong alias.',
      '/// Second line.',
      '#define DEFINE_ALIAS(NAME) \\',
      '  struct NAME {};',
      '/** A block comment for a macro. */',
      '#define ANSWER 42',
      'namespace celerity::detail {}',
    ]);
    expect(lines[0]).toBe('/// Keeps this line: it documents the namespace below the blank line.');
    expect(lines.slice(2, 8).every((line) => line === '')).toBe(true);
    expect(lines[8]).toBe('namespace celerity::detail {}');
  });

  it('leaves plain comments above a #define alone', () => {
    const lines = blanked(['// a plain comment', '/* a block */', '#define X 1', 'int x;']);
    expect(lines.slice(0, 2)).toEqual(['// a plain comment', '/* a block */']);
  });
});
