import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFile, inlineScriptHashes, securityHeaders } from '@/lib/site/security-headers';

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
});
