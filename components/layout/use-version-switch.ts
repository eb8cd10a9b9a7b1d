'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState, type MouseEvent } from 'react';
import {
  leaveVersionNotice,
  readPreferredVersion,
  subscribePreferredVersion,
  writePreferredVersion,
} from './preferred-version';
import { usePagePathname } from './page-pathname';
import { useAfterHydration } from './use-after-hydration';
import type { targetInVersion, VersionPages } from './version-targets';

export interface VersionOption {
  name: string;
  label: string;
  path: string;
}

/** The version a docs path belongs to: the one with the longest matching root. */
export function activeVersion<V extends VersionOption>(
  versions: readonly V[],
  pathname: string,
): V | undefined {
  return [...versions]
    .sort((a, b) => b.path.length - a.path.length)
    .find((version) => pathname.startsWith(version.path));
}

/** The latest release: the version served at /docs/. */
export const latestOf = <V extends VersionOption>(versions: readonly V[]): V | undefined =>
  versions.find((version) => version.path === '/docs/') ?? versions[0];

interface LoadedTargets {
  pages: VersionPages;
  targetInVersion: typeof targetInVersion;
}

/** The page lists and the code that reads them (its own chunk: no page needs it before a menu opens). */
async function loadTargets(names: readonly string[]): Promise<LoadedTargets | null> {
  try {
    const targets = await import('./version-targets');
    const pages = await targets.loadVersionPages(names);
    return pages && { pages, targetInVersion: targets.targetInVersion };
  } catch {
    return null;
  }
}

export interface VersionSwitchItem {
  name: string;
  label: string;
  href: string;
  active: boolean;
  onSelect: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * What the version menus (the navbar's dropdown, the mobile drawer's list) offer: each version with
 * the same page in it when it has one, else the nearest page it has and a notice for the reader. The
 * page lists load when a menu first opens (`load`); a version chosen before they are in waits for them,
 * so the reader lands where the lists say, with the notice. On a page of no version (home, blog) the
 * remembered version is the active one, else the latest; it is read after hydration (the server's HTML
 * cannot know it), which is why the dropdown's label comes from the head script's attribute instead.
 */
export function useVersionSwitch(versions: readonly VersionOption[]) {
  const pathname = usePagePathname();
  const router = useRouter();
  const [loaded, setLoaded] = useState<LoadedTargets | null>(null);
  const loading = useRef<Promise<LoadedTargets | null> | null>(null);
  const names = versions.map((version) => version.name);
  const preferred = useAfterHydration(() => readPreferredVersion(names), null, subscribePreferredVersion);
  const inVersion = activeVersion(versions, pathname);
  const active = inVersion ?? versions.find((version) => version.name === preferred) ?? latestOf(versions);

  const load = useCallback(() => {
    loading.current ??= loadTargets(versions.map((version) => version.name)).then((targets) => {
      if (targets) setLoaded(targets);
      // A failed load may be retried the next time a menu opens.
      else loading.current = null;
      return targets;
    });
    return loading.current;
  }, [versions]);

  const targetOf = (version: VersionOption, targets: LoadedTargets | null) =>
    targets
      ? targets.targetInVersion(pathname, inVersion, version, targets.pages)
      : { href: version.path, missing: undefined };

  const items: VersionSwitchItem[] = versions.map((version) => {
    const target = targetOf(version, loaded);
    return {
      name: version.name,
      label: version.label,
      href: target.href,
      active: version.name === active?.name,
      onSelect: (event) => {
        writePreferredVersion(version.name);
        if (loaded) {
          if (target.missing) leaveVersionNotice(target.missing);
          return;
        }
        // Chosen before the lists arrived: wait for them, then go where they say.
        event.preventDefault();
        void load().then((targets) => {
          const late = targetOf(version, targets);
          const unknown = !targets && inVersion !== undefined && pathname !== inVersion.path;
          const notice = unknown
            ? `The pages of Celerity ${version.label} could not be listed, so this is its docs home instead of the same page.`
            : late.missing;
          if (notice) leaveVersionNotice(notice);
          router.push(late.href);
        });
      },
    };
  });
  return { active, inVersion, items, loaded: loaded !== null, load };
}
