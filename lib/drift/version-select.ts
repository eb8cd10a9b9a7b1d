// Which docs version a drift run compares: the one named with --version, else the one whose library ref
// (content/versions.yaml) the checkout has checked out, else the working copy. Each version keeps its
// deliberate differences beside its synopsis (`drift-deliberate.yaml` next to its `include/`).
import path from 'node:path';
import { CURRENT_VERSION, type DocsVersion } from '@/lib/content/versions';

/** What a checkout has at HEAD: the tags pointing at it and the branch name (`HEAD` when detached). */
export interface CheckoutRefs {
  tags: string[];
  branch?: string;
}

/** The version a drift run compares, and why it was chosen (printed with the report). */
export interface SelectedVersion {
  version: DocsVersion;
  reason: string;
}

export function selectDriftVersion(
  versions: readonly DocsVersion[],
  requested: string | undefined,
  refs: CheckoutRefs,
): SelectedVersion {
  if (requested !== undefined) {
    const version = versions.find((candidate) => candidate.name === requested);
    if (!version)
      throw new Error(
        `--version ${requested}: no such docs version; content/versions.yaml lists ${versions
          .map((candidate) => candidate.name)
          .join(', ')}`,
      );
    return { version, reason: 'named with --version' };
  }
  const checkedOut = [...refs.tags, ...(refs.branch && refs.branch !== 'HEAD' ? [refs.branch] : [])];
  const matches = versions.filter((candidate) => checkedOut.includes(candidate.ref));
  if (matches.length > 1)
    throw new Error(
      `the checkout is at ${matches.map((v) => v.ref).join(' and ')}, the refs of versions ${matches
        .map((v) => v.name)
        .join(' and ')}; choose one with --version`,
    );
  if (matches[0]) return { version: matches[0], reason: `the checkout is at its ref ${matches[0].ref}` };
  const current = versions.find((candidate) => candidate.name === CURRENT_VERSION);
  if (!current)
    throw new Error(`content/versions.yaml has no "${CURRENT_VERSION}" version; name one with --version`);
  return {
    version: current,
    reason: `no version's ref matches the checkout (${checkedOut.join(', ') || 'detached, untagged'})`,
  };
}

/** The deliberate differences of a version: `drift-deliberate.yaml` beside its synopsis's `include/`. */
export const deliberateFileOf = (version: Pick<DocsVersion, 'synopsisDir'>): string =>
  path.join(path.dirname(version.synopsisDir), 'drift-deliberate.yaml');
