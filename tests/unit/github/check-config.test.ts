import { describe, expect, it } from 'vitest';
import { checkDependabot, lintWorkflows } from '@/scripts/github/check-config';

const workflow = (steps: string) => `name: t
on: push
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
${steps}
`;

describe('lintWorkflows', () => {
  it('reports an unknown context and a missing job property with file:line:col', async () => {
    const problems = await lintWorkflows([
      { file: 'w.yml', source: workflow('      - run: echo ${{ nosuch.value }}') },
      { file: 'x.yml', source: 'name: t\non: push\njobs:\n  a:\n    steps:\n      - run: "true"\n' },
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^w\.yml:7:\d+: undefined variable "nosuch"/),
        expect.stringMatching(/^x\.yml:4:\d+: .*"runs-on" section is missing/),
      ]),
    );
  });
});

describe('checkDependabot', () => {
  it('names the line and field of a wrong value', () => {
    const source =
      'version: 2\nupdates:\n  - package-ecosystem: npm\n    directory: /\n    schedule:\n      interval: hourly\n';
    expect(checkDependabot({ file: 'd.yml', source })).toEqual([
      expect.stringMatching(/^d\.yml:6: updates\.0\.schedule\.interval: Invalid option/),
    ]);
  });

  it('accepts an ignore rule and names a misspelt update type', () => {
    const head =
      'version: 2\nupdates:\n  - package-ecosystem: npm\n    directory: /\n    schedule:\n      interval: weekly\n';
    const ignore = (type: string) =>
      `${head}    ignore:\n      - dependency-name: puppeteer-core\n        update-types: ['${type}']\n`;
    expect(checkDependabot({ file: 'd.yml', source: ignore('version-update:semver-major') })).toEqual([]);
    expect(checkDependabot({ file: 'd.yml', source: ignore('semver-major') })).toEqual([
      expect.stringMatching(/^d\.yml:9: updates\.0\.ignore\.0\.update-types\.0: Invalid option/),
    ]);
  });

  it('reports YAML syntax errors at their line', () => {
    expect(checkDependabot({ file: 'd.yml', source: 'version: 2\nupdates: [\n' })[0]).toMatch(
      /^d\.yml:\d+:\d+: /,
    );
  });
});
