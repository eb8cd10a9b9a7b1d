import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isSeq, parseDocument, type YAMLMap } from 'yaml';
import { CURRENT_VERSION, versionFolders, versionsSource } from '@/lib/config/docs-versions.mjs';
import { displayPath } from '@/lib/content/paths';
import { deliberateFileOf } from '@/lib/drift/version-select';

// What `npm run docs:version <name>` (scripts/docs-version.ts) does to content/: snapshots the working copy's guides, sidebars and
// API synopsis (with its drift-deliberate.yaml) into the release's folders and makes the release the
// latest in content/versions.yaml. CI, npm test and the offline bundle read the latest release from that
// file; the rest of a release (its announcement, its API history) needs the library's release tag or
// prose, and releaseTodo says what is left.

/** versions.yaml with `name` added after `current` as the latest release; the previous latest loses isLast. */
export function versionsWithRelease(file: string, source: string, name: string): string {
  const document = parseDocument(source);
  const list: unknown = document.contents;
  if (!isSeq(list)) throw new Error(`${file}: expected a list of versions`);
  const entries = list.items.flatMap((item) => (isMap(item) ? [item] : []));
  if (entries.some((entry) => String(entry.get('name')) === name))
    throw new Error(`${file}: version "${name}" is listed already`);
  const current = entries.find((entry) => entry.get('name') === CURRENT_VERSION);
  if (!current) throw new Error(`${file}: no "${CURRENT_VERSION}" entry to cut the release from`);
  for (const entry of entries)
    if (entry.get('isLast') === true) {
      entry.delete('isLast');
      // The previous latest release is no longer maintained once a newer one is out.
      entry.set('banner', 'unmaintained');
    }
  const release = document.createNode({
    name,
    label: name,
    ref: `v${name}.0`,
    cppStandard: current.get('cppStandard'),
    banner: 'none',
    isLast: true,
  }) as YAMLMap;
  for (const pair of release.items) if (pair.value && typeof pair.value === 'object') quoteStrings(pair);
  list.items.splice(list.items.indexOf(current) + 1, 0, release);
  return document.toString();
}

/** Names and labels such as `0.8` would read as numbers: quote them, as the file's other entries are. */
function quoteStrings(pair: YAMLMap['items'][number]): void {
  const scalar = pair.value as { value?: unknown; type?: string };
  if (typeof scalar.value === 'string' && /^[\d.]+$/.test(scalar.value)) scalar.type = 'QUOTE_SINGLE';
}

/** Copies the working copy into release `name`'s folders and records it in versions.yaml; returns what it wrote. */
export function cutVersion(contentDir: string, name: string): string[] {
  const from = versionFolders(CURRENT_VERSION, contentDir);
  const to = versionFolders(name, contentDir);
  for (const target of [to.docsDir, to.sidebarsFile, to.synopsisDir])
    if (existsSync(target))
      throw new Error(`${displayPath(target)} exists: version "${name}" was already cut`);
  const versions = versionsSource(contentDir);
  const updated = versionsWithRelease(displayPath(versions.file), versions.text, name);
  cpSync(from.docsDir, to.docsDir, { recursive: true });
  mkdirSync(path.dirname(to.sidebarsFile), { recursive: true });
  cpSync(from.sidebarsFile, to.sidebarsFile);
  cpSync(from.synopsisDir, to.synopsisDir, { recursive: true });
  // The release starts with the working copy's deliberate API differences; `api:drift --version` reads them.
  const deliberate = deliberateFileOf(to);
  cpSync(deliberateFileOf(from), deliberate);
  writeFileSync(versions.file, updated);
  return [to.docsDir, to.sidebarsFile, to.synopsisDir, deliberate, versions.file].map(displayPath);
}

/** What a release needs that the command cannot do, each with why; empty when nothing is left. */
export function releaseTodo(contentDir: string, name: string): string[] {
  const tag = `v${name}.0`;
  const todo: string[] = [];
  const history = JSON.parse(readFileSync(path.join(contentDir, 'api', 'history.json'), 'utf8')) as {
    versions: Array<{ label: string }>;
  };
  if (!history.versions.some((version) => version.label === name))
    todo.push(
      `content/api/history.json has no ${name}: run \`npm run api:history -- --source <celerity-runtime checkout with the tag ${tag}>\`, which also writes the release's facts into content/api/version-facts.json; the build stops until it has them (they are extracted from the library's release tags, which only the library's repository has).`,
    );
  const slug = `celerity-${name.replace('.', '-')}-0-released`;
  const blog = path.join(contentDir, 'blog');
  if (!existsSync(blog) || !readdirSync(blog).some((file) => file.endsWith(`${slug}.mdx`)))
    todo.push(
      `no announcement: write content/blog/<YYYY-MM-DD>-${slug}.mdx (prose about the release, which no command can write).`,
    );
  todo.push(
    `check the snapshot against the release: \`npm run api:drift -- --source <checkout at ${tag}> --version ${name}\` (the deploy workflow runs it too and stops on drift).`,
  );
  return todo;
}
