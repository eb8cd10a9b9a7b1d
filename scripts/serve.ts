import path from 'node:path';
import { parseArgs } from 'node:util';
import { normaliseBasePath } from '../lib/config/base-path.mjs';
import { createStaticServer } from './static-server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    dir: { type: 'string', default: 'out' },
    mount: { type: 'string' },
    gzip: { type: 'boolean', default: false },
  },
});

const root = path.resolve(values.dir);
const mount = normaliseBasePath(values.mount ?? process.env.BASE_PATH);
const port = Number(values.port);
const server = createStaticServer({ root, mount, gzip: values.gzip }).listen(port, '127.0.0.1', () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://127.0.0.1:${port}${mount}/`);
});

// `npm run serve` runs this under npm and a shell, and npm does not pass SIGTERM on to them: stopping npm
// by its PID would leave the server holding the port. So the server exits with its parent: when the
// parent is gone, the process is re-parented and `process.ppid` changes.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 250).unref();
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, stop);

function stop(): void {
  server.close();
  server.closeAllConnections();
  process.exit(0);
}
