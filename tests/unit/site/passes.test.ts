import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExportContext, ExportPass } from '@/lib/export/pass';
import { selectPasses } from '@/lib/export/pass-selection';
import { EXPORT_PASSES } from '@/lib/export/passes';
import { copyOfExport, GUIDE_PAGE, PAGE_FILES } from './export-fixture';

/** The link check needs the whole site: the captured pages link to many pages that are not captured. */
const WHOLE_SITE_ONLY = ['links'];

function contextFor(passes: readonly ExportPass[]): ExportContext {
  return {
    out: copyOfExport(),
    basePath: '',
    testHooks: false,
    strict: false,
    running: new Set(passes.map((pass) => pass.name)),
    unlistedPages: ['/404.html'],
    noindexPages: [],
    guidePages: [GUIDE_PAGE],
  };
}

/** Applies `passes` in order to a fresh copy of the captured export; what each one's check found. */
function run(passes: readonly ExportPass[]) {
  const context = contextFor(passes);
  const found = passes
    .filter((pass) => !WHOLE_SITE_ONLY.includes(pass.name))
    .map((pass) => {
      pass.apply(context);
      return { pass: pass.name, problems: pass.check(context) };
    });
  return { context, found };
}

const holds = (passes: readonly ExportPass[]) =>
  passes
    .filter((pass) => !WHOLE_SITE_ONLY.includes(pass.name))
    .map((pass) => ({ pass: pass.name, problems: [] }));

describe('the passes over the captured export (a guide, an API page, the 404 page, their CSS and JS)', () => {
  it('apply in order and every check holds', () => {
    expect(WHOLE_SITE_ONLY.every((name) => EXPORT_PASSES.some((pass) => pass.name === name))).toBe(true);
    expect(run(EXPORT_PASSES).found).toEqual(holds(EXPORT_PASSES));
    // The Markdown twins read the API model, which may be extracted first.
  }, 60_000);

  const rewriting = EXPORT_PASSES.filter((pass) => pass.verifiedWith !== null);
  it.each(rewriting.map((pass) => [pass.name, pass] as const))(
    '%s: its check fails on the export when it did not run (the check can tell)',
    (_, pass) => {
      const before = EXPORT_PASSES.slice(0, EXPORT_PASSES.indexOf(pass));
      const context = contextFor(EXPORT_PASSES);
      before.forEach((earlier) => earlier.apply(context));
      expect(pass.check(context)).not.toEqual([]);
    },
  );

  it('in plain mode, the passes that rewrite Next output are off, the rest hold, the payload stays inline', () => {
    const plain = selectPasses(EXPORT_PASSES, 'plain');
    expect(plain.map((pass) => pass.name)).toEqual(
      EXPORT_PASSES.filter((pass) => pass.verifiedWith === null).map((pass) => pass.name),
    );
    const { context, found } = run(plain);
    expect(found).toEqual(holds(plain));
    for (const file of PAGE_FILES) {
      const html = readFileSync(path.join(context.out, file), 'utf8');
      expect(html).toContain('self.__next_f.push([1,');
      expect(html).toContain('<meta http-equiv="Content-Security-Policy"');
    }
    expect(readFileSync(path.join(context.out, '_headers'), 'utf8')).toContain(
      "script-src 'self' 'unsafe-inline'",
    );
  });
});

describe("docs/export-passes.md's list of passes", () => {
  it('names every pass of lib/export/passes.ts, in order', () => {
    const readme = readFileSync(path.resolve(__dirname, '../../../docs/export-passes.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## After `next build`'));
    const listed = [...section.matchAll(/^\| \d+ \| `([a-z-]+)` \|/gm)].map((match) => match[1]);
    expect(listed).toEqual(EXPORT_PASSES.map((pass) => pass.name));
  });
});

describe('CELERITY_EXPORT_PASSES', () => {
  const names = (setting: string | undefined) =>
    selectPasses(EXPORT_PASSES, setting).map((pass) => pass.name);

  it('runs every pass when unset or "all", and skips the named ones', () => {
    expect(names(undefined)).toEqual(EXPORT_PASSES.map((pass) => pass.name));
    expect(names('all')).toEqual(names(undefined));
    expect(names('skip:merge-stylesheets, unrequested-payloads')).not.toContain('merge-stylesheets');
    expect(names('skip:merge-stylesheets')).toHaveLength(EXPORT_PASSES.length - 1);
  });

  it('refuses unknown values, unknown names, passes that cannot be switched off, and a half of a pair', () => {
    expect(() => names('none')).toThrow(/^CELERITY_EXPORT_PASSES=none: expected "all", "plain" or "skip:"/);
    expect(() => names('skip:merge-styles')).toThrow('"merge-styles" is no pass');
    expect(() => names('skip:csp-meta')).toThrow(
      '"csp-meta" reads only standard HTML and cannot be switched off',
    );
    expect(() => names('skip:route-payload-files')).toThrow(
      'compile-hints needs route-payload-files; switch both off or neither.',
    );
  });
});
