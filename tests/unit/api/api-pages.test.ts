import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitSeeAlso } from '@/lib/api/extract/doc-comment';
import { extractApiModel } from '@/lib/api/extract/extract';
import { findSymbol } from '@/lib/api/kinds/urls';
import { getRecordPageData } from '@/lib/api/pages/record-page';
import { getRenderContext } from '@/lib/api/pages/render-context';
import { signatureHtml } from '@/lib/api/pages/signature-html';
import { breakTemplateHead } from '@/lib/api/pages/signature-layout';
import { createSignatureLinker } from '@/lib/api/pages/xref';
import { buildXrefIndex } from '@/lib/api/xref/build-index';
import { lookupApiName } from '@/lib/api/xref/resolve-name.mjs';
import { fixtureModel } from './extract-fixtures';
import { tempDir } from '../temp-dir';

const { model } = await fixtureModel();

describe('name index', () => {
  const index = buildXrefIndex(model);
  it('maps qualified names, unique short names and members to pages', () => {
    expect(index.names['celerity::handler']).toBe('/docs/api/records/73E846FEAC018FF5/');
    expect(index.short.handler).toBe('/docs/api/records/73E846FEAC018FF5/');
    expect(Object.keys(index.short)).toContainEqual(expect.stringMatching(/^handler::/));
    // A bare member name is never a key: `parallel_for` alone could be anything.
    expect(index.short.parallel_for).toBeUndefined();
    expect(index.types['celerity::handler']).toBe('celerity::handler');
  });
  it('resolves names like C++ lookup from a scope', () => {
    expect(lookupApiName(index, 'handler::parallel_for()', 'celerity')).toMatch(
      /^\/docs\/api\/records\/73E846FEAC018FF5\/#parallel_for$/,
    );
    expect(lookupApiName(index, 'constructor')).toBeUndefined();
  });
});

describe('signature HTML', () => {
  const linker = createSignatureLinker(model);
  it('highlights with one-letter classes and links whole tokens', async () => {
    const html = await signatureHtml('void parallel_for(range<Dims> r)', {
      scope: 'celerity::handler',
      linker,
    });
    expect(html).toMatch(
      /^<span class=k>void ?<\/span> ?<span class=\w>parallel_for<\/span>\(<a href=\/docs\/api\/records\/B13622E7024342AF\/>/,
    );
    expect(html).not.toContain('style=');
  });
  it('leaves links to the page itself out and escapes text', async () => {
    const html = await signatureHtml('range<Dims>& operator&=(int)', {
      scope: 'celerity',
      linker,
      selfUrl: '/docs/api/records/B13622E7024342AF/',
    });
    expect(html).not.toContain('<a ');
    expect(html).toContain('&lt;');
  });
  it('puts the template head on its own line', () => {
    expect(
      breakTemplateHead('template <int D = Dims, typename = std::enable_if_t<D >= 1 && D <= 3>> range(int)'),
    ).toBe('template <int D = Dims, typename = std::enable_if_t<D >= 1 && D <= 3>>\nrange(int)');
  });
});

describe('record page data', () => {
  it('groups members with unique anchors and builds the TOC', async () => {
    const data = await getRecordPageData(
      findSymbol('records', '73E846FEAC018FF5', model)!,
      getRenderContext(model),
    );
    expect(data?.frame.activeHref).toBe('/docs/api/records/');
    expect(data?.frame.breadcrumbs.map((c) => c.label)).toEqual(['API', 'Records', 'handler']);
    const ids = data!.groups
      .flatMap((g) => [
        g.id,
        ...(g.functions ?? []).flatMap((f) => [f.id, ...f.overloads.map((o) => o.anchor)]),
      ])
      .filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
    expect(data!.frame.toc.map((t) => t.anchor)).toContain('methods');
  });
});

describe('doc comments and warnings', () => {
  it('splits @see lists without cutting template arguments', () => {
    expect(splitSeeAlso('accessor<DataT, Dims>::get, queue::fence  hint')).toEqual([
      'accessor<DataT, Dims>::get',
      'queue::fence',
      'hint',
    ]);
  });
  it('names the file actually read in warnings of a synopsis header', async () => {
    const root = tempDir('api-synopsis-');
    mkdirSync(path.join(root, 'synopsis'));
    writeFileSync(
      path.join(root, 'synopsis/ranges.h'),
      '// celerity-source: include/ranges.h\nnamespace n {\n\nint broken(;\n}\n',
    );
    const { model: synopsis, warnings } = await extractApiModel({
      includeDirs: ['synopsis'],
      rootDir: root,
      sourceUrlBase: 'https://example.org/',
    });
    expect(warnings.map((w) => `${w.file}:${w.line}`)).toEqual(['synopsis/ranges.h:4']);
    expect(synopsis.namespaces[0]?.locations[0]?.file).toBe('include/ranges.h');
  });
});
