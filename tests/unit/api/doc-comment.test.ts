import { describe, expect, it } from 'vitest';
import { parseDocComment, splitFirstSentence } from '@/lib/api/extract/doc-comment';

describe('parseDocComment', () => {
  it('takes the first sentence as brief and keeps the rest as body', () => {
    const doc = parseDocComment([
      '/// Creates a buffer. It is shared',
      '/// between nodes.',
      '///',
      '/// More text.',
    ]);
    expect(doc?.brief).toBe('Creates a buffer.');
    expect(doc?.body).toBe('It is shared\nbetween nodes.\n\nMore text.');
  });

  it('reads Javadoc blocks with commands', () => {
    const doc = parseDocComment([
      `/**
        * @brief Short.
        *
        * Details with @p value and @c code.
        * @param value the value
        * @param[in] other another
        * @tparam T element type
        * @returns nothing
        * @note careful
        * @warning dangerous
        * @deprecated use g
        * @see f, h
        */`,
    ]);
    expect(doc).toMatchObject({
      brief: 'Short.',
      body: 'Details with `value` and `code`.',
      params: [
        { name: 'value', description: 'the value' },
        { name: 'other', description: 'another' },
      ],
      tparams: [{ name: 'T', description: 'element type' }],
      returns: 'nothing',
      notes: ['careful'],
      warnings: ['dangerous'],
      deprecated: 'use g',
      see: ['f', 'h'],
    });
  });

  it('turns @code blocks into fenced C++ and leaves their content alone', () => {
    const doc = parseDocComment(['/*! Example.', ' * @code', ' * f(@p x);', ' * @endcode', ' */']);
    expect(doc?.body).toBe('```cpp\nf(@p x);\n```');
  });

  it('reads trailing comments and backslash commands', () => {
    expect(parseDocComment(['///< The red one.'])?.brief).toBe('The red one.');
    expect(parseDocComment(['//!< \\brief Green.'])?.brief).toBe('Green.');
  });

  it('does not end the brief at abbreviations', () => {
    expect(splitFirstSentence('Uses e.g. MPI. Then more.').brief).toBe('Uses e.g. MPI.');
  });

  it('returns undefined for empty comments', () => {
    expect(parseDocComment(['///', '///'])).toBeUndefined();
  });
});
