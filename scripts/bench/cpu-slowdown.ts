// Lighthouse's simulated CPU slowdown, and its calibration to a reference machine (`--cpu-reference`).

export type FormFactor = 'mobile' | 'desktop';

/** Lighthouse's CPU slowdown for each form factor: its default mobile config's and desktop-config's. */
export const DEFAULT_CPU_SLOWDOWN: Record<FormFactor, number> = { mobile: 4, desktop: 1 };

/**
 * The CPU slowdown that makes a machine of `hostIndex` simulate the device that the default slowdown
 * simulates on a machine of `referenceIndex` (benchmark indices, higher is faster): the default scaled by
 * their ratio, as Lighthouse's throttling guide advises for a host slower or faster than it expects. Two
 * decimals, at least 0.1: Lighthouse accepts any positive multiplier.
 */
export function calibratedSlowdown(
  formFactor: FormFactor,
  hostIndex: number,
  referenceIndex: number,
): number {
  if (!(hostIndex > 0) || !(referenceIndex > 0))
    throw new Error(
      `calibratedSlowdown: benchmark indices must be positive (host ${hostIndex}, reference ${referenceIndex})`,
    );
  const slowdown = (DEFAULT_CPU_SLOWDOWN[formFactor] * hostIndex) / referenceIndex;
  return Math.max(0.1, Math.round(slowdown * 100) / 100);
}
