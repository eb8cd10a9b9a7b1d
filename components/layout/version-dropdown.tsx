'use client';

import { usePathname } from 'next/navigation';
import { useRef, useState } from 'react';
import { Dropdown } from '@/components/ui/dropdown';
import { leaveVersionNotice, writePreferredVersion } from './preferred-version';
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

interface LoadedTargets {
  pages: VersionPages;
  targetInVersion: typeof targetInVersion;
}

/** The page lists and the code that reads them (its own chunk: no page needs it before the menu opens). */
async function loadTargets(names: readonly string[]): Promise<LoadedTargets | null> {
  try {
    const targets = await import('./version-targets');
    const pages = await targets.loadVersionPages(names);
    return pages && { pages, targetInVersion: targets.targetInVersion };
  } catch {
    return null;
  }
}

/**
 * Shown only when more than one docs version exists. Choosing a version keeps the reader on the same
 * guide or API page when the target version has it (the page lists load when the menu first opens, so
 * pages do not carry them), else opens the target's docs home or API index with a notice; the choice
 * is remembered.
 */
export function VersionDropdown({ versions }: { versions: VersionOption[] }) {
  const pathname = usePathname() ?? '/';
  const [loaded, setLoaded] = useState<LoadedTargets | null>(null);
  const loading = useRef(false);
  if (versions.length < 2) return null;
  const active = activeVersion(versions, pathname) ?? versions[0];
  const onOpen = () => {
    if (loading.current) return;
    loading.current = true;
    void loadTargets(versions.map((version) => version.name)).then((targets) => {
      if (targets) setLoaded(targets);
      else loading.current = false;
    });
  };
  return (
    <Dropdown
      label={active?.label ?? 'Version'}
      ariaLabel={`Docs version: ${active?.label ?? ''}`}
      onOpen={onOpen}
      state={loaded ? 'pages-loaded' : 'pages-pending'}
      items={versions.map((version) => {
        // Until the lists are in (and in the page's HTML) each item links to its version's root.
        const target: { href: string; missing?: string } = loaded
          ? loaded.targetInVersion(pathname, active, version, loaded.pages)
          : { href: version.path };
        return {
          label: version.label,
          href: target.href,
          active: version.name === active?.name,
          onSelect: () => {
            writePreferredVersion(version.name);
            if (target.missing) leaveVersionNotice(target.missing);
          },
        };
      })}
    />
  );
}
