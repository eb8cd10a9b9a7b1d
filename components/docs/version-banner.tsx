import { AppLink } from '@/components/layout/app-link';
import type { VersionBannerData } from '@/lib/site/version-pages';
import { VersionNotice } from './version-notice';
import styles from './version-banner.module.css';

/**
 * Above every page of a version other than the latest: which version the reader is in, and a link to
 * the same page in the latest release. Also shows the dropdown's notice when the page the reader came
 * from does not exist in this version.
 */
export function VersionBanner({ banner }: { banner: VersionBannerData | null }) {
  return (
    <>
      <VersionNotice />
      {banner ? (
        <div className={styles.banner} role="note" data-version-banner={banner.kind}>
          <p>
            {banner.kind === 'unreleased' ? (
              <>
                This is the documentation of Celerity&rsquo;s <strong>unreleased</strong> development version,
                which can change before the next release.
              </>
            ) : (
              <>
                This is the documentation for Celerity {banner.label}, which is no longer the latest release.
              </>
            )}{' '}
            <AppLink href={banner.latestHref}>See this page in Celerity {banner.latestLabel}</AppLink>.
          </p>
        </div>
      ) : null}
    </>
  );
}
