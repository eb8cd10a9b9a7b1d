'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { versionNoticeFor } from '@/components/layout/preferred-version';
import styles from './version-banner.module.css';

const noSubscription = () => () => {};

/** The version dropdown's message, shown once on the page it opened instead of the missing one. */
export function VersionNotice() {
  const pathname = usePathname() ?? '/';
  const notice = useSyncExternalStore(
    noSubscription,
    () => versionNoticeFor(pathname),
    () => null,
  );
  if (!notice) return null;
  return (
    <p className={styles.notice} role="status" data-version-notice>
      {notice}
    </p>
  );
}
