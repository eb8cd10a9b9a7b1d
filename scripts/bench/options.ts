// Command-line flags of `npm run bench`.

export interface BenchOptions {
  /** Synthetic API sizes (documented symbols) to build. */
  sizes: number[];
  /** Lighthouse runs per page and form factor; the median is reported. */
  runs: number;
  /** Steps to leave out: synthetic, floor, baseline, pages, after-load, lighthouse (desktop: its desktop
   * runs only), search, explorer. */
  skip: Set<string>;
  /** Keep the temporary copies (for inspecting a build). */
  keep: boolean;
  /** Where the report goes. */
  reportPath: string;
  /** A celerity-runtime checkout for the "real library" row (`--source`, else CELERITY_SOURCE). */
  source?: string;
  /** The commit or tag of that checkout (`--source-ref`, else CELERITY_SOURCE_REF). */
  sourceRef?: string;
  /** A second export directory whose pages get the same mobile Lighthouse runs (A/B in one run). */
  compare?: string;
  /** Only these page types (names as in the report, e.g. `home,guide`); all when empty. */
  pages: Set<string>;
  /** The commit whose default build the three-version build is compared with (`--baseline`). */
  baseline: string;
  /**
   * `--cpu-reference <index>`: Lighthouse's CPU slowdown calibrated to this benchmark index, each run's
   * scaled by the host's index measured just before it (lighthouse-runs.ts `calibratedSlowdown`); absent:
   * Lighthouse's fixed slowdown.
   */
  cpuReference?: number;
}

/**
 * The last commit before docs versions (one version of the docs): three versions may take at most
 * BUILD_TIME_RATIO times its build time, measured in the same run (the step `baseline`).
 */
export const SINGLE_VERSION_COMMIT = '5cbcf1a';
export const BUILD_TIME_RATIO = 2.2;

const USAGE = `Usage: npm run bench -- [--quick] [--sizes 600,3000,10000] [--runs 3] [--skip lighthouse,desktop,synthetic,floor,baseline,pages,after-load,search,explorer] [--pages home,guide,...] [--source <celerity-runtime checkout> [--source-ref v0.6.0]] [--compare <export dir>] [--baseline <commit>] [--cpu-reference 2900] [--keep] [--report BENCHMARKS.md]`;
const STEPS = new Set([
  'synthetic',
  'floor',
  'baseline',
  'pages',
  'after-load',
  'lighthouse',
  'desktop',
  'search',
  'explorer',
]);

function positiveIntegers(flag: string, text: string | undefined): number[] {
  const values = (text ?? '').split(',').map((part) => Number(part.trim()));
  if (values.length === 0 || values.some((value) => !Number.isInteger(value) || value <= 0))
    throw new Error(
      `${flag} expects positive whole numbers separated by commas, got "${text ?? ''}"\n${USAGE}`,
    );
  return values;
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    sizes: [600, 3000, 10000],
    runs: 3,
    skip: new Set(),
    keep: false,
    reportPath: 'BENCHMARKS.md',
    sourceRef: process.env.CELERITY_SOURCE_REF || undefined,
    pages: new Set(),
    baseline: SINGLE_VERSION_COMMIT,
  };
  let sizesGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => argv[++i];
    if (flag === '--quick') {
      if (!sizesGiven) options.sizes = [600];
    } else if (flag === '--sizes') {
      options.sizes = positiveIntegers(flag, value());
      sizesGiven = true;
    } else if (flag === '--runs') {
      options.runs = positiveIntegers(flag, value())[0] ?? 1;
    } else if (flag === '--skip') {
      for (const step of (value() ?? '').split(',')) {
        if (!STEPS.has(step))
          throw new Error(`--skip: unknown step "${step}" (known: ${[...STEPS].join(', ')})`);
        options.skip.add(step);
      }
    } else if (flag === '--keep') {
      options.keep = true;
    } else if (['--source', '--source-ref', '--compare', '--baseline'].includes(flag ?? '')) {
      const given = value();
      if (!given) throw new Error(`${flag} expects a value\n${USAGE}`);
      if (flag === '--source') options.source = given;
      else if (flag === '--source-ref') options.sourceRef = given;
      else if (flag === '--baseline') options.baseline = given;
      else options.compare = given;
    } else if (flag === '--cpu-reference') {
      options.cpuReference = positiveIntegers(flag, value())[0];
    } else if (flag === '--pages') {
      for (const name of (value() ?? '').split(',')) options.pages.add(name.trim());
    } else if (flag === '--report') {
      options.reportPath = value() ?? options.reportPath;
    } else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else {
      throw new Error(`Unknown flag "${flag}"\n${USAGE}`);
    }
  }
  return options;
}
