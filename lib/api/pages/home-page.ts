import { compareNamespaces, isInternalNamespace } from '@/lib/api/kinds/index-layout';
import { API_KINDS, INDEX_KINDS, kindEntry } from '@/lib/api/kinds/registry';
import { apiBaseOfModel, versionOfModel } from '@/lib/api/kinds/url-base';
import { apiIndexUrl, apiSymbolUrl } from '@/lib/api/kinds/urls';
import { versionLabel } from '@/lib/api/history/versions';
import type { ApiModel, ApiNamespace } from '@/lib/api/model/schema';
import { CHANGES_URL, changesStepUrl, listChangeSteps } from '@/lib/api/pages/changes-page';
import { viewedApiVersion } from '@/lib/api/pages/history-refs';
import type { ApiPageFrame, ApiPageMeta } from '@/lib/api/pages/view-types';
import { getSidebar } from '@/lib/content/route-data';

// The API reference's home (/docs/api/ in every version): what the reference holds, kind by kind with
// counts, the public namespaces, the changes that led to this version and how search finds a name.

export const HOME_SECTIONS = [
  { anchor: 'kinds', title: 'By kind' },
  { anchor: 'namespaces', title: 'By namespace' },
  { anchor: 'changes', title: 'Changes between versions' },
  { anchor: 'search', title: 'Finding a name' },
] as const;

export interface ApiHomePageData {
  frame: ApiPageFrame;
  /** The version's label as the history names it: `0.7`, `next`. */
  version: string;
  kinds: Array<{ title: string; intro: string; href: string; count: number }>;
  namespaces: Array<{ name: string; href: string; members: number }>;
  /** How many namespaces are internal (`detail`), which the list leaves out. */
  internalNamespaces: number;
  changes: { indexHref: string; into?: { label: string; href: string } };
}

const homePath = (model: ApiModel) => `${apiBaseOfModel(model)}/`;

export function apiHomeMeta(model: ApiModel): ApiPageMeta {
  return {
    title: 'API reference',
    description:
      'The C++ API of Celerity: its classes, functions, aliases, enums and macros by kind and by namespace, and how it changed between versions.',
    path: homePath(model),
  };
}

const memberCount = (namespace: ApiNamespace) =>
  Object.values(namespace.members).reduce((sum, list) => sum + list.length, 0);

export function getApiHomePageData(model: ApiModel): ApiHomePageData {
  const base = apiBaseOfModel(model);
  const version = versionLabel(versionOfModel(model).ref);
  const kinds = [...INDEX_KINDS].sort().map((kind) => ({
    title: API_KINDS[kind].index.title,
    intro: API_KINDS[kind].index.intro,
    href: apiIndexUrl(kind, base),
    count: kindEntry(kind).symbols(model).length,
  }));
  const namespaces = [...model.namespaces].sort((a, b) =>
    compareNamespaces(a.qualifiedName, b.qualifiedName),
  );
  const step = listChangeSteps().find((candidate) => candidate.to === version);
  return {
    frame: {
      sidebar: getSidebar('api', versionOfModel(model)),
      activeHref: homePath(model),
      breadcrumbs: [{ label: 'API' }],
      toc: HOME_SECTIONS.map((section) => ({ depth: 2 as const, ...section })),
      usedIn: null,
      libraryExamples: null,
      lastUpdate: null,
      viewedVersion: viewedApiVersion(model),
    },
    version,
    kinds,
    namespaces: namespaces
      .filter((namespace) => !isInternalNamespace(namespace.qualifiedName))
      .map((namespace) => ({
        name: namespace.qualifiedName,
        href: apiSymbolUrl(namespace),
        members: memberCount(namespace),
      })),
    internalNamespaces: namespaces.filter((namespace) => isInternalNamespace(namespace.qualifiedName)).length,
    changes: {
      indexHref: CHANGES_URL,
      ...(step ? { into: { label: `${step.from} → ${step.to}`, href: changesStepUrl(step) } } : {}),
    },
  };
}
