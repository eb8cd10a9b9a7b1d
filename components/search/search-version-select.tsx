'use client';

import { forwardRef } from 'react';
import type { SearchVersion } from '@/lib/search/client/search-versions';
import styles from './search-version-select.module.css';

interface SearchVersionSelectProps {
  id: string;
  versions: readonly SearchVersion[];
  value: string;
  onChange: (versionName: string) => void;
}

/** Which docs version a search covers, as a labelled native select (keyboard and screen reader ready). */
export const SearchVersionSelect = forwardRef<HTMLSelectElement, SearchVersionSelectProps>(
  function SearchVersionSelect({ id, versions, value, onChange }, ref) {
    return (
      <div className={styles.field}>
        <label htmlFor={id}>Search in version</label>
        <select
          ref={ref}
          id={id}
          className={styles.select}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid="search-version"
        >
          {versions.map((version) => (
            <option key={version.name} value={version.name}>
              {version.label}
            </option>
          ))}
        </select>
      </div>
    );
  },
);
