// `npm test` step: lints .github/workflows/*.yml and checks .github/dependabot.yml (see
// scripts/github/check-config.ts). Exits 1 and prints file:line messages on any problem.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkDependabot, lintWorkflows, type ConfigFile } from './github/check-config';

const read = (file: string): ConfigFile => ({ file, source: readFileSync(file, 'utf8') });
const workflows = readdirSync('.github/workflows')
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => read(path.join('.github/workflows', name)));

const problems =
  workflows.length === 0
    ? ['.github/workflows: no workflow files']
    : [...(await lintWorkflows(workflows)), ...checkDependabot(read('.github/dependabot.yml'))];
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`GitHub configuration valid: ${workflows.length} workflow(s) and dependabot.yml.`);
