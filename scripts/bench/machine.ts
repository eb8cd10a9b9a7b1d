// What the figures were measured on: machine, runtime and the versions of what we measure.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from './browser';
import { repoRoot } from './workspace';

const PACKAGES = [
  'next',
  'react',
  'react-dom',
  '@docsearch/react',
  'minisearch',
  'lighthouse',
  'playwright-core',
];

export interface MachineInfo {
  os: string;
  cpu: string;
  cores: number;
  memory: string;
  /** 1-minute load average when the run started: above the core count, timings are noisy. */
  loadAverage: number;
  node: string;
  chromium: string;
  packages: Record<string, string>;
}

function osName(): string {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    const pretty = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(release)?.[1];
    if (pretty) return `${pretty} (${os.type()} ${os.release()} ${os.arch()})`;
  } catch {
    // Not Linux, or no os-release: the kernel line below is enough.
  }
  return `${os.type()} ${os.release()} ${os.arch()}`;
}

function packageVersion(name: string): string {
  try {
    const file = path.join(repoRoot, 'node_modules', name, 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return 'not installed';
  }
}

export function machineInfo(): MachineInfo {
  let chromium = 'not found';
  try {
    // Debian's wrapper script prints shell noise on stderr; the version is on stdout.
    chromium = execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Reported as "not found".
  }
  return {
    os: osName(),
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    loadAverage: os.loadavg()[0] ?? 0,
    node: process.version,
    chromium,
    packages: Object.fromEntries(PACKAGES.map((name) => [name, packageVersion(name)])),
  };
}
