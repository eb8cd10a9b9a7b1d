// Everything one `npm run bench` measured, for the budget check and the report.
import type { AfterLoadFigure } from './after-load';
import type { ExplorerUpdateFigure } from './explorer-update';
import type { FloorFigures } from './framework-floor';
import type { LighthouseFigures } from './lighthouse-runs';
import type { MachineInfo } from './machine';
import type { PageWeight, SearchOpenWeight } from './page-weight';
import type { RealLibraryFigures } from './real-build';
import type { SearchFigures } from './search-figures';
import type { BuildFigures } from './site-build';
import type { SyntheticFigures } from './synthetic-build';

export interface BenchResults {
  command: string;
  startedAt: Date;
  durationMs: number;
  commit: string;
  machine: MachineInfo;
  build?: BuildFigures;
  /** The default build of `--baseline`'s commit (one docs version), in the same run; absent when skipped. */
  baseline?: BuildFigures & { commit: string };
  synthetic: SyntheticFigures[];
  pages: PageWeight[];
  searchOpen?: SearchOpenWeight;
  floor?: FloorFigures;
  lighthouse: LighthouseFigures[];
  lighthouseRuns: number;
  /** `--cpu-reference`: the benchmark index Lighthouse's CPU slowdown was calibrated to; absent: fixed. */
  cpuReference?: number;
  /** Lighthouse (both form factors) on the same page types of `--compare`'s export. */
  compare: LighthouseFigures[];
  compareDir?: string;
  /** The site built from a celerity-runtime checkout (`--source`); absent when skipped. */
  real?: RealLibraryFigures | { source: string; failed: string };
  search?: SearchFigures;
  /** The split explorer's recompute and redraw in Chromium; absent when skipped. */
  explorer?: ExplorerUpdateFigure;
  /** What each page type fetches by network idle and its hover-to-navigation time; empty when skipped. */
  afterLoad: AfterLoadFigure[];
}
