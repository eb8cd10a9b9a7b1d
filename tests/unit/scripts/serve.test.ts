import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const site = mkdtempSync(path.join(tmpdir(), 'serve-'));
writeFileSync(path.join(site, 'index.html'), '<p>served</p>');
afterAll(() => rmSync(site, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/`)).ok;
  } catch {
    return false;
  }
}

async function waitFor(condition: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('npm run serve', () => {
  it.each(['SIGTERM', 'SIGKILL'] as const)(
    'stops serving when npm is stopped by its PID (%s)',
    async (signal) => {
      const port = await freePort();
      const npm = spawn('npm', ['run', '--silent', 'serve', '--', '--port', String(port), '--dir', site], {
        cwd: root,
        stdio: 'ignore',
      });
      try {
        await waitFor(() => answers(port), 'the server answers');
        npm.kill(signal);
        await waitFor(async () => !(await answers(port)), 'the server has stopped', 5_000);
      } finally {
        npm.kill('SIGKILL');
      }
      expect(await answers(port)).toBe(false);
    },
  );
});
