import { API_KIND_NAMES, kindEntry } from '@/lib/api/kinds/registry';
import { getApiModel } from '@/lib/api/model/load';
import { apiGeneratedFile } from '@/lib/config/generated-paths.mjs';
import type { ApiModel } from '@/lib/api/model/schema';
import { latestVersion, type DocsVersion } from '@/lib/content/versions';

// Each docs version has its own API model, served below its own root (/docs/api/ for the latest,
// /docs/next/api/, /docs/0.6/api/). A model loaded for a version is registered here with its symbols,
// so every URL built from one of its symbols lands in that version without threading the version
// through every page builder. A model nobody registered (unit tests, scripts) is the latest's.

/** The API root of the latest version. */
export const API_BASE = '/docs/api';

const versionOfModelMap = new WeakMap<ApiModel, DocsVersion>();
const baseOfSymbol = new WeakMap<object, string>();

export const apiBaseOfVersion = (version: Pick<DocsVersion, 'path'>): string => `${version.path}api`;

/** Marks `model` as the API of `version`; its symbols' URLs then start with that version's root. */
export function registerModelVersion(model: ApiModel, version: DocsVersion): void {
  if (versionOfModelMap.get(model) === version) return;
  versionOfModelMap.set(model, version);
  const base = apiBaseOfVersion(version);
  for (const kind of API_KIND_NAMES)
    for (const symbol of kindEntry(kind).symbols(model) as object[]) baseOfSymbol.set(symbol, base);
}

export const versionOfModel = (model: ApiModel): DocsVersion =>
  versionOfModelMap.get(model) ?? latestVersion();

export function apiBaseOfModel(model: ApiModel): string {
  const version = versionOfModelMap.get(model);
  return version ? apiBaseOfVersion(version) : API_BASE;
}

export const apiBaseOfSymbol = (symbol: object): string => baseOfSymbol.get(symbol) ?? API_BASE;

/** The version a model was registered for, or undefined for a model of no version (tests, scripts). */
export const registeredVersionOf = (model: object): DocsVersion | undefined =>
  versionOfModelMap.get(model as ApiModel);

/** The API model of a docs version, its symbols' URLs in that version. */
export function getVersionApiModel(version: DocsVersion = latestVersion()): ApiModel {
  const model = getApiModel(apiGeneratedFile('model', version));
  registerModelVersion(model, version);
  return model;
}
