import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractApiModel } from '@/lib/api/extract/extract';
import { sourceExtractOptions } from '@/scripts/api-extract-options';

// The deploy build reads a checkout that was never configured: `include/version.h.in` but no
// `version.h`. The fixture checkout (our own files in the library's layout) stands in for it.

const CHECKOUT = path.join(import.meta.dirname, '../../fixtures/library-checkout');
const BASE = 'https://github.com/celerity/celerity-runtime/blob/v0.7.0/';
const { model, warnings } = await extractApiModel(
  sourceExtractOptions(CHECKOUT, { CELERITY_SOURCE_REF: 'v0.7.0' }),
);
const template = readFileSync(path.join(CHECKOUT, 'include/version.h.in'), 'utf8').split('\n');
const lineOf = (text: string) => template.findIndex((line) => line.includes(text)) + 1;
const variable = (name: string) => model.variables.find((v) => v.qualifiedName === name);

describe('a source build of an unconfigured checkout', () => {
  it('reads every header without warnings', () => expect(warnings).toEqual([]));

  it.each([
    ['major', 'constexpr int major', '0'],
    ['minor', 'constexpr int minor', '7'],
    ['patch', 'constexpr int patch', '0'],
    ['git_revision', 'git_revision;', undefined],
    ['git_dirty', 'git_dirty;', undefined],
  ])('declares celerity::version::%s from the template, at its line there', (name, text, value) => {
    const line = lineOf(text);
    expect(line).toBeGreaterThan(0);
    const found = variable(`celerity::version::${name}`);
    expect(found?.location).toEqual({
      file: 'include/version.h.in',
      line,
      sourceUrl: `${BASE}include/version.h.in#L${line}`,
    });
    expect(found?.value).toBe(value);
  });

  it('keeps the doc comments of the template', () =>
    expect(variable('celerity::version::minor')?.doc?.brief).toBe('Second part of the release number.'));

  it('reads no template without variables to configure it with', async () => {
    const { configure: _, ...plain } = sourceExtractOptions(CHECKOUT, { CELERITY_SOURCE_REF: 'v0.7.0' });
    const without = await extractApiModel(plain);
    expect(without.model.variables.filter((v) => v.scope === 'celerity::version')).toEqual([]);
  });

  it('reads the generated header instead when the checkout was configured', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'configured-checkout-'));
    try {
      cpSync(CHECKOUT, dir, { recursive: true });
      writeFileSync(
        path.join(dir, 'include/version.h'),
        'namespace celerity::version {\nconstexpr int major = 42;\n}\n',
      );
      const configured = await extractApiModel(sourceExtractOptions(dir, { CELERITY_SOURCE_REF: 'v0.7.0' }));
      const inVersion = configured.model.variables.filter((v) => v.scope === 'celerity::version');
      expect(inVersion.map((v) => [v.name, v.value, v.location.file])).toEqual([
        ['major', '42', 'include/version.h'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('documents the private nested records and the class with multi-name using-declarations', () => {
    const names = model.records.map((r) => r.qualifiedName);
    expect(names).toEqual(
      expect.arrayContaining([
        'celerity::detail::slot_pool',
        'celerity::detail::slot_pool::slot',
        'celerity::detail::slot_pool::ctor_internal_tag',
        'celerity::detail::id_vector',
      ]),
    );
  });
});
