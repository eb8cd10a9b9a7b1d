// Serves an export with gzip on a free port, like a static host would.
import path from 'node:path';
import { createStaticServer, listenOnFreePort, type RunningServer } from '../static-server';

export function serveExport(outDir: string): Promise<RunningServer> {
  return listenOnFreePort(createStaticServer({ root: path.resolve(outDir), gzip: true }));
}
