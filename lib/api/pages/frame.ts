import { API_KINDS, type IndexKind } from '@/lib/api/kinds/registry';
import { apiIndexUrl } from '@/lib/api/kinds/urls';
import type { ApiModel } from '@/lib/api/model/schema';
import type { ApiPageFrame } from '@/lib/api/pages/view-types';
import { getSidebar, type Crumb, type TocEntry } from '@/lib/content/route-data';

/** The name without its namespaces (`local_accessor::value_type`), for breadcrumbs and listings. */
export function nameInNamespace(qualifiedName: string, model: ApiModel): string {
  const namespace = model.namespaces
    .map((ns) => ns.qualifiedName)
    .filter((ns) => qualifiedName.startsWith(`${ns}::`))
    .sort((a, b) => b.length - a.length)[0];
  return namespace ? qualifiedName.slice(namespace.length + 2) : qualifiedName;
}

/**
 * Layout data of an API page. The api sidebar lists the index pages; a detail page marks its
 * kind's index active. Breadcrumbs read API › Records › buffer.
 */
export function apiFrame(options: {
  kind: IndexKind;
  leaf?: string;
  /** A crumb between the index and the leaf: the class of a member page. */
  parent?: Crumb;
  toc?: TocEntry[];
}): ApiPageFrame {
  const indexUrl = apiIndexUrl(options.kind);
  const indexTitle = API_KINDS[options.kind].index.title;
  return {
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
