// The export as GitHub Pages serves it (no custom headers, scripts/static-server.ts), with one addition
// for the cross-engine suite: every HTML page gets probe.js right after its CSP <meta>.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer, listenOnFreePort } from '../../scripts/static-server';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4240' }, dir: { type: 'string', default: 'out' } },
});
const PROBE_PATH = '/__e2e/probe.js';
const probe = readFileSync(path.join(import.meta.dirname, 'probe.js'));
const site = await listenOnFreePort(createStaticServer({ root: path.resolve(values.dir), headers: false }));

/** `html` with the probe as its first script: after the CSP <meta>, which is the first element of the head. */
function withProbe(html: string): string {
  const tag = `<script src="${PROBE_PATH}"></script>`;
  const csp = /<meta http-equiv="Content-Security-Policy"[^>]*>/i.exec(html);
  if (csp) return html.replace(csp[0], `${csp[0]}${tag}`);
  return html.replace(/<head>/i, `<head>${tag}`);
}

createServer(async (request, response) => {
  if (request.url === PROBE_PATH) {
    response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(probe);
    return;
  }
  const answer = await fetch(`${site.origin}${request.url}`, {
    method: request.method,
    redirect: 'manual',
  });
  const headers = Object.fromEntries(
    [...answer.headers].filter(([name]) => !['content-length', 'content-encoding'].includes(name)),
  );
  const type = answer.headers.get('content-type') ?? '';
  const body = type.startsWith('text/html')
    ? withProbe(await answer.text())
    : Buffer.from(await answer.arrayBuffer());
  response.writeHead(answer.status, headers).end(body);
}).listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Serving ${values.dir} with the e2e probe at http://127.0.0.1:${values.port}/`);
});
