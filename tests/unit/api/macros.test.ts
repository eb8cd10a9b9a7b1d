import { describe, expect, it } from 'vitest';
import { buildModel } from '@/lib/api/extract/build-model';
import { CONFIGURED_BIT, extractMacros, type MacroSource } from '@/lib/api/extract/macros';
import { apiSymbolUrl, findSymbol } from '@/lib/api/kinds/urls';
import { parseApiModel } from '@/lib/api/model/schema';
import { getApiPageData } from '@/lib/api/pages/page-data';
import { findApiPage } from '@/lib/api/pages/routes';
import { getRenderContext } from '@/lib/api/pages/render-context';
import { fixtureModel } from './extract-fixtures';

// Macros: which `#define`s the extractor documents, how the model keys them, and their pages.

const source = (text: string, options: Partial<MacroSource> = {}): MacroSource => ({
  text,
  file: 'include/config.h',
  sourceUrl: (line) => `https://example.org/config.h#L${line}`,
  all: false,
  valuesVary: false,
  ...options,
});

const names = (text: string, options?: Partial<MacroSource>) =>
  extractMacros(source(text, options)).map((m) => m.name);

describe('macro extraction', () => {
  it('takes an object-like #define with a /// or /** */ comment directly above, with its value and line', () => {
    const [line, block] = extractMacros(
      source(
        '#pragma once\n/// Lines per page.\n#define LINES 40 // trailing\n/** Columns. */\n#define COLUMNS (2 * 8)\n',
      ),
    );
    expect(line).toMatchObject({
      kind: 'macro',
      id: 'LINES',
      name: 'LINES',
      qualifiedName: 'LINES',
      value: '40',
      summary: '#define LINES 40',
      location: { file: 'include/config.h', line: 3, sourceUrl: 'https://example.org/config.h#L3' },
    });
    expect(line?.doc?.brief).toBe('Lines per page.');
    expect(block).toMatchObject({ name: 'COLUMNS', value: '(2 * 8)', doc: { brief: 'Columns.' } });
  });

  it('skips undocumented macros, function-like macros and CELERITY_DETAIL_* unless the file is a template', () => {
    const text =
      '#define PLAIN 1\n// not a doc comment\n#define NORMAL_COMMENT 2\n/// Doc.\n#define CALL(x) x\n/// Doc.\n#define CELERITY_DETAIL_X 1\n';
    expect(names(text)).toEqual([]);
    expect(names(text, { all: true })).toEqual(['PLAIN', 'NORMAL_COMMENT']);
  });

  it('reads #cmakedefine01 in a template as a definition of 0 or 1 and takes @VAR@ values from the configured text', () => {
    const text = '#cmakedefine01 WITH_MPI\n#cmakedefine01 CELERITY_DETAIL_INTERNAL\n#define MAJOR @MAJOR@\n';
    const configured = '#define WITH_MPI 1\n#define CELERITY_DETAIL_INTERNAL 0\n#define MAJOR 7\n';
    const macros = extractMacros(source(text, { configured, all: true }));
    expect(macros.map((m) => [m.name, m.value, m.summary])).toEqual([
      ['WITH_MPI', CONFIGURED_BIT, '#define WITH_MPI'],
      ['MAJOR', '7', '#define MAJOR 7'],
    ]);
  });

  it('leaves the value out where it varies (a synopsis of a template)', () => {
    const [macro] = extractMacros(source('/// Doc.\n#define MAJOR 0\n', { valuesVary: true }));
    expect(macro?.value).toBeUndefined();
    expect(macro?.summary).toBe('#define MAJOR');
  });

  it('keeps the first of two documented definitions of one name and warns about the second', () => {
    const macro = (file: string) => extractMacros(source('/// Doc.\n#define TWICE 1\n', { file }));
    const built = buildModel(
      [
        { file: 'a.h', decls: [], macros: macro('a.h') },
        { file: 'b.h', decls: [], macros: macro('b.h') },
      ],
      { includeDetail: false, source: { mode: 'custom' } },
    );
    expect(built.model.macros.map((m) => m.location.file)).toEqual(['a.h']);
    expect(built.warnings).toEqual([
      {
        file: 'b.h',
        line: 2,
        message: 'macro TWICE is also documented at a.h:2; the first definition is kept',
      },
    ]);
  });
});

describe('macros in the model and on pages', async () => {
  const { model } = await fixtureModel();
  const macro = findSymbol('macros', 'CELERITY_FIXTURE_MAX_DIMENSIONS', model);

  it('are keyed by name: id, URL and page', () => {
    expect(macro?.id).toBe('CELERITY_FIXTURE_MAX_DIMENSIONS');
    expect(apiSymbolUrl(macro!)).toBe('/docs/api/macros/CELERITY_FIXTURE_MAX_DIMENSIONS/');
    expect(findApiPage(['macros', 'CELERITY_FIXTURE_MAX_DIMENSIONS'], model)).toBeDefined();
    // Undocumented and function-like macros of the fixture headers get no page.
    expect(model.macros.map((m) => m.name)).toEqual(['CELERITY_FIXTURE_MAX_DIMENSIONS']);
  });

  it('are a list of the schema: a model without one is rejected, naming it', () => {
    const { macros: _dropped, ...withoutMacros } = model;
    expect(() => parseApiModel(withoutMacros, 'model.json')).toThrow(/macros/);
    expect(() => parseApiModel({ ...model, macros: [{ ...macro, kind: 'define' }] }, 'model.json')).toThrow(
      /macros\[0\]\.kind/,
    );
  });

  it('have a page with the #define line, the doc and the value', async () => {
    const page = findApiPage(['macros', 'CELERITY_FIXTURE_MAX_DIMENSIONS'], model)!;
    const built = await getApiPageData(page, getRenderContext(model));
    expect(built?.view).toBe('macro');
    if (built?.view !== 'macro') throw new Error('not a macro page');
    expect(built.data.header.qualifiedName).toBe('CELERITY_FIXTURE_MAX_DIMENSIONS');
    expect(built.data.header.kindLabel).toBe('macro');
    expect(built.data.header.declarationHtml).toContain('CELERITY_FIXTURE_MAX_DIMENSIONS');
    expect(built.data.header.doc?.briefHtml).toBe('Number of dimensions the fixture API supports at most.');
    expect(built.data.value).toBe('3');
  });
});
