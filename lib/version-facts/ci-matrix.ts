import { lineAt } from './cpp-scan';
import type { SourceTree } from './tree';

// The SYCL implementations and revisions the library's CI builds and tests against, read from its
// workflow files (.github/workflows/*.yml, *.json). Two layouts across the releases:
// - up to 0.3, a matrix entry `sycl-version: "dpcpp:7735139b"` (implementation and revision in one);
// - from 0.4, a build matrix of objects `{ "sycl": "dpcpp", "sycl-version": "ad494e9d", … }` with a
//   `default` list (every push) and a `nightly` list (the implementations' HEAD, tried each night).
// The revision is as written: a commit prefix, a release tag, or a moving name (`HEAD`, `latest`).

export interface CiFact {
  implementation: string;
  revision: string;
  /** Only in the nightly matrix, not in the one every change is tested with. */
  nightly: boolean;
  at: string;
}

const COMBINED = /sycl-version"?\s*:\s*"?([a-z+]+):([\w.-]+)"?/g;
const OBJECT = /"sycl"\s*:\s*"([\w+-]+)"\s*,\s*"sycl-version"\s*:\s*"([\w.-]+)"/g;

export function ciMatrix(tree: SourceTree): CiFact[] {
  const facts: CiFact[] = [];
  for (const file of tree.files.filter((name) => /^\.github\/workflows\/[^/]+\.(ya?ml|json)$/.test(name))) {
    const source = tree.read(file);
    const nightlyFrom = source.search(/"nightly"\s*:/);
    const defaultFrom = source.search(/"default"\s*:/);
    const isNightly = (index: number) =>
      nightlyFrom !== -1 && index > nightlyFrom && (defaultFrom < nightlyFrom || index < defaultFrom);
    const at = (index: number) => `${file}:${lineAt(source, index)}`;
    for (const match of source.matchAll(COMBINED))
      facts.push({ implementation: match[1]!, revision: match[2]!, nightly: false, at: at(match.index) });
    for (const match of source.matchAll(OBJECT))
      facts.push({
        implementation: match[1]!,
        revision: match[2]!,
        nightly: isNightly(match.index),
        at: at(match.index),
      });
  }
  return facts;
}
