// Where the version dropdown sends a reader: the same page in the target version when it has one,
// else the nearest page it has (the API index of the same kind, or the docs home), with a notice.

export type VersionPages = Record<string, ReadonlySet<string>>;

interface Version {
  name: string;
  label: string;
  path: string;
}

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** The page lists of the versions (app/version-pages), or null when one cannot be read. */
export async function loadVersionPages(names: readonly string[]): Promise<VersionPages | null> {
  try {
    const lists = await Promise.all(
      names.map(async (name) => {
        const response = await fetch(`${basePath}/version-pages/${encodeURIComponent(name)}.json`);
        if (!response.ok) throw new Error(`${response.status}`);
        const body = (await response.json()) as { pages?: unknown };
        if (!Array.isArray(body.pages) || !body.pages.every((page) => typeof page === 'string'))
          throw new Error('malformed page list');
        return [name, new Set(body.pages as string[])] as const;
      }),
    );
    return Object.fromEntries(lists);
  } catch {
    // The menu then links to the same path optimistically; the version roots always exist.
    return null;
  }
}

export function targetInVersion(
  pathname: string,
  from: Version | undefined,
  to: Version,
  pages: VersionPages | null,
): { href: string; missing?: string } {
  if (!from || !pathname.startsWith(from.path)) return { href: to.path };
  const relative = pathname.slice(from.path.length);
  const list = pages?.[to.name];
  // Until the lists are loaded (and in the page's HTML) each item links to its version's root, which exists.
  if (!list) return { href: to.path };
  if (list.has(relative)) return { href: to.path + relative };
  const kindIndex = /^api\/[\w-]+\//.exec(relative)?.[0];
  const fallback = kindIndex && list.has(kindIndex) ? kindIndex : '';
  const what = relative.startsWith('api/') ? 'This API page' : 'This page';
  return {
    href: to.path + fallback,
    missing: `${what} (${from.path}${relative}) does not exist in Celerity ${to.label}, so this is the ${
      fallback ? 'API index' : 'docs home'
    } of ${to.label}.`,
  };
}
