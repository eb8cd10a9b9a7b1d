import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  securityHeaders,
} from '@/lib/site/security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script hashes', () => {
  it('hash the exact text of scripts the browser runs, not data blocks or external scripts', () => {
    const html =
      '<head><script>a()</script><script src="/x.js" async=""></script>' +
      '<script data-route-payload="/p.txt">b("é")</script></head><body>' +
      '<script type="application/ld+json">{"@type":"WebSite"}</script>' +
      '<script type="text/javascript">c()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b("é")'), sha('c()')]);
  });
});

describe('security headers', () => {
  it('allow inline scripts by hash when hashes are known, sorted and once each', () => {
    const csp = securityHeaders({
      hostedSearch: false,
      scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
    })['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(csp).toContain("connect-src 'self';");
  });

  it("fall back to 'unsafe-inline' without hashes, and open the search service's origins when hosted", () => {
    const csp = securityHeaders({ hostedSearch: true })['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self' 'unsafe-inline';");
    expect(csp).toContain('https://*.algolia.net');
    expect(headersFile({ A: 'b' })).toMatch(/^# .*\n\/\*\n {2}A: b\n$/);
  });

  it("keep frame-ancestors in the header's policy", () => {
    expect(securityHeaders({ scriptHashes: [] })['Content-Security-Policy']).toMatch(
      /script-src 'self'; .*; frame-ancestors 'none'; /,
    );
  });
});

describe("a page's policy <meta>", () => {
  it('leaves out what only a header can carry, and never allows inline scripts wholesale', () => {
    const header = contentSecurityPolicy({ hostedSearch: false, scriptHashes: ["'sha256-a'"] });
    const meta = contentSecurityPolicy({
      hostedSearch: false,
      scriptHashes: ["'sha256-a'"],
      delivery: 'meta',
    });
    expect(meta).toBe(header.replace("frame-ancestors 'none'; ", ''));
    expect(contentSecurityPolicy({ hostedSearch: false, delivery: 'meta' })).toContain("script-src 'self'; ");
  });

  it("opens the search service's origins to a hosted-search build", () => {
    expect(contentSecurityPolicy({ hostedSearch: true, scriptHashes: [], delivery: 'meta' })).toContain(
      "connect-src 'self' https://*.algolia.net https://*.algolianet.com https://*.algolia.io;",
    );
  });
});
