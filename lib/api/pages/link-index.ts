import path from 'node:path';
import type { ApiFunction, ApiModel, ApiRecord } from '@/lib/api/model/schema';
import { slugifyFunctionName } from '@/lib/api/model/names';
import { apiMemberUrl, apiSymbolUrl, linkTargets, memberPageOf } from '@/lib/api/kinds/urls';
import { lookupApiName } from '@/lib/mdx/remark-api-links.mjs';

// name → url of every documented symbol, written next to the model for the MDX remark plugin
// (lib/mdx/remark-api-links.mjs), which cannot import TypeScript. Keys are fully qualified names,
// plus every shorter `::`-suffix that names exactly one symbol (`access::one_to_one`, `buffer`).
// Members are only reachable through their class (`queue::submit`), never by their bare name.

export const LINK_INDEX_PATH = path.join(process.cwd(), '.generated', 'api', 'link-index.json');

export type LinkIndex = Record<string, string>;

/** Anchor of the heading that groups a member function's overloads on its record page. */
export function memberNameAnchor(fn: Pick<ApiFunction, 'name'>): string {
  return slugifyFunctionName(fn.name);
}

function memberEntries(record: ApiRecord): Array<[string, string]> {
  const { methods, operators, fields } = record.members;
  return [
    ...[...methods, ...operators].map((fn): [string, string] => [
      `${record.qualifiedName}::${fn.name}`,
      memberPageOf(record, fn) ?? apiMemberUrl(record, memberNameAnchor(fn)),
    ]),
    ...fields.map((field): [string, string] => [
      `${record.qualifiedName}::${field.name}`,
      apiMemberUrl(record, field.anchor),
    ]),
  ];
}

export function buildLinkIndex(model: ApiModel): LinkIndex {
  const qualified = new Map<string, string>();
  const add = (name: string, url: string) => {
    if (!qualified.has(name)) qualified.set(name, url);
  };
  const targets = linkTargets(model);
  for (const symbol of targets) add(symbol.qualifiedName, apiSymbolUrl(symbol));
  for (const e of model.enums)
    for (const value of e.values)
      add(`${e.qualifiedName}::${value.name}`, `${apiSymbolUrl(e)}#${value.name}`);
  const memberNames = new Set<string>();
  for (const record of targets.filter((symbol): symbol is ApiRecord => symbol.kind === 'record')) {
    for (const [name, url] of memberEntries(record)) {
      add(name, url);
      memberNames.add(name);
    }
  }

  const shortened = new Map<string, Set<string>>();
  for (const [name, url] of qualified) {
    const parts = name.split('::');
    // A member keeps at least its class name; other symbols may drop every enclosing scope.
    const minParts = memberNames.has(name) ? 2 : 1;
    for (let i = 1; parts.length - i >= minParts; i += 1) {
      const suffix = parts.slice(i).join('::');
      if (!shortened.has(suffix)) shortened.set(suffix, new Set());
      shortened.get(suffix)!.add(url);
    }
  }
  const index: LinkIndex = Object.fromEntries(qualified);
  for (const [suffix, urls] of shortened) {
    if (urls.size === 1 && !(suffix in index)) index[suffix] = [...urls][0]!;
  }
  return Object.fromEntries(Object.entries(index).sort(([a], [b]) => a.localeCompare(b)));
}

/** Resolves a name as written inside `scope` (innermost scope first); shared with the remark plugin. */
export function resolveApiName(index: LinkIndex, text: string, scope = ''): string | undefined {
  return lookupApiName(index, text, scope);
}
