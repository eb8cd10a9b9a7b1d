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
createStaticServer({ root, mount, gzip: values.gzip }).listen(port, '127.0.0.1', () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://127.0.0.1:${port}${mount}/`);
});
