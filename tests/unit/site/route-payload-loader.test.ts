import { describe, expect, it } from 'vitest';
import { loadRoutePayload, PAYLOAD_LOADER } from '@/lib/export/flight-payload';
import { fakeBrowser } from './fake-browser';

type Response = { ok: boolean; status: number; text: string } | Error;

/**
 * Runs the serialised loader in a fake page up to its first paint; returns what it fetched and queued before
 * and after that paint, the elements it added and its warnings.
 */
async function runLoader(response: Response, hidden = false) {
  const fetched: string[] = [];
  const page = fakeBrowser({
    hidden,
    url: 'https://example.org/p/',
    scriptData: { routePayload: '/p/index.txt', scripts: '/one.js /two.js' },
    fetch: (url) => {
      fetched.push(url);
      return response instanceof Error
        ? Promise.reject(response)
        : Promise.resolve({ ...response, text: () => Promise.resolve(response.text) });
    },
  });
  page.run(PAYLOAD_LOADER);
  const queuedAtOnce = structuredClone(page.globals.__next_f);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const fetchedBeforePaint = [...fetched];
  const addedBeforePaint = page.head.children.length;
  page.paint();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return {
    fetched,
    fetchedBeforePaint,
    addedBeforePaint,
    queuedAtOnce,
    queued: page.globals.__next_f,
    added: page.head.children.map((element) =>
      element.tagName === 'link'
        ? `link ${element.rel} ${element.as} ${element.href}`
        : `script ${element.src} async=${element.async}`,
    ),
    warnings: page.warnings,
  };
}

describe('the route payload loader (serialised)', () => {
  it('is the typed function, minified, called with its own script element', () => {
    const unminified = `(${loadRoutePayload.toString()})(document.currentScript);`;
    expect(PAYLOAD_LOADER).toMatch(/^\(function\(\w\)\{.*\}\)\(document\.currentScript\);$/s);
    expect(PAYLOAD_LOADER.length).toBeLessThan(unminified.length * 0.8);
    // The messages a reader or a test sees survive minification.
    expect(PAYLOAD_LOADER).toContain('the page stays static until it is reloaded.');
  });

  it('opens the payload stream at once; after the first paint preloads the scripts, queues the fetched payload and starts the scripts in order', async () => {
    const run = await runLoader({ ok: true, status: 200, text: '0:{}\n' });
    expect(run.queuedAtOnce).toEqual([[0]]);
    // Nothing competes with the first paint.
    expect(run.fetchedBeforePaint).toEqual([]);
    expect(run.addedBeforePaint).toBe(0);
    expect(run.fetched).toEqual(['/p/index.txt']);
    expect(run.queued).toEqual([[0], [1, '0:{}\n']]);
    expect(run.added).toEqual([
      'link preload script /one.js',
      'link preload script /two.js',
      'script /one.js async=true',
      'script /two.js async=true',
    ]);
    expect(run.warnings).toEqual([]);
  });

  it('starts at once in a hidden tab, which does not paint', async () => {
    const run = await runLoader({ ok: true, status: 200, text: '0:{}\n' }, true);
    expect(run.fetchedBeforePaint).toEqual(['/p/index.txt']);
    expect(run.addedBeforePaint).toBe(4); // preloads, then the scripts once the payload is in
    expect(run.queued).toEqual([[0], [1, '0:{}\n']]);
  });

  it.each([
    [{ ok: false, status: 404, text: '' }, 'HTTP 404'],
    [new Error('Failed to fetch'), 'Failed to fetch'],
  ])(
    'leaves the page static and warns once when the payload cannot be loaded (%#)',
    async (response, reason) => {
      const run = await runLoader(response);
      expect(run.queued).toEqual([[0]]);
      expect(run.added).toEqual(['link preload script /one.js', 'link preload script /two.js']);
      expect(run.warnings).toEqual([
        `Loading this page's data from /p/index.txt failed (${reason}); the page stays static until it is reloaded.`,
      ]);
    },
  );

  it('keeps what Next queued before it ran', async () => {
    const page = fakeBrowser({
      url: 'https://example.org/',
      scriptData: { routePayload: '/x', scripts: '' },
    });
    page.globals.__next_f = [[9]];
    page.run(PAYLOAD_LOADER);
    expect(page.globals.__next_f).toEqual([[9], [0]]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
