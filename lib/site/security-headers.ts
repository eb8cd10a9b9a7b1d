import { createHash } from 'node:crypto';
import { siteConfig } from '@/lib/site-config';

/** Hosted DocSearch talks to these origins from the browser. */
const ALGOLIA_ORIGINS = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_TYPE = /\stype="(?!(?:text|application)\/javascript")[^"]*"/;

/**
 * CSP source expressions (`'sha256-…'`) of the inline scripts in `html` that a browser runs: the head
 * script, the route-payload loader, next-themes' and React's small inline scripts. JSON-LD and other
 * data blocks are not scripts to the CSP and are left out.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter((match) => !DATA_TYPE.test(match[1] ?? ''))
    .map(
      (match) =>
        `'sha256-${createHash('sha256')
          .update(match[2] ?? '', 'utf8')
          .digest('base64')}'`,
    );
}

/**
 * The recommended security headers, written to out/_headers (Netlify, Cloudflare Pages) by the build
 * and applied by `npm run serve` and the e2e tests, so the site is tested under this policy. Inline
 * scripts are allowed by hash (`scriptHashes`, collected from the exported HTML after the route payloads
 * have moved to files); without hashes the policy falls back to 'unsafe-inline'. No script comes from
 * another origin.
 */
export function securityHeaders(
  options: { hostedSearch?: boolean; scriptHashes?: readonly string[] } = {},
): Record<string, string> {
  const hostedSearch = options.hostedSearch ?? Boolean(siteConfig.search.appId);
  const connect = ["'self'", ...(hostedSearch ? ALGOLIA_ORIGINS : [])].join(' ');
  const inline = options.scriptHashes?.length
    ? [...new Set(options.scriptHashes)].sort()
    : ["'unsafe-inline'"];
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'self' ${inline.join(' ')}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src ${connect}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "manifest-src 'self'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `# Recommended security headers (see lib/site/security-headers.ts).\n/*\n${lines.join('\n')}\n`;
}
