'use client';

import { Dropdown } from '@/components/ui/dropdown';
import { latestOf, useVersionSwitch, type VersionOption } from './use-version-switch';

/**
 * The label on a page of no version (home, blog): every version's label, of which CSS shows the one
 * the head script marked on <html> (`data-preferred-version`, the remembered choice) or else the
 * latest's. Before first paint and the same in the server's HTML and the first client render: no
 * hydration mismatch, no shift when the choice is read.
 */
function RememberedLabel({ versions }: { versions: readonly VersionOption[] }) {
  return (
    <>
      <span className="visually-hidden">Docs version: </span>
      {versions.map((version) => (
        <span key={version.name} data-version-choice={version.name}>
          {version.label}
        </span>
      ))}
    </>
  );
}

/** The rules behind RememberedLabel (version names are letters, digits, ".", "_" and "-"). */
function rememberedLabelRules(versions: readonly VersionOption[]): string {
  const hidden = (shown: string) => `[data-version-choice]:not([data-version-choice="${shown}"])`;
  const rules = [
    `html:not([data-preferred-version]) ${hidden(latestOf(versions)?.name ?? '')}`,
    ...versions.map(({ name }) => `html[data-preferred-version="${name}"] ${hidden(name)}`),
  ];
  return `${rules.join(',\n')} { display: none; }`;
}

/**
 * Shown only when more than one docs version exists. Choosing a version keeps the reader on the same
 * guide or API page when the target version has it, else opens the target's docs home or API index
 * with a notice; the choice is remembered.
 */
export function VersionDropdown({ versions }: { versions: VersionOption[] }) {
  const { inVersion, items, loaded, load } = useVersionSwitch(versions);
  if (versions.length < 2) return null;
  return (
    <>
      {inVersion ? null : <style>{rememberedLabelRules(versions)}</style>}
      <Dropdown
        label={inVersion ? inVersion.label : <RememberedLabel versions={versions} />}
        ariaLabel={inVersion ? `Docs version: ${inVersion.label}` : undefined}
        onOpen={() => void load()}
        state={loaded ? 'pages-loaded' : 'pages-pending'}
        items={items}
      />
    </>
  );
}
