// Which refs of the library the history covers and what each is called on the site: release tags
// vX.Y.Z from the first documented release on ("0.6" for v0.6.0, "0.3.1" for v0.3.1) and the
// unreleased main branch ("next").

export const FIRST_RELEASE = 'v0.3.0';
export const UNRELEASED_REF = 'master';
export const UNRELEASED_LABEL = 'next';

const RELEASE_TAG = /^v(\d+)\.(\d+)\.(\d+)$/;

export function releaseNumbers(tag: string): [number, number, number] | undefined {
  const match = RELEASE_TAG.exec(tag);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

export function versionLabel(ref: string): string {
  if (ref === UNRELEASED_REF) return UNRELEASED_LABEL;
  const numbers = releaseNumbers(ref);
  if (!numbers) throw new Error(`"${ref}" is neither a release tag vX.Y.Z nor ${UNRELEASED_REF}`);
  const [major, minor, patch] = numbers;
  return patch === 0 ? `${major}.${minor}` : `${major}.${minor}.${patch}`;
}

const compareNumbers = (a: readonly number[], b: readonly number[]) =>
  a.reduce((order, n, i) => order || n - (b[i] ?? 0), 0);

/** The release tags from FIRST_RELEASE on, oldest first, then the unreleased branch. */
export function historyRefs(tags: readonly string[], first = FIRST_RELEASE): string[] {
  const firstNumbers = releaseNumbers(first)!;
  const releases = tags
    .flatMap((tag) => {
      const numbers = releaseNumbers(tag);
      return numbers && compareNumbers(numbers, firstNumbers) >= 0 ? [{ tag, numbers }] : [];
    })
    .sort((a, b) => compareNumbers(a.numbers, b.numbers));
  return [...releases.map((release) => release.tag), UNRELEASED_REF];
}
