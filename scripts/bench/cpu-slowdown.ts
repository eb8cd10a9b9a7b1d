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

/**
 * Lighthouse's benchmark index of the machine BENCHMARKS.md's Lighthouse figures, and with them the TBT
 * targets, were measured on (its median over the runs of fd90387's bench).
 */
export const REFERENCE_BENCHMARK_INDEX = 2900;

/**
 * What to tell the reader of runs at Lighthouse's fixed slowdown on a machine much slower than the
 * reference (a median index below three quarters of it): there every task counts several times longer, so
 * TBT figures compare only with the other export of the same run. Nothing when calibrated or close enough.
 */
export function slowMachineWarning(medianIndex: number, calibrated: boolean): string | undefined {
  if (calibrated || !(medianIndex > 0) || medianIndex >= REFERENCE_BENCHMARK_INDEX * 0.75) return undefined;
  return `Lighthouse's benchmark index in these runs was ${Math.round(medianIndex)} (median), against about ${REFERENCE_BENCHMARK_INDEX} on the machine BENCHMARKS.md was measured on: with the fixed CPU slowdown every page's TBT reads several times higher here, so compare it only with the --compare export of this run, or run again with --cpu-reference ${REFERENCE_BENCHMARK_INDEX}.`;
}
