import type { ApiModel } from '@/lib/api/model/schema';
import type { ApiIndexKind, ApiPageFrame } from '@/lib/api/pages/view-types';
import { API_BASE } from '@/lib/api/kinds/urls';
import { getSidebar, type Crumb, type TocEntry } from '@/lib/content/route-data';

export const API_INDEX_TITLES: Record<ApiIndexKind, string> = {
  aliases: 'Aliases',
  enums: 'Enums',
  functions: 'Functions',
  namespaces: 'Namespaces',
  records: 'Records',
};

export function apiIndexUrl(kind: ApiIndexKind): string {
  return `${API_BASE}/${kind}/`;
}

/** The name without its namespaces (`local_accessor::value_type`), for breadcrumbs and listings. */
export function nameInNamespace(qualifiedName: string, model: ApiModel): string {
  const namespace = model.namespaces
    .map((ns) => ns.qualifiedName)
    .filter((ns) => qualifiedName.startsWith(`${ns}::`))
    .sort((a, b) => b.length - a.length)[0];
  return namespace ? qualifiedName.slice(namespace.length + 2) : qualifiedName;
}

/**
 * Layout data of an API page. The api sidebar lists the five index pages; a detail page marks its
 * kind's index active. Breadcrumbs read API › Records › buffer.
 */
export function apiFrame(options: {
  kind: ApiIndexKind;
  title: string;
  description: string;
  path: string;
  leaf?: string;
  /** A crumb between the index and the leaf: the class of a member page. */
  parent?: Crumb;
  toc?: TocEntry[];
}): ApiPageFrame {
  const indexUrl = apiIndexUrl(options.kind);
  const indexTitle = API_INDEX_TITLES[options.kind];
  return {
    title: options.title,
    description: options.description,
    path: options.path,
    sidebar: getSidebar('api'),
    activeHref: indexUrl,
    breadcrumbs: options.leaf
      ? [
          { label: 'API' },
          { label: indexTitle, href: indexUrl },
          ...(options.parent ? [options.parent] : []),
          { label: options.leaf },
        ]
      : [{ label: 'API' }, { label: indexTitle }],
    toc: options.toc ?? [],
  };
}

/** Plain-text description for <meta>: the brief without Markdown markup. */
export function plainBrief(brief: string | undefined, fallback: string): string {
  const text = (brief ?? '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, '$1')
    .trim();
  return text || fallback;
}
