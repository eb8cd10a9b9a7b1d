// Which docs version a sample belongs to: the blocks of a release's guides and synopsis headers are
// compiled against that release's synopsis with its C++ standard; everything else (the working copy's
// guides and headers, blog posts, pages, the home page, the explorer presets) against the working copy's.
import path from 'node:path';
import { CURRENT_VERSION, type DocsVersion } from '@/lib/content/versions';
import type { SampleBlock } from './sample-block';

/** What the sample check needs of a version. */
export type SampleVersion = Pick<DocsVersion, 'name' | 'cppStandard' | 'synopsisDir' | 'docsDir'>;

const isInside = (file: string, dir: string) => {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** The version whose guides or synopsis hold `file` (repository-relative or absolute). */
export function sampleVersionOf<V extends SampleVersion>(
  file: string,
  versions: readonly V[],
  root: string,
): V {
  const absolute = path.resolve(root, file);
  const owner = versions.find(
    (version) =>
      version.name !== CURRENT_VERSION &&
      (isInside(absolute, version.docsDir) || isInside(absolute, version.synopsisDir)),
  );
  const current = versions.find((version) => version.name === CURRENT_VERSION);
  if (owner) return owner;
  if (!current) throw new Error(`content/versions.yaml has no "${CURRENT_VERSION}" version`);
  return current;
}

/** The blocks grouped by version, in the order of `versions`; versions without blocks are left out. */
export function blocksByVersion<V extends SampleVersion>(
  blocks: readonly SampleBlock[],
  versions: readonly V[],
  root: string,
): Array<{ version: V; blocks: SampleBlock[] }> {
  const groups = new Map<V, SampleBlock[]>();
  for (const block of blocks) {
    const version = sampleVersionOf(block.file, versions, root);
    groups.set(version, [...(groups.get(version) ?? []), block]);
  }
  return versions.flatMap((version) => {
    const own = groups.get(version);
    return own ? [{ version, blocks: own }] : [];
  });
}

/** How messages name a version: `version 0.6 (C++17)`. */
export const versionLabel = (version: Pick<SampleVersion, 'name' | 'cppStandard'>): string =>
  `version ${version.name} (C++${version.cppStandard})`;
