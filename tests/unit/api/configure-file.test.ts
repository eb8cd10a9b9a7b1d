import { describe, expect, it } from 'vitest';
import { cmakeIsOff, configureFile } from '@/lib/api/extract/configure-file';

const values = new Map([
  ['WITH_MPI', 'ON'],
  ['WITH_TRACY', 'OFF'],
  ['BACKEND', 'cuda'],
  ['NO_BACKEND', 'BACKEND-NOTFOUND'],
  ['MAJOR', '3'],
  ['MINOR', '14'],
]);
const configure = (text: string) => configureFile(text, 'include/demo.h.in', { values });

describe('configureFile, as configure_file(@ONLY)', () => {
  it('turns #cmakedefine01 into a define of 1 or 0 (an unset variable is 0)', () => {
    expect(configure('#cmakedefine01 WITH_MPI')).toBe('#define WITH_MPI 1');
    expect(configure('#cmakedefine01 WITH_TRACY')).toBe('#define WITH_TRACY 0');
    expect(configure('#cmakedefine01 NEVER_SET')).toBe('#define NEVER_SET 0');
    expect(configure('#  cmakedefine01 NO_BACKEND')).toBe('#  define NO_BACKEND 0');
  });

  it('turns #cmakedefine into a define with the rest of the line, or a commented #undef', () => {
    expect(configure('#cmakedefine BACKEND "@BACKEND@" // chosen')).toBe('#define BACKEND "cuda" // chosen');
    expect(configure('#cmakedefine WITH_TRACY 1')).toBe('/* #undef WITH_TRACY */');
    expect(configure('#cmakedefine NEVER_SET')).toBe('/* #undef NEVER_SET */');
  });

  it('substitutes @VAR@ only, and keeps every line where it was', () => {
    const template = ['#pragma once', '#define V @MAJOR@.@MINOR@', 'const char* p = "${MAJOR}";', ''].join(
      '\n',
    );
    const out = configure(template).split('\n');
    expect(out).toEqual(['#pragma once', '#define V 3.14', 'const char* p = "${MAJOR}";', '']);
  });

  it('reports a variable without a value at file:line with the variables it knows', () => {
    expect(() => configure('#pragma once\n\nint x = @MISSING@;')).toThrow(
      'include/demo.h.in:3: @MISSING@ has no value; the variables we know are: BACKEND, MAJOR, MINOR, NO_BACKEND, WITH_MPI, WITH_TRACY',
    );
  });

  it('gives the reason when the variable could not be determined', () => {
    const unknown = new Map([['MAJOR', 'no VERSION file']]);
    expect(() => configureFile('\n@MAJOR@', 'v.h.in', { values: new Map(), unknown })).toThrow(
      'v.h.in:2: @MAJOR@ has no value: no VERSION file',
    );
  });

  it.each([
    ['', true],
    ['0', true],
    ['off', true],
    ['No', true],
    ['x-NOTFOUND', true],
    ['ON', false],
    ['1', false],
    ['yes', false],
    ['cuda', false],
  ])('CMake reads %j as off: %s', (value, off) => expect(cmakeIsOff(value)).toBe(off));
});
