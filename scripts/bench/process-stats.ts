// Runs one build step and measures it: wall time, the peak RSS of its largest process (GNU time -v,
// as `ru_maxrss` of children), and the peak RSS summed over its whole process tree (sampled with ps),
// because `next build` spreads static generation over worker processes.
import { execFile, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const GNU_TIME = '/usr/bin/time';
const SAMPLE_MS = 250;
const run = promisify(execFile);

export interface ProcessFigures {
  wallMs: number;
  /** Largest single process, kB. */
  maxRssKb: number;
  /** Largest sum over the process tree at one sample, kB. */
  peakTreeRssKb: number;
}

interface RunOptions {
  cwd: string;
  /** Output of the step goes here, not to the terminal. */
  logFile: string;
  /** Added to this process's environment; a variable set to undefined is removed from it. */
  env?: Record<string, string | undefined>;
}

async function treeRssKb(rootPid: number): Promise<{ sum: number; max: number }> {
  const { stdout } = await run('ps', ['-e', '-o', 'pid=,ppid=,rss=']);
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const line of stdout.trim().split('\n')) {
    const [pid = 0, ppid = 0, kb = 0] = line.trim().split(/\s+/).map(Number);
    rss.set(pid, kb);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let sum = 0;
  let max = 0;
  for (const queue = [rootPid]; queue.length > 0;) {
    const pid = queue.pop()!;
    sum += rss.get(pid) ?? 0;
    max = Math.max(max, rss.get(pid) ?? 0);
    queue.push(...(children.get(pid) ?? []));
  }
  return { sum, max };
}

const tail = (file: string) => readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');

function childEnv(changes: RunOptions['env'] = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  for (const [name, value] of Object.entries(changes))
    if (value === undefined) delete env[name];
    else env[name] = value;
  return env;
}

export async function runMeasured(
  command: string,
  args: string[],
  options: RunOptions,
): Promise<ProcessFigures> {
  const timeFile = path.join(path.dirname(options.logFile), `${path.basename(options.logFile)}.time`);
  const useTime = existsSync(GNU_TIME);
  const [file, argv] = useTime ? [GNU_TIME, ['-v', '-o', timeFile, command, ...args]] : [command, args];
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const started = performance.now();
  const child = spawn(file, argv, {
    cwd: options.cwd,
    env: childEnv(options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  let peakTree = 0;
  let peakSingle = 0;
  const sampler = setInterval(() => {
    if (child.pid === undefined) return;
    treeRssKb(child.pid)
      .then(({ sum, max }) => {
        peakTree = Math.max(peakTree, sum);
        peakSingle = Math.max(peakSingle, max);
      })
      .catch(() => {});
  }, SAMPLE_MS);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  await new Promise((resolve) => log.end(resolve));
  if (code !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (exit ${code}) in ${options.cwd}:\n${tail(options.logFile)}`,
    );
  const timed = useTime
    ? /Maximum resident set size \(kbytes\): (\d+)/.exec(readFileSync(timeFile, 'utf8'))
    : null;
  return {
    wallMs,
    maxRssKb: timed ? Number(timed[1]) : peakSingle,
    peakTreeRssKb: Math.max(peakTree, peakSingle),
  };
}
