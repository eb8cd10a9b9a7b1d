'use client';

import { usePathname } from 'next/navigation';
import { Dropdown } from '@/components/ui/dropdown';
import { writePreferredVersion } from './preferred-version';

export interface VersionOption {
  name: string;
  label: string;
  path: string;
}

/** Shown only when more than one docs version exists; remembers the reader's choice. */
export function VersionDropdown({ versions }: { versions: VersionOption[] }) {
  const pathname = usePathname() ?? '/';
  if (versions.length < 2) return null;
  const active =
    [...versions]
      .sort((a, b) => b.path.length - a.path.length)
      .find((version) => pathname.startsWith(version.path)) ?? versions[0];
  return (
    <Dropdown
      label={active?.label ?? 'Version'}
      ariaLabel={`Docs version: ${active?.label ?? ''}`}
      items={versions.map((version) => ({
        label: version.label,
        href: version.path,
        active: version.name === active?.name,
        onSelect: () => writePreferredVersion(version.name),
      }))}
    />
  );
}
