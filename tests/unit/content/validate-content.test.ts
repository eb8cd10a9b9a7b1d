import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractApiModel } from '@/lib/api/extract/extract';
import { checkSourceLinks } from '@/lib/site/source-links';
import { validateContent } from '@/lib/content/validate-content';
import { checkReleaseFacts } from '@/lib/version-facts/content-check';
import { contentCopyForEachTest } from './content-copy';

const content = contentCopyForEachTest();

describe('validateContent', () => {
  // Every guide, post and page of every docs version: 7–8 s on a quiet 2-core machine, up to three times that
  // when other test files run beside it.
  it('accepts the real content', () => {
    expect(validateContent()).toEqual([]);
  }, 60_000);

  it('reports YAML errors of the home and research data and a bad blog post, all in one run', () => {
    content.copy.edit('home.yaml', (text) =>
      text.replace('file: home/example.cpp', 'file: [home/example.cpp'),
    );
    content.copy.edit('research/research.yaml', (text) => text.replace(/^ {4}venue:/m, '    venu:'));
    content.copy.write(
      'blog/2025-01-31-x.mdx',
      '---\ntitle: X\ndescription: Y\ndate: 2025-01-31\n---\n\nText.\n',
    );
    expect(validateContent()).toEqual([
      `${content.shown}/blog/2025-01-31-x.mdx:2:1: frontmatter.authors: missing; expected an array`,
      `${content.shown}/home.yaml:12:1: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]`,
      `${content.shown}/research/research.yaml:4:5: publications[0].venu: unknown field. Did you mean "venue"?`,
    ]);
  });

  it('names a missing home example file at its line', () => {
    content.copy.edit('home.yaml', (text) =>
      text.replace('file: home/example.cpp', 'file: home/missing.cpp'),
    );
    expect(validateContent()).toEqual([
      `${content.shown}/home.yaml:11:3: example.file: "home/missing.cpp" does not exist (expected a path relative to content/, e.g. "home/example.cpp")`,
    ]);
  });

  it('checks the pages and the sidebars file on their own', () => {
    content.copy.edit('pages/contribute.mdx', (text) => text.replace(/^description:/m, 'descripton:'));
    content.copy.edit('sidebars.yaml', (text) => text.replace('  - category: Guides', '  - categry: Guides'));
    const problems = validateContent();
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      new RegExp(
        `^${content.shown}/pages/contribute\\.mdx:3:1: frontmatter\\.descripton: unknown field\\. Did you mean "description"\\?$`,
      ),
    );
    expect(problems[1]).toMatch(
      /sidebars\.yaml:\d+:5: docs\[1\]\.categry: unknown field\. Did you mean "category"\?$/,
    );
  });

  it('fails on a guide in no sidebar, naming both ways out', () => {
    // Long enough for the guide lints (guide-lints.ts), so only the sidebar check speaks.
    const body = `## Part\n\n${'Text. '.repeat(400)}\n`;
    content.copy.write(
      'docs/new-guide.mdx',
      `---\ntitle: New\ndescription: A new guide on a new topic.\n---\n\n${body}`,
    );
    expect(validateContent()).toEqual([
      `${content.shown}/docs/new-guide.mdx: the guide "new-guide" is in no sidebar. Add "new-guide" to a category in ${content.shown}/sidebars.yaml, or set "outside_sidebars: true" in its frontmatter if it is deliberately reached by links only.`,
    ]);
    content.copy.edit('docs/new-guide.mdx', (text) =>
      text.replace('description:', 'outside_sidebars: true\ndescription:'),
    );
    expect(validateContent()).toEqual([]);
  });

  it('fails on a fact of another release named in a docs version, at its line', () => {
    const planted = 'The runtime pins its threads unless `CELERITY_THREAD_PINNING=false` is set.';
    content.copy.edit('versioned_docs/version-0.6/configuration.mdx', (text) => `${text}\n${planted}\n`);
    content.copy.edit('versioned_docs/version-0.7/configuration.mdx', (text) => `${text}\n${planted}\n`);
    const problems = validateContent([() => checkReleaseFacts()]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^${content.shown}/versioned_docs/version-0\\.6/configuration\\.mdx:\\d+:38: environment variable CELERITY_THREAD_PINNING: 0\\.6 does not have it; releases that have it: 0\\.7, next\\.`,
      ),
    );
  });

  it('lints the guides: a short guide fails at its file', () => {
    content.copy.edit('docs/pitfalls.mdx', (text) => `${text.slice(0, text.indexOf('\n## '))}\n\nTBD\n`);
    // One entry per file, a line per problem.
    expect(validateContent().flatMap((entry) => entry.split('\n'))).toEqual([
      expect.stringMatching(
        /pitfalls\.mdx: the guide has \d+ words of prose; a published guide needs at least 400/,
      ),
      `${content.shown}/docs/pitfalls.mdx: the guide has no "## " section: split it into sections`,
      expect.stringMatching(/pitfalls\.mdx:\d+: placeholder text "TBD": write the text or remove it$/),
    ]);
  });

  it('fails on a guide that says it is outside the sidebars but is listed', () => {
    content.copy.edit('docs/pitfalls.mdx', (text) =>
      text.replace('description:', 'outside_sidebars: true\ndescription:'),
    );
    expect(validateContent()).toEqual([
      `${content.shown}/docs/pitfalls.mdx: frontmatter "outside_sidebars: true", but ${content.shown}/sidebars.yaml lists "pitfalls". Remove one of the two.`,
    ]);
  });
});

describe('checkSourceLinks', () => {
  it('reports a broken anchor as an error, at its line', async () => {
    // The synopsis of the copy, extracted here: a clean checkout has no .generated/ model yet.
    const { model } = await extractApiModel({
      includeDirs: [path.join(content.copy.dir, 'api/include')],
      rootDir: content.copy.dir,
      sourceUrlBase: 'https://example.org/blob/abc/',
    });
    expect(checkSourceLinks(model)).toEqual([]);
    content.copy.edit(
      'docs/pitfalls.mdx',
      (text) => `${text}\nSee [the mappers](/docs/range-mappers/#no-such-heading).\n`,
    );
    const problems = checkSourceLinks(model).filter((problem) => problem.severity === 'error');
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(
        // content/docs is the working copy, served at /docs/next/: the link is checked where it is served.
        /pitfalls\.mdx:\d+: broken anchor "\/docs\/next\/range-mappers\/#no-such-heading": \/docs\/next\/range-mappers\/ has no element with id "no-such-heading"$/,
      ),
    ]);
  });
});
