// `npm run docs:version <name>`: snapshots the working copy as a release version, Docusaurus-style. Copies
// the guides (content/docs), the sidebars (content/sidebars.yaml), the API synopsis (content/api/include)
// and its drift-deliberate.yaml into the version's folders (lib/content/versions.ts names them), then
// prints the content/versions.yaml entry to add. The working copy stays the `current` (next) version.
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { contentDir, displayPath } from '@/lib/content/paths';
import { CURRENT_VERSION, versionFolders } from '@/lib/content/versions';
import { deliberateFileOf } from '@/lib/drift/version-select';

function fail(message: string): never {
  console.error(`docs:version: ${message}`);
  process.exit(1);
}

const name = process.argv[2];
if (!name || !/^\d+\.\d+$/.test(name))
  fail(`expected a release name such as "0.8" (major.minor), got ${name ? `"${name}"` : 'nothing'}`);

const root = contentDir();
const from = versionFolders(CURRENT_VERSION, root);
const to = versionFolders(name, root);
for (const target of [to.docsDir, to.sidebarsFile, to.synopsisDir]) {
  if (existsSync(target)) fail(`${displayPath(target)} exists: version "${name}" was already cut`);
}
cpSync(from.docsDir, to.docsDir, { recursive: true });
mkdirSync(path.dirname(to.sidebarsFile), { recursive: true });
cpSync(from.sidebarsFile, to.sidebarsFile);
cpSync(from.synopsisDir, to.synopsisDir, { recursive: true });
// The release starts with the working copy's deliberate API differences; `api:drift --version` reads them.
cpSync(deliberateFileOf(from), deliberateFileOf(to));
for (const target of [to.docsDir, to.sidebarsFile, to.synopsisDir, deliberateFileOf(to)])
  console.log(`wrote ${displayPath(target)}`);
console.log(`
Now add the version to content/versions.yaml (move "isLast: true" to it when it is the newest release):

- name: '${name}'
  label: '${name}'
  ref: v${name}.0
  cppStandard: 20
  banner: none
  isLast: true
`);
