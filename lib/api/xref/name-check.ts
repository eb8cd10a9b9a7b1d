import { editDistance } from '@/lib/validation/problem';
import type { ApiNameUse } from '@/lib/api/xref/content-scan';
import type { XrefIndex } from '@/lib/api/xref/xref-index.mjs';

// The build refuses `celerity::…` names the API model does not contain, with file:line and a
// did-you-mean. Content about an older release lists that release's names (gone since) in its
// frontmatter (`older_api`); each listed name must be used and must really be gone.

export interface NameProblem {
  file: string;
  line: number;
  message: string;
}

/** Frontmatter `older_api`: names as an older release had them. */
export interface OlderApi {
  release: string;
  names: string[];
}

/**
 * Implementation namespaces (`celerity::detail`) are left out of the reference unless the build reads
 * the library's own headers; prose may name them, and they are neither links nor errors.
 */
export function isImplementationDetail(name: string): boolean {
  return name.split('::').includes('detail');
}

/** The closest documented name: the same last part in another scope, else the smallest edit. */
export function suggestApiName(name: string, index: XrefIndex): string | undefined {
  const known = Object.keys(index.names);
  const last = name.slice(name.lastIndexOf('::') + 2);
  const byDistance = (candidates: string[]) =>
    candidates
      .map((candidate) => ({ candidate, distance: editDistance(name, candidate) }))
      .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))[0];
  const sameName = byDistance(known.filter((candidate) => candidate.endsWith(`::${last}`)));
  if (sameName) return sameName.candidate;
  const closest = byDistance(known);
  return closest && closest.distance <= Math.max(2, Math.floor(name.length / 5))
    ? closest.candidate
    : undefined;
}

function unknownNameMessage(name: string, index: XrefIndex): string {
  const suggestion = suggestApiName(name, index);
  return `\`${name}\`: no such symbol${suggestion ? `; did you mean \`${suggestion}\`?` : ''}`;
}

/**
 * `A::b` where `A` is a type of the API whose members the index does not list, because it is an alias of
 * a SYCL or standard type (0.6's `celerity::access_mode`): `b` is that type's member, unchecked. An enum of
 * the API lists its enumerators, so a misspelt one is still reported.
 */
function isMemberOfOutsideType(name: string, index: XrefIndex): boolean {
  const owner = name.slice(0, Math.max(name.lastIndexOf('::'), 0));
  if (!owner || index.types[owner] !== null) return false;
  const prefix = `${owner}::`;
  return !Object.keys(index.names).some((known) => known.startsWith(prefix));
}

/**
 * Problems of one file's names. `olderApi.line` is where the list is written (the frontmatter).
 */
export function checkApiNames(
  file: string,
  names: readonly ApiNameUse[],
  index: XrefIndex,
  olderApi?: OlderApi & { line: number },
): NameProblem[] {
  const problems: NameProblem[] = [];
  const allowed = new Set(olderApi?.names);
  const used = new Set<string>();
  const reported = new Set<string>();
  for (const use of names) {
    if (use.resolved || isImplementationDetail(use.name)) continue;
    if (allowed.has(use.name)) {
      used.add(use.name);
      continue;
    }
    if (isMemberOfOutsideType(use.name, index)) continue;
    const key = `${use.line}:${use.name}`;
    if (reported.has(key)) continue;
    reported.add(key);
    problems.push({ file, line: use.line, message: unknownNameMessage(use.name, index) });
  }
  for (const name of olderApi?.names ?? []) {
    const line = olderApi?.line ?? 1;
    if (Object.hasOwn(index.names, name))
      problems.push({
        file,
        line,
        message: `older_api: \`${name}\` is in the current API; remove it from the list`,
      });
    else if (!used.has(name))
      problems.push({
        file,
        line,
        message: `older_api: \`${name}\` is not used in this file; remove it from the list`,
      });
  }
  return problems.sort((a, b) => a.line - b.line);
}

export function formatNameProblems(problems: readonly NameProblem[]): string {
  return problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`).join('\n');
}
