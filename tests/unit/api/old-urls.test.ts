import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractApiModel } from '@/lib/api/extract/extract';
import { registerModelVersion } from '@/lib/api/kinds/url-base';
import { resolveOldApiUrls, type VersionModel } from '@/lib/api/pages/old-urls';
import type { ProductionApiUrl } from '@/lib/api/pages/production-urls';
import { parseVersions } from '@/lib/content/versions';
import { tempDir } from '../temp-dir';

// Old API URLs on four small synopses: a class whose template parameters (and so its id) change, a
// kind that changes (alias → enum), a class removed in 0.6 and one removed in 0.7, and production
// pages whose ids no synopsis reproduces, public symbols and internal ones that no synopsis documents.

const VERSIONS = parseVersions(
  'versions.yaml',
  [
    '- { name: current, label: Next, ref: master, cppStandard: 20, banner: unreleased }',
    "- { name: '0.7', label: '0.7', ref: v0.7.0, cppStandard: 20, banner: none, isLast: true }",
    "- { name: '0.6', label: '0.6', ref: v0.6.0, cppStandard: 17, banner: unmaintained }",
    "- { name: '0.5', label: '0.5', ref: v0.5.0, cppStandard: 17, banner: unmaintained }",
  ].join('\n'),
);

const HEADERS: Record<string, string> = {
  current: 'template <typename T, int D> class buffer {}; enum class access_mode { read };',
  '0.7': 'template <typename T, int D> class buffer {}; enum class access_mode { read };',
  '0.6': 'template <typename T> class buffer {}; using access_mode = int; class distr_queue {};',
  '0.5':
    'template <typename T> class buffer {}; using access_mode = int; class distr_queue {}; class old_tag {};',
};

async function versionModels(): Promise<VersionModel[]> {
  return Promise.all(
    VERSIONS.map(async (version) => {
      const dir = tempDir('old-urls-');
      mkdirSync(path.join(dir, 'include/celerity'), { recursive: true });
      writeFileSync(
        path.join(dir, 'include/celerity/api.h'),
        `#pragma once\nnamespace celerity {\n${HEADERS[version.name]}\n}\n`,
      );
      const { model } = await extractApiModel({
        includeDirs: ['include'],
        rootDir: dir,
        sourceUrlBase: 'https://example.org/blob/abc/',
      });
      registerModelVersion(model, version);
      return { version, model };
    }),
  );
}

const models = await versionModels();
const [, latest, v06, v05] = models.map((entry) => entry.model);
const idOf = (model: typeof latest, name: string) =>
  [...model!.records, ...model!.aliases, ...model!.enums].find((s) => s.qualifiedName === name)!.id;

const production = (entry: Partial<ProductionApiUrl> & Pick<ProductionApiUrl, 'key' | 'name'>) => ({
  kind: 'records' as const,
  tag: 'class',
  declaredIn: ['include/api.h'],
  path: `/docs/api/${entry.kind ?? 'records'}/${entry.key}/`,
  ...entry,
});

describe('resolveOldApiUrls', () => {
  const pages = resolveOldApiUrls(models, [
    production({ key: '0123456789ABCDEF', name: 'celerity::buffer' }),
    production({ key: 'FEDCBA9876543210', name: 'celerity::detail::task', tag: 'struct' }),
    production({ key: '00000000000000AA', name: 'celerity::buffer::tracker', tag: 'struct' }),
    production({ key: '00000000000000BB', name: 'celerity::worker', declaredIn: ['src/worker.cc'] }),
    production({ key: '00000000000000CC', name: 'celerity::unheard_of' }),
    production({ key: idOf(latest, 'celerity::buffer'), name: 'celerity::buffer' }),
    production({ key: idOf(v06, 'celerity::distr_queue'), name: 'celerity::distr_queue' }),
  ]);
  const at = (kind: string, key: string) =>
    pages.find((page) => page.segments.join('/') === `${kind}/${key}`);

  it('sends an older id of a symbol the latest version has to its page', () => {
    const latestBuffer = `/docs/api/records/${idOf(latest, 'celerity::buffer')}/`;
    expect(idOf(v06, 'celerity::buffer')).not.toBe(idOf(latest, 'celerity::buffer'));
    expect(at('records', idOf(v06, 'celerity::buffer'))).toEqual({
      type: 'moved',
      segments: ['records', idOf(v06, 'celerity::buffer')],
      name: 'celerity::buffer',
      href: latestBuffer,
    });
    expect(at('records', '0123456789ABCDEF')).toMatchObject({ type: 'moved', href: latestBuffer });
  });

  it('follows a symbol whose kind changed when its name is unique', () =>
    expect(at('aliases', idOf(v06, 'celerity::access_mode'))).toMatchObject({
      type: 'moved',
      href: `/docs/api/enums/${idOf(latest, 'celerity::access_mode')}/`,
    }));

  it('says in which release a symbol was removed and links to the last version that has it', () => {
    expect(at('records', idOf(v06, 'celerity::distr_queue'))).toEqual({
      type: 'removed',
      segments: ['records', idOf(v06, 'celerity::distr_queue')],
      name: 'celerity::distr_queue',
      label: 'class',
      removedIn: '0.7',
      lastVersion: '0.6',
      href: `/docs/0.6/api/records/${idOf(v06, 'celerity::distr_queue')}/`,
    });
    expect(at('records', idOf(v05, 'celerity::old_tag'))).toMatchObject({
      type: 'removed',
      removedIn: '0.6',
      lastVersion: '0.5',
      href: `/docs/0.5/api/records/${idOf(v05, 'celerity::old_tag')}/`,
    });
  });

  it('leaves the latest version’s own pages alone', () =>
    expect(at('records', idOf(latest, 'celerity::buffer'))).toBeUndefined());

  it('gives an internal page to exactly the production URLs no version documents', () =>
    expect(
      pages.filter((page) => page.type === 'internal').map((page) => `${page.name} ${page.segments[1]}`),
    ).toEqual([
      'celerity::buffer::tracker 00000000000000AA',
      'celerity::worker 00000000000000BB',
      'celerity::unheard_of 00000000000000CC',
      'celerity::detail::task FEDCBA9876543210',
    ]));

  it('says where an internal symbol lived and links to the index of its kind and to search', () => {
    expect(at('records', 'FEDCBA9876543210')).toEqual({
      type: 'internal',
      segments: ['records', 'FEDCBA9876543210'],
      name: 'celerity::detail::task',
      label: 'struct',
      scope: { kind: 'detail', namespace: 'celerity::detail' },
      index: { title: 'Records', href: '/docs/api/records/' },
      search: { query: 'task', href: '/search/?q=task' },
    });
    expect(at('records', '00000000000000AA')).toMatchObject({
      scope: { kind: 'nested', parent: 'celerity::buffer' },
    });
    expect(at('records', '00000000000000BB')).toMatchObject({ scope: { kind: 'sources' } });
    expect(at('records', '00000000000000CC')).toMatchObject({ scope: { kind: 'undocumented' } });
  });
});
