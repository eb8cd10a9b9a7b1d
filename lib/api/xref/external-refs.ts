import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ExternalTarget } from '@/lib/api/xref/xref-index.mjs';
import { parseYamlWithPlaces } from '@/lib/content/yaml-file';
import { contentDir, displayPath } from '@/lib/content/paths';
import { ValidationError, type Problem } from '@/lib/validation/problem';

// content/external-refs.yaml: names of other projects (SYCL, the C++ standard library, MPI, CMake) and
// the page that documents each. The resolvers link them like API names (buildXrefIndex puts them into
// the index); names the site uses but does not link are listed with a reason, for the coverage test.

export const EXTERNAL_REFS_FILE = 'external-refs.yaml';

const NAME = /^[A-Za-z_]\w*(::[A-Za-z_]\w*)*$/;

const sourceSchema = z.strictObject({
  label: z.string().min(1),
  revision: z.string().min(1).optional(),
  url: z.url({ protocol: /^https$/ }),
  language: z.enum(['cpp', 'cmake']),
  prefix: z.string().min(1).optional(),
  names: z.record(z.string(), z.string().min(1)),
});

const externalRefsSchema = z.strictObject({
  sources: z.record(z.string(), sourceSchema),
  unlinked: z.record(z.string(), z.string().min(1)).default({}),
});

export interface ExternalRefs {
  /** C++ names (`sycl::buffer`, `std::vector`, `MPI_Comm_rank`) → their page. */
  cpp: Record<string, ExternalTarget>;
  /** CMake commands and variables → their page. */
  cmake: Record<string, ExternalTarget>;
  /** Names used on the site and deliberately left unlinked → why. */
  unlinked: Record<string, string>;
  /** The file and the line of each unlinked name, for messages. */
  unlinkedAt: Record<string, { file: string; line: number }>;
  /** The prefixes of the C++ sources: every name with one of them must be linked or listed as unlinked. */
  prefixes: string[];
}

export const EMPTY_EXTERNAL_REFS: ExternalRefs = {
  cpp: {},
  cmake: {},
  unlinked: {},
  unlinkedAt: {},
  prefixes: [],
};

/** Validates the file's text; every problem names the file, line and what was expected. */
export function parseExternalRefs(file: string, source: string): ExternalRefs {
  const { data, locate } = parseYamlWithPlaces(file, source, externalRefsSchema);
  const problems: Problem[] = [];
  const unlinkedAt = Object.fromEntries(
    Object.keys(data.unlinked).map((name) => [name, { file, line: locate(['unlinked', name]).line }]),
  );
  const refs: ExternalRefs = { cpp: {}, cmake: {}, unlinked: data.unlinked, unlinkedAt, prefixes: [] };
  const problem = (fieldPath: PropertyKey[], message: string) =>
    problems.push({ file, ...locate(fieldPath), message });
  for (const [id, entry] of Object.entries(data.sources)) {
    if (entry.language === 'cpp' && !entry.prefix)
      problem(['sources', id], `source "${id}" links C++ names: expected a \`prefix\` such as "std::"`);
    if (entry.prefix) refs.prefixes.push(entry.prefix);
    for (const [name, suffix] of Object.entries(entry.names)) {
      const at = ['sources', id, 'names', name];
      const target = entry.language === 'cpp' ? refs.cpp : refs.cmake;
      if (!NAME.test(name)) problem(at, `\`${name}\`: expected a name such as sycl::buffer`);
      else if (entry.prefix && !name.startsWith(entry.prefix))
        problem(at, `\`${name}\`: names of source "${id}" start with "${entry.prefix}"`);
      else if (Object.hasOwn(target, name)) problem(at, `\`${name}\` is listed twice`);
      else target[name] = { url: `${entry.url}${suffix}`, source: entry.label };
    }
  }
  for (const name of Object.keys(data.unlinked))
    if (Object.hasOwn(refs.cpp, name))
      problem(['unlinked', name], `\`${name}\` is linked in sources; remove it from unlinked`);
  if (problems.length > 0) throw new ValidationError(problems);
  return refs;
}

let cached: { file: string; refs: ExternalRefs } | undefined;

/** The content's external references, read once; a content folder without the file links none. */
export function readExternalRefs(file = path.join(contentDir(), EXTERNAL_REFS_FILE)): ExternalRefs {
  if (cached?.file === file) return cached.refs;
  const refs = existsSync(file)
    ? parseExternalRefs(displayPath(file), readFileSync(file, 'utf8'))
    : EMPTY_EXTERNAL_REFS;
  cached = { file, refs };
  return refs;
}
