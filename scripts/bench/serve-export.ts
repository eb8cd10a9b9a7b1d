// Serves an export with gzip on a free port, like a static host would.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createStaticServer } from '../static-server';

interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

export async function serveExport(outDir: string): Promise<RunningServer> {
  const server = createStaticServer({ root: path.resolve(outDir), gzip: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
