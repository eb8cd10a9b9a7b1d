// Serves an export like a static host: `npm run serve [-- --port 3000] [--dir out] [--mount /sub] [--gzip]
// [--no-headers]`. The headers of out/_headers are sent unless --no-headers is given; without them the
// server answers as GitHub Pages does, and the pages' own policy <meta> is the only CSP.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { normaliseBasePath } from '../lib/config/base-path.mjs';
import { createStaticServer } from './static-server';

const { values } = parseArgs({
  allowNegative: true,
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    dir: { type: 'string', default: 'out' },
    mount: { type: 'string' },
    gzip: { type: 'boolean', default: false },
    headers: { type: 'boolean', default: true },
  },
});

const root = path.resolve(values.dir);
const mount = normaliseBasePath(values.mount ?? process.env.BASE_PATH);
const port = Number(values.port);
const { gzip, headers } = values;
const server = createStaticServer({ root, mount, gzip, headers }).listen(port, '127.0.0.1', () => {
  const served = path.relative(process.cwd(), root) || '.';
  console.log(
    `Serving ${served} at http://127.0.0.1:${port}${mount}/ (${headers ? `with the headers of ${served}/_headers` : 'no custom headers'}).`,
  );
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
