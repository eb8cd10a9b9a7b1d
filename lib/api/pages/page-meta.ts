import { getApiModel } from '@/lib/api/model/load';
import type { ApiModel } from '@/lib/api/model/schema';
import { plainBrief } from '@/lib/api/pages/frame';
import {
  aliasKindLabel,
  enumKindLabel,
  recordDisplayName,
  recordKindLabel,
} from '@/lib/api/pages/render-context';
import {
  apiSymbolUrl,
  getAliasById,
  getEnumById,
  getFunctionSetBySlug,
  getRecordById,
  type ApiRouteKind,
} from '@/lib/api/kinds/urls';

export interface ApiPageMeta {
  title: string;
  description: string;
  path: string;
}

/** Title (short qualified name), description (the brief) and path of a detail page, without rendering it. */
export function getApiPageMeta(
  kind: ApiRouteKind,
  key: string,
  model: ApiModel = getApiModel(),
): ApiPageMeta | null {
  switch (kind) {
    case 'records': {
      const record = getRecordById(key, model);
      if (!record) return null;
      const name = recordDisplayName(record);
      return {
        title: name,
        description: plainBrief(record.doc?.brief, `${recordKindLabel(record)} ${name}`),
        path: apiSymbolUrl(record),
      };
    }
    case 'enums': {
      const value = getEnumById(key, model);
      return value
        ? {
            title: value.qualifiedName,
            description: plainBrief(value.doc?.brief, `${enumKindLabel(value)} ${value.qualifiedName}`),
            path: apiSymbolUrl(value),
          }
        : null;
    }
    case 'aliases': {
      const alias = getAliasById(key, model);
      return alias
        ? {
            title: alias.qualifiedName,
            description: plainBrief(alias.doc?.brief, `${aliasKindLabel(alias)} ${alias.qualifiedName}`),
            path: apiSymbolUrl(alias),
          }
        : null;
    }
    case 'functions': {
      const set = getFunctionSetBySlug(key, model);
      if (!set) return null;
      const brief = set.overloads.find((fn) => fn.doc?.brief)?.doc?.brief;
      return {
        title: set.qualifiedName,
        description: plainBrief(brief, `function ${set.qualifiedName}`),
        path: apiSymbolUrl(set),
      };
    }
  }
}
