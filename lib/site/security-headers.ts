import { siteConfig } from '@/lib/site-config';

/** Hosted DocSearch talks to these origins from the browser. */
const ALGOLIA_ORIGINS = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];

/**
 * The recommended security headers, written to out/_headers (Netlify, Cloudflare Pages) by the build
 * and applied by `npm run serve` and the e2e tests, so the site is tested under this policy. Next.js
 * inlines per-page data in <script> tags, so scripts need 'unsafe-inline' (a nonce needs a server);
 * no script comes from another origin.
 */
export function securityHeaders(hostedSearch = Boolean(siteConfig.search.appId)): Record<string, string> {
  const connect = ["'self'", ...(hostedSearch ? ALGOLIA_ORIGINS : [])].join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self' 'unsafe-inline'",
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
