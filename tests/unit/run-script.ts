import { spawn } from 'node:child_process';

export interface ScriptRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a script of the repository (`scripts/prebuild.ts`…) in a child Node with tsx and waits for it
 * without blocking the test worker: a worker blocked in spawnSync for a minute misses vitest's RPC
 * deadline, and the run fails with "Timeout calling onTaskUpdate" although every test passed.
 */
export function runScript(
  script: string,
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
