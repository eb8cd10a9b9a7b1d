import { describe, expect, it } from 'vitest';
import { checkLinks, resolveHref } from '@/lib/content/link-check';
import { linkProblems } from '@/lib/export/link-check';
import { tempDir, writeIn } from '../temp-dir';

const page = (url: string, ids: string[], links: string[]) => ({
  url,
  source: `${url}index.html`,
  ids: new Set(ids),
  links: links.map((href, index) => ({ href, line: index + 1 })),
});

describe('checkLinks', () => {
  it('accepts valid links, anchors, relative links, assets and external urls', () => {
    const pages = [
      page(
        '/docs/a/',
        ['top'],
        ['/docs/b/', '/docs/b/#part', '#top', '../b/', 'https://example.org/x', 'mailto:x@y.z', '/img/x.svg'],
      ),
      page('/docs/b/', ['part'], []),
    ];
    expect(checkLinks(pages, new Set(['/img/x.svg']))).toEqual([]);
  });

  it('reports a broken link as an error naming page, line and link, with a trailing-slash hint', () => {
    const problems = checkLinks([page('/docs/a/', [], ['/docs/b', '/docs/nope/']), page('/docs/b/', [], [])]);
    expect(problems).toEqual([
      {
        severity: 'error',
        kind: 'broken-link',
        message: '/docs/a/index.html:1: broken link "/docs/b" (did you mean "/docs/b/"?)',
      },
      { severity: 'error', kind: 'broken-link', message: '/docs/a/index.html:2: broken link "/docs/nope/"' },
    ]);
  });

  it('reports a broken anchor as an error and a duplicate route as a warning', () => {
    const problems = checkLinks([
      page('/a/', [], ['/b/#missing']),
      page('/b/', ['here'], []),
      page('/b/', [], []),
    ]);
    expect(problems.map((problem) => [problem.severity, problem.kind])).toEqual([
      ['warning', 'duplicate-route'],
      ['error', 'broken-anchor'],
    ]);
  });

  it('does not check anchors into pages whose ids are unknown', () => {
    expect(
      checkLinks([page('/a/', [], ['/b/#x']), { url: '/b/', source: 'gen', ids: null, links: [] }]),
    ).toEqual([]);
  });

  it('resolves hrefs relative to the page', () => {
    expect(resolveHref('../b/#x', '/docs/a/')).toEqual({ path: '/docs/b/', hash: 'x' });
    expect(resolveHref('//cdn.example/x', '/')).toBeNull();
  });
});

describe('the export link check', () => {
  const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;
  const setUp = () => {
    const out = tempDir('link-check-');
    writeIn(out, 'docs/api/functions/f/index.html', page('<h2 id="f-1">f</h2>'));
    writeIn(out, 'api-cards/functions/f.json', '{}');
    return out;
  };

  it('wants a signature card for each link written as code to an API page or anchor', () => {
    const out = setUp();
    writeIn(
      out,
      'docs/guide/index.html',
      page(
        '<a href="/docs/api/functions/f/"><code>f</code></a>' +
          '<pre><a href="/docs/api/functions/f/#f-1">f</a></pre>' +
          '<a href="/docs/api/functions/f/#f-1">prose links need no card</a>',
      ),
    );
    const [problem, ...more] = linkProblems(out, '', false);
    expect(more).toEqual([]);
    expect(problem).toContain(
      '/docs/guide/: code link "/docs/api/functions/f/#f-1" has no signature card (expected api-cards/functions/f/~f-1.json',
    );
    expect(problem?.split('\n')).toHaveLength(1);
    writeIn(out, 'api-cards/functions/f/~f-1.json', '{}');
    expect(linkProblems(out, '', false)).toEqual([]);
  });
});
