import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyProject, removeProjectCopy } from './project-copy';

/**
 * A throw-away copy of the project (project-copy.ts) running `npm run dev`, so a test can edit content
 * while the server runs.
 */
export class DevProject {
  readonly dir: string;
  private server: ChildProcess | undefined;
  private output = '';

  constructor(readonly port: number) {
    this.dir = copyProject('dev-project');
  }

  /** Starts `npm run dev` (prebuild, then next dev) and waits until it answers. */
  async start(timeoutMs: number): Promise<void> {
    this.server = spawn('npm', ['run', 'dev', '--', '--port', String(this.port), '--hostname', '127.0.0.1'], {
      cwd: this.dir,
      detached: true,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => (this.output = `${this.output}${chunk.toString()}`.slice(-20_000));
    this.server.stdout?.on('data', keep);
    this.server.stderr?.on('data', keep);
    const until = Date.now() + timeoutMs;
    while (!(await this.answers())) {
      if (this.server.exitCode !== null) throw new Error(`npm run dev exited:\n${this.output}`);
      if (Date.now() > until) throw new Error(`npm run dev did not answer in time:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  private async answers(): Promise<boolean> {
    try {
      await fetch(`http://127.0.0.1:${this.port}/robots.txt`);
      return true;
    } catch {
      return false;
    }
  }

  /** The HTML of a page and its status; dev reports render errors inside a 200 page. */
  async get(url: string): Promise<{ status: number; html: string }> {
    const response = await fetch(`http://127.0.0.1:${this.port}${url}`);
    return { status: response.status, html: await response.text() };
  }

  /** The server's recent console output, for failure messages. */
  log(): string {
    return this.output;
  }

  edit(file: string, change: (text: string) => string): void {
    const absolute = path.join(this.dir, file);
    const before = readFileSync(absolute, 'utf8');
    const after = change(before);
    if (after === before) throw new Error(`the edit of ${file} changed nothing`);
    writeFileSync(absolute, after);
  }

  write(file: string, text: string): void {
    writeFileSync(path.join(this.dir, file), text);
  }

  read(file: string): string {
    return readFileSync(path.join(this.dir, file), 'utf8');
  }

  /** Stops the server with every process it started (one process group), then deletes the copy. */
  stop(): void {
    if (this.server?.pid && this.server.exitCode === null) {
      try {
        process.kill(-this.server.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    removeProjectCopy(this.dir);
  }
}
