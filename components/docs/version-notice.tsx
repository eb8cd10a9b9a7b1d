'use client';

import { usePathname } from 'next/navigation';
import { versionNoticeFor } from '@/components/layout/preferred-version';
import { useAfterHydration } from '@/components/layout/use-after-hydration';
import styles from './version-banner.module.css';

/** The version dropdown's message, shown once on the page it opened instead of the missing one. */
export function VersionNotice() {
  const pathname = usePathname() ?? '/';
  const notice = useAfterHydration(() => versionNoticeFor(pathname), null);
  if (!notice) return null;
  return (
    <p className={styles.notice} role="status" data-version-notice>
      {notice}
    </p>
  );
}
