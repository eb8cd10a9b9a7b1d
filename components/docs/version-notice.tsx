'use client';

import { useEffect, useState } from 'react';
import { takeVersionNotice } from '@/components/layout/preferred-version';
import styles from './version-banner.module.css';

/** The version dropdown's message, shown once on the page it opened instead of the missing one. */
export function VersionNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => setNotice(takeVersionNotice()), []);
  if (!notice) return null;
  return (
    <p className={styles.notice} role="status" data-version-notice>
      {notice}
    </p>
  );
}
