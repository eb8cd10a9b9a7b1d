import type { OtherNameUse } from '@/lib/api/xref/content-scan';
import { EXTERNAL_REFS_FILE, type ExternalRefs } from '@/lib/api/xref/external-refs';
import type { NameProblem } from '@/lib/api/xref/name-check';

// Every name of another project the site writes (`sycl::…`, `std::…`, `MPI_…`: the prefixes of
// content/external-refs.yaml) links to its documentation or is listed there as deliberately unlinked;
// a listed unlinked name must still be used.

export interface FileNames {
  file: string;
  names: readonly OtherNameUse[];
}

export function externalNameProblems(files: readonly FileNames[], refs: ExternalRefs): NameProblem[] {
  const problems: NameProblem[] = [];
  const used = new Set<string>();
  const hasPrefix = (name: string) => refs.prefixes.some((prefix) => name.startsWith(prefix));
  for (const { file, names } of files) {
    const reported = new Set<string>();
    for (const use of names) {
      if (!hasPrefix(use.name)) continue;
      used.add(use.name);
      if (use.linked || Object.hasOwn(refs.unlinked, use.name) || reported.has(use.name)) continue;
      reported.add(use.name);
      problems.push({
        file,
        line: use.line,
        message: `\`${use.name}\` links nowhere: add it to content/${EXTERNAL_REFS_FILE}, or to its unlinked list with the reason`,
      });
    }
  }
  for (const name of Object.keys(refs.unlinked))
    if (!used.has(name))
      problems.push({
        ...(refs.unlinkedAt[name] ?? { file: `content/${EXTERNAL_REFS_FILE}`, line: 1 }),
        message: `unlinked: \`${name}\` is not used on the site; remove it`,
      });
  return problems;
}
