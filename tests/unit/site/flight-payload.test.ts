import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  externalizePayload,
  FlightPayloadError,
  isExternalized,
  PAYLOAD_LOADER,
  readInlinePayload,
} from '@/lib/site/flight-payload';
import { externalizePayloads } from '../../../scripts/externalize-payloads';

const push = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;

/** The shape `next build` exports: async scripts in the head, payload pushes at the end of the body. */
function exportedPage(payload: string[], title = 'Page') {
  return (
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
    '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
    '<script src="/_next/static/chunks/one.js" async=""></script>' +
    '<script src="/_next/static/chunks/two.js" async=""></script>' +
    `<title>${title}</title><script>(function(){/* head script */})()</script>` +
    '<script src="/_next/static/chunks/legacy.js" noModule=""></script>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/></head>' +
    `<body><main><h1>${title}</h1></main><script>$RC("B:0","S:0")</script>` +
    '<script src="/_next/static/chunks/late.js" async=""></script>' +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
    payload.map(push).join('') +
    '</body></html>'
  );
}

describe('readInlinePayload', () => {
  it('joins the text of every push([1, …]) script', () => {
    const payload = ['0:{"P":null}\n', '1:"</script> and \\u003c"\n'];
    expect(readInlinePayload(exportedPage(payload), 'x.html')).toBe(payload.join(''));
  });

  it('names the file when the bootstrap script is missing', () => {
    expect(() => readInlinePayload('<html><head></head><body></body></html>', 'out/a/index.html')).toThrow(
      /^out\/a\/index\.html: no inline route payload found \(expected Next\.js's "<script>\(self\.__next_f=/,
    );
  });

  it('rejects segments it does not understand instead of dropping them', () => {
    const html = exportedPage([]).replace(
      '</body>',
      '<script>self.__next_f.push([3,"AAEC"])</script></body>',
    );
    expect(() => readInlinePayload(html, 'b.html')).toThrow(
      new FlightPayloadError(
        'b.html: unsupported inline payload segment [3,"AAEC"] (expected [1, "<text>"]).',
      ),
    );
  });
});

describe('externalizePayload', () => {
  const html = externalizePayload(exportedPage(['0:{}\n']), 'x.html', '/base/x/index.txt');

  it('removes the inline payload and the bootstrap, keeps other inline scripts', () => {
    expect(html).not.toContain('__next_f.push([1');
    expect(html).not.toContain('.push([0])</script>');
    expect(html).toContain('$RC("B:0","S:0")');
    expect(html).toContain('/* head script */');
    expect(isExternalized(html)).toBe(true);
  });

  it('turns the async scripts into preloads and hands them to the loader, in order', () => {
    expect(html).not.toMatch(/<script src="[^"]+" async/);
    expect(html).toContain(
      '<script data-route-payload="/base/x/index.txt" data-scripts="/_next/static/chunks/one.js /_next/static/chunks/two.js /_next/static/chunks/late.js">',
    );
    // First in the head, before the stylesheets, which would hold an inline script (and its fetch) back.
    expect(html).toContain('<head><meta charSet="utf-8"/><script data-route-payload=');
    expect(html.indexOf('data-route-payload')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    // late.js keeps the preload Next gave it.
    expect(html.match(/<link rel="preload" as="script" href="[^"]+"\/>/g)).toEqual([
      '<link rel="preload" as="script" href="/_next/static/chunks/one.js"/>',
      '<link rel="preload" as="script" href="/_next/static/chunks/two.js"/>',
    ]);
    expect(html).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
  });

  it('escapes the payload URL in its attribute', () => {
    expect(externalizePayload(exportedPage([]), 'x.html', '/a"b&c/index.txt')).toContain(
      'data-route-payload="/a&quot;b&amp;c/index.txt"',
    );
  });

  it('fails with the file name when the head has no scripts to defer', () => {
    const bare = exportedPage([]).replace(/<script src="[^"]+" async=""><\/script>/g, '');
    expect(() => externalizePayload(bare, 'out/c.html', '/c.txt')).toThrow(
      'out/c.html: no Next.js <script src="…" async> tags found in <head>.',
    );
  });
});

/** Runs the loader against a fake page: returns what it pushed, the scripts it added and its warnings. */
async function runLoader(response: { ok: boolean; status: number; text: string } | Error) {
  const pushed: unknown[] = [];
  const added: string[] = [];
  const warnings: string[] = [];
  const self: { __next_f?: unknown[] } = {};
  const element = () => ({ src: '', async: false });
  let fetched = '';
  runInNewContext(PAYLOAD_LOADER, {
    self,
    console: { warn: (message: string) => warnings.push(message) },
    Error,
    fetch: (url: string) => {
      fetched = url;
      return response instanceof Error
        ? Promise.reject(response)
        : Promise.resolve({ ...response, text: () => Promise.resolve(response.text) });
    },
    document: {
      currentScript: { dataset: { routePayload: '/p/index.txt', scripts: '/one.js /two.js' } },
      createElement: element,
      head: {
        appendChild: (node: { src: string; async: boolean }) => added.push(`${node.src} ${node.async}`),
      },
    },
  });
  pushed.push(...(self.__next_f ?? []));
  await new Promise((resolve) => setTimeout(resolve, 0));
  pushed.push(...(self.__next_f ?? []).slice(pushed.length));
  return { fetched, pushed, added, warnings };
}

describe('PAYLOAD_LOADER', () => {
  it('pushes the fetched payload before it starts the scripts', async () => {
    const run = await runLoader({ ok: true, status: 200, text: '0:{}\n' });
    expect(run.fetched).toBe('/p/index.txt');
    expect(run.pushed).toEqual([[0], [1, '0:{}\n']]);
    expect(run.added).toEqual(['/one.js true', '/two.js true']);
    expect(run.warnings).toEqual([]);
  });

  it('leaves the page static and warns once when the payload cannot be loaded', async () => {
    for (const response of [{ ok: false, status: 404, text: '' }, new Error('Failed to fetch')]) {
      const run = await runLoader(response);
      expect(run.pushed).toEqual([[0]]);
      expect(run.added).toEqual([]);
      expect(run.warnings).toEqual([
        `Loading this page's data from /p/index.txt failed (${response instanceof Error ? 'Failed to fetch' : 'HTTP 404'}); the page stays static until it is reloaded.`,
      ]);
    }
  });
});

describe('externalizePayloads', () => {
  it('points pages at the payload file with the same text, or writes one next to the page', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'payload-out-'));
    mkdirSync(path.join(out, 'a'));
    mkdirSync(path.join(out, '_not-found'));
    writeFileSync(path.join(out, 'a/index.html'), exportedPage(['A\n'], 'A'));
    writeFileSync(path.join(out, 'a/index.txt'), 'A\n');
    writeFileSync(path.join(out, '_not-found/index.txt'), 'NF\n');
    writeFileSync(path.join(out, '404.html'), exportedPage(['N', 'F\n'], 'Not found'));
    writeFileSync(path.join(out, 'orphan.html'), exportedPage(['O\n'], 'Orphan'));
    writeFileSync(path.join(out, 'robots.txt'), 'User-agent: *\n');

    expect(externalizePayloads(out, '/base')).toMatchObject({ pages: 3, ownFiles: 1 });
    const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
    expect(read('a/index.html')).toContain('data-route-payload="/base/a/index.txt"');
    expect(read('404.html')).toContain('data-route-payload="/base/_not-found/index.txt"');
    expect(read('orphan.html')).toContain('data-route-payload="/base/orphan.payload.txt"');
    expect(read('orphan.payload.txt')).toBe('O\n');
    // A second run leaves the pages alone.
    expect(externalizePayloads(out, '/base')).toMatchObject({ pages: 0, ownFiles: 0 });
  });
});
