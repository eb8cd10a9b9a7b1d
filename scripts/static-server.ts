import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|md|xml|webmanifest)$/;

interface StaticServerOptions {
  root: string;
  /** URL prefix the site is mounted at, e.g. "/celerity" (GitHub Pages project sites). */
  mount?: string;
  gzip?: boolean;
  /**
   * Send the headers of the export's `_headers` file, as Netlify and Cloudflare Pages do (default). Off, the
   * server sends only the content type and caching headers, as GitHub Pages does.
   */
  headers?: boolean;
}

function fileAt(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function dirAt(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/** Headers of the `/*` block of a Netlify-style `_headers` file in the export, if there is one. */
function readSiteHeaders(root: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(path.join(root, '_headers'), 'utf8');
  } catch {
    return {};
  }
  const headers: Record<string, string> = {};
  let inAllPaths = false;
  for (const line of text.split('\n')) {
    if (/^\S/.test(line) && !line.startsWith('#')) inAllPaths = line.trim() === '/*';
    const header = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    if (inAllPaths && header?.[1] && header[2]) headers[header[1]] = header[2].trim();
  }
  return headers;
}

/** Serves an exported site the way GitHub Pages does: dir/ → index.html, /x → 301 /x/, else 404.html. */
export function createStaticServer({
  root,
  mount = '',
  gzip = false,
  headers = true,
}: StaticServerOptions): Server {
  const base = mount.replace(/\/+$/, '');
  const siteHeaders = headers ? readSiteHeaders(root) : {};
  return createServer((request, response) => {
    for (const [name, value] of Object.entries(siteHeaders)) response.setHeader(name, value);
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    const send = (file: string, status = 200) => {
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const compress =
        gzip && COMPRESSIBLE.test(file) && /\bgzip\b/.test(String(request.headers['accept-encoding']));
      response.writeHead(status, {
        'Content-Type': type,
        'Cache-Control': file.includes('/_next/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(compress ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      });
      if (request.method === 'HEAD') return response.end();
      const stream = createReadStream(file);
      (compress ? stream.pipe(createGzip()) : stream).pipe(response);
    };
    const notFound = () => {
      const page = path.join(root, '404.html');
      if (fileAt(page)) return send(page, 404);
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    };
    if (base && pathname !== base && !pathname.startsWith(`${base}/`)) return notFound();
    const relative = pathname.slice(base.length);
    const target = path.join(root, path.normalize(relative));
    if (!target.startsWith(root)) return notFound();
    if (relative.endsWith('/'))
      return fileAt(path.join(target, 'index.html')) ? send(path.join(target, 'index.html')) : notFound();
    if (fileAt(target)) return send(target);
    if (dirAt(target)) {
      response.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
      return;
    }
    if (fileAt(`${target}.html`)) return send(`${target}.html`);
    return notFound();
  });
}

export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

/** Starts `server` on a free port of 127.0.0.1 (the benchmark and tests that need a host of their own). */
export async function listenOnFreePort(server: Server): Promise<RunningServer> {
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
