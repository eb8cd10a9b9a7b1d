import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanCppFile } from '@/lib/api/xref/content-scan';
import { externalNameProblems } from '@/lib/api/xref/external-coverage';
import { parseExternalRefs, readExternalRefs } from '@/lib/api/xref/external-refs';
import { formatNameProblems } from '@/lib/api/xref/name-check';
import { scanSiteContent } from '@/lib/api/xref/site-content';
import { EMPTY_XREF_INDEX } from '@/lib/api/xref/xref-index.mjs';
import { contentFiles } from '@/lib/content/paths';

// Every `sycl::`, `std::` and `MPI_` name of the default build's content (guides, blog, pages, the home
// example, the API synopsis headers) links out or is deliberately unlinked.

const refs = readExternalRefs();
const index = { ...EMPTY_XREF_INDEX, external: refs.cpp, cmake: refs.cmake };

function siteNames() {
  const headers = contentFiles('api/include/celerity', '.h').map((file) => ({
    file: path.relative(process.cwd(), file),
    names: scanCppFile(readFileSync(file, 'utf8'), index).otherNames,
  }));
  return [
    ...scanSiteContent(index).map((item) => ({ file: item.file, names: item.scan.otherNames })),
    ...headers,
  ];
}

describe('names of other projects on the site', () => {
  it('each link out or are listed as unlinked, and every unlinked name is used', () => {
    const names = siteNames();
    expect(names.flatMap((item) => item.names).filter((use) => use.linked).length).toBeGreaterThan(100);
    expect(formatNameProblems(externalNameProblems(names, refs))).toBe('');
  });

  it('names the file, line and name of one that does not', () => {
    const small = parseExternalRefs(
      'x.yaml',
      'sources:\n  std:\n    label: cppreference\n    url: https://example.org/\n    language: cpp\n    prefix: "std::"\n    names: {}\nunlinked:\n  std::gone: old\n',
    );
    const names = [
      { line: 3, name: 'std::vector', linked: false },
      { line: 4, name: 'x', linked: false },
    ];
    expect(formatNameProblems(externalNameProblems([{ file: 'content/docs/a.mdx', names }], small))).toBe(
      'content/docs/a.mdx:3: `std::vector` links nowhere: add it to content/external-refs.yaml, or to its unlinked list with the reason\n' +
        'x.yaml:9: unlinked: `std::gone` is not used on the site; remove it',
    );
  });
});
