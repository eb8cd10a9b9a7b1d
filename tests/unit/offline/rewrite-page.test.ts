import { describe, expect, it } from 'vitest';
import { relativeUrl, rewritePage, rewriteStylesheet } from '@/lib/offline/rewrite-page';

describe('relativeUrl', () => {
  it('points directories at their index.html and keeps query and hash', () => {
    expect(relativeUrl('/', '/docs/x/')).toBe('docs/x/index.html');
    expect(relativeUrl('/docs/x/', '/docs/y/#part')).toBe('../../docs/y/index.html#part');
    expect(relativeUrl('/docs/api/records/ABC/', '/search/?q=a')).toBe('../../../../search/index.html?q=a');
    expect(relativeUrl('/docs/x/', '/_next/static/a.css')).toBe('../../_next/static/a.css');
    expect(relativeUrl('/docs/x/', '/')).toBe('../../index.html');
  });
});

describe('rewritePage', () => {
  const page = `<html><head><meta charset="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-a'"/><script src="/_next/x.js"></script><link rel="preload" as="script" href="/_next/y.js"/><link rel="manifest" href="/manifest.webmanifest"/><link rel="stylesheet" href="/sub/_next/a.css"/><script type="application/ld+json">{"a":1}</script></head><body><a href="/sub/docs/y/#h">y</a><a href="#top">top</a><a href="https://example.org/">out</a><img src="/sub/img/p.svg"/><script>self.x=1</script></body></html>`;
  const result = rewritePage(page, { path: '/docs/x/', basePath: '/sub' });

  it('drops every script except structured data, and what would load files', () => {
    expect(result).not.toContain('_next/x.js');
    expect(result).not.toContain('_next/y.js');
    expect(result).not.toContain('manifest');
    expect(result).not.toContain('self.x');
    expect(result).toContain('<script type="application/ld+json">{"a":1}</script>');
  });

  it("drops the page's Content-Security-Policy, which would refuse the bundle's script", () => {
    expect(result).toMatch(/^<html><head><meta charset="utf-8"\/><link rel="stylesheet"/);
  });

  it('makes site links relative (base path removed) and leaves anchors and other sites alone', () => {
    expect(result).toContain('href="../../_next/a.css"');
    expect(result).toContain('href="../../docs/y/index.html#h"');
    expect(result).toContain('href="#top"');
    expect(result).toContain('href="https://example.org/"');
    expect(result).toContain('src="../../img/p.svg"');
  });

  it('adds the bundle script and stylesheet relative to the page', () => {
    expect(result).toContain(
      '<link rel="stylesheet" href="../../offline/offline.css"/><script src="../../offline/offline.js" data-root="../../"></script></head>',
    );
  });
});

describe('rewriteStylesheet', () => {
  it('makes url(/…) relative to the stylesheet and keeps data URLs', () => {
    const css =
      'a{background:url(/img/a.svg)}b{background:url("data:image/svg+xml,x")}c{src:url("/sub/f.woff2")}';
    expect(rewriteStylesheet(css, '/_next/static/chunks/x.css', '/sub')).toBe(
      'a{background:url(../../../img/a.svg)}b{background:url("data:image/svg+xml,x")}c{src:url("../../../f.woff2")}',
    );
  });
});
