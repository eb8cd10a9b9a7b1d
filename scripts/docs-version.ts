// `npm run docs:version <name>`: cuts a release, Docusaurus-style. Snapshots the working copy's guides,
// sidebars and API synopsis into the release's folders and makes it the latest release in
// content/versions.yaml (scripts/release/cut-version.ts); the workflow, npm test and the offline bundle
// read the latest release from there. Then prints what is left that no command can do, and why.
import { contentDir } from '@/lib/content/paths';
import { cutVersion, releaseTodo } from './release/cut-version';

function fail(message: string): never {
  console.error(`docs:version: ${message}`);
  process.exit(1);
}

const name = process.argv[2];
if (!name || !/^\d+\.\d+$/.test(name))
  fail(`expected a release name such as "0.8" (major.minor), got ${name ? `"${name}"` : 'nothing'}`);

let written: string[];
try {
  written = cutVersion(contentDir(), name);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
for (const file of written) console.log(`wrote ${file}`);
console.log(
  `\nVersion ${name} is the latest release (/docs/); the one before it is served at its own /docs/<name>/ with the unmaintained banner.`,
);
console.log(
  'The C++ samples of releases from 0.7 on compile with the working copy’s part of tests/sycl-stand-in/celerity-synopsis-completion.hpp; a release whose synopsis later differs from the working copy gets its own part there.',
);
const todo = releaseTodo(contentDir(), name);
console.log(`\nLeft to do (${todo.length}):\n${todo.map((line) => `- ${line}`).join('\n')}`);
