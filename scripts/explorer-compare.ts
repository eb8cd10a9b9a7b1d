// npx tsx scripts/explorer-compare.ts --source <celerity-runtime checkout (v0.7.0 or later)>
// Compiles the runtime's split_1d/split_2d and region operations (src/split.cc and src/grid.cc of the
// given checkout, with its headers and the runtime's own assertions) with g++ against the stand-ins of
// scripts/explorer-compare/stand-ins.ts, runs them on a grid of inputs, and compares every answer with
// lib/explorer. Nothing of the checkout is copied: it is compiled in place, into a temporary directory
// that is removed afterwards.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { regionCases, splitCases, type Case } from './explorer-compare/cases';
import { writeStandIns } from './explorer-compare/stand-ins';

const REQUIRED = ['src/split.cc', 'src/grid.cc', 'include/split.h', 'include/grid.h', 'include/ranges.h'];

async function checkSource(source: string): Promise<void> {
  for (const file of REQUIRED) {
    if (!existsSync(path.join(source, file))) {
      throw new Error(`${source} has no ${file}: is it a celerity-runtime checkout?`);
    }
  }
  // Up to v0.6.0 the split functions took chunk<3>, and the headers need much more of SYCL.
  const splitHeader = await readFile(path.join(source, 'include', 'split.h'), 'utf8');
  if (!/std::vector<box<3>>\s+split_1d/.test(splitHeader)) {
    throw new Error(`${source}/include/split.h does not declare split_1d on box<3>: compare v0.7.0 or later`);
  }
}

function compare(name: string, cases: readonly Case[], answers: readonly string[]): number {
  let failed = 0;
  cases.forEach((c, i) => {
    const ours = c.ours();
    if (ours === answers[i]) return;
    failed++;
    if (failed <= 5)
      console.log(`${name} differs for "${c.line}"\n  runtime: ${answers[i]}\n  ours:    ${ours}`);
  });
  console.log(`${name}: ${cases.length - failed} of ${cases.length} agree`);
  return failed;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { source: { type: 'string' } } });
  if (!values.source) throw new Error('usage: explorer-compare --source <celerity-runtime checkout>');
  const source = path.resolve(values.source);
  await checkSource(source);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'explorer-compare-'));
  try {
    const driver = await writeStandIns(dir);
    const binary = path.join(dir, 'driver');
    const sources = [path.join(source, 'src', 'split.cc'), path.join(source, 'src', 'grid.cc'), driver];
    // The stand-in directory comes first so that its utils.h shadows the runtime's.
    const flags = ['-std=c++20', '-O1', `-I${dir}`, `-I${path.join(source, 'include')}`];
    execFileSync('g++', [...flags, ...sources, '-o', binary], { stdio: 'inherit' });

    const splits = [...splitCases()];
    const regions = [...regionCases(6000)];
    const input = [...splits, ...regions].map((c) => c.line).join('\n') + '\n';
    const answers = execFileSync(binary, { input, maxBuffer: 256 << 20 })
      .toString()
      .split('\n');
    const failed =
      compare('split_1d/split_2d', splits, answers.slice(0, splits.length)) +
      compare('region union/intersection/difference', regions, answers.slice(splits.length));
    const total = splits.length + regions.length;
    console.log(`${total - failed} passed, ${failed} failed`);
    return failed === 0 ? 0 : 1;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
