import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkoutVariables,
  gitVariables,
  libraryVersion,
  optionDefaults,
} from '@/lib/api/extract/checkout-variables';

const CHECKOUT = path.join(import.meta.dirname, '../../fixtures/library-checkout');
const PROJECT = 'cmake_minimum_required(VERSION 3.13)\nproject(demo VERSION 2.5.1 LANGUAGES CXX)\n';

describe('libraryVersion', () => {
  it('reads the first line of VERSION before anything else', () =>
    expect(libraryVersion({ versionFile: '0.7.0\n1.0.0\n', cmakeLists: PROJECT, ref: 'v9.9.9' })).toEqual([
      '0',
      '7',
      '0',
    ]));

  it('refuses a VERSION file whose first line is no version', () =>
    expect(libraryVersion({ versionFile: 'next\n', ref: 'v9.9.9' })).toEqual({
      error: 'VERSION:1: "next" does not start with a version x.y.z',
    }));

  it('falls back to project(… VERSION x.y.z), not cmake_minimum_required', () =>
    expect(libraryVersion({ cmakeLists: PROJECT, ref: 'v9.9.9' })).toEqual(['2', '5', '1']));

  it('falls back to a release tag as ref', () => {
    expect(libraryVersion({ cmakeLists: 'project(demo VERSION ${V})', ref: 'v0.4.2' })).toEqual([
      '0',
      '4',
      '2',
    ]);
  });

  it('says why when nothing tells the version', () => {
    expect(libraryVersion({ ref: '6e22728' })).toEqual({
      error:
        'the checkout has no VERSION file, its CMakeLists.txt no project(… VERSION x.y.z), and the ref "6e22728" is not a release tag vX.Y.Z',
    });
    expect(libraryVersion({})).toMatchObject({ error: expect.stringMatching(/and no ref was given$/) });
  });
});

describe('optionDefaults', () => {
  it('keeps literal defaults, OFF for none, and skips computed ones', () => {
    const cmake = [
      'option(USE_A "A, (with) \\"quotes\\"" ON)',
      '  OPTION( USE_B "b" )',
      'option(USE_C "c" ${DEFAULT_C})',
      '# option(USE_D "commented out" ON)',
      'if(WIN32)',
      '  option(USE_E "inside if()"',
      '    OFF)',
      'endif()',
    ].join('\n');
    expect(Object.fromEntries(optionDefaults(cmake))).toEqual({ USE_A: 'ON', USE_B: 'OFF', USE_E: 'OFF' });
  });
});

describe('gitVariables', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'checkout-variables-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

  it('is "unknown" and 0 outside a git checkout, the short commit and dirtiness inside', () => {
    expect(Object.fromEntries(gitVariables(dir))).toEqual({
      CELERITY_VERSION_GIT_REVISION: 'unknown',
      CELERITY_VERSION_GIT_IS_DIRTY: '0',
    });
    git('init', '-q');
    writeFileSync(path.join(dir, 'VERSION'), '1.2.3\n');
    git('add', 'VERSION');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.org', 'commit', '-q', '-m', 'first');
    const short = git('rev-parse', '--short', 'HEAD').trim();
    expect(Object.fromEntries(gitVariables(dir))).toEqual({
      CELERITY_VERSION_GIT_REVISION: short,
      CELERITY_VERSION_GIT_IS_DIRTY: '0',
    });
    writeFileSync(path.join(dir, 'VERSION'), '1.2.4\n');
    expect(gitVariables(dir).get('CELERITY_VERSION_GIT_IS_DIRTY')).toBe('1');
  });
});

describe('checkoutVariables of the fixture checkout', () => {
  it('has the version of VERSION and the literal option defaults', () => {
    const { values, unknown } = checkoutVariables(CHECKOUT, 'v9.9.9');
    expect(values.get('CELERITY_VERSION_MAJOR')).toBe('0');
    expect(values.get('CELERITY_VERSION_MINOR')).toBe('7');
    expect(values.get('CELERITY_VERSION_PATCH')).toBe('0');
    expect(values.get('CELERITY_ENABLE_MPI')).toBe('ON');
    expect(values.get('CELERITY_TRACY_SUPPORT')).toBe('OFF');
    expect(values.has('CELERITY_ACCESSOR_BOUNDARY_CHECK')).toBe(false);
    expect(values.get('CELERITY_VERSION_GIT_REVISION')).toMatch(/^(unknown|[0-9a-f]{4,})$/);
    expect(unknown?.size).toBe(0);
  });

  it('names the checkout when the version cannot be told', () => {
    const { values, unknown } = checkoutVariables(path.join(CHECKOUT, 'include'), 'main');
    expect(values.has('CELERITY_VERSION_MAJOR')).toBe(false);
    expect(unknown?.get('CELERITY_VERSION_MAJOR')).toBe(
      `cannot tell the library version of ${path.join(CHECKOUT, 'include')}: the checkout has no VERSION file, its CMakeLists.txt no project(… VERSION x.y.z), and the ref "main" is not a release tag vX.Y.Z`,
    );
  });
});
