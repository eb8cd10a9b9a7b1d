/**
 * The switches of the test hooks that only the e2e tests' build contains (`CELERITY_TEST_HOOKS=1`, set by
 * `npm test`). A production build has none of them: the site-invariants pass (lib/export/passes.ts) fails if it finds this key there.
 */

/** The sessionStorage key of the crash switch read by `CrashProbe` (components/layout/crash-probe.tsx). */
export const TEST_CRASH_STORAGE_KEY = 'celerity.test.crash';
