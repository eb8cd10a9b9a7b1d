import { createHash } from 'node:crypto';
import { siteConfig } from '@/lib/site-config';

/** Hosted DocSearch talks to these origins from the browser. */
const ALGOLIA_ORIGINS = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];

/**
 * Directives that only work when the policy arrives as an HTTP header: browsers ignore them in a
 * `<meta http-equiv>` policy, and Chrome logs an error for each one it finds there.
 */
export const HEADER_ONLY_DIRECTIVES: readonly string[] = ['frame-ancestors', 'report-uri', 'sandbox'];

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_TYPE = /\stype="(?!(?:text|application)\/javascript"|module")[^"]*"/;

/** The CSP source expression that allows the inline script whose text is `text`. */
export const scriptHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * CSP source expressions (`'sha256-…'`) of the inline scripts in `html` that a browser runs: the head
 * script, the route-payload loader, next-themes' and React's small inline scripts. JSON-LD and other
 * data blocks are not scripts to the CSP and are left out.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter((match) => !DATA_TYPE.test(match[1] ?? ''))
    .map((match) => scriptHash(match[2] ?? ''));
}

interface PolicyOptions {
  /** Whether the browser talks to the hosted search service (default: as the site config says). */
  hostedSearch?: boolean;
  /** The inline scripts allowed, by hash; without them the header policy falls back to 'unsafe-inline'. */
  scriptHashes?: readonly string[];
  /** `meta`: the policy a page carries in `<meta http-equiv>`, without the header-only directives. */
  delivery?: 'header' | 'meta';
}

/**
 * The site's Content-Security-Policy. No script comes from another origin; inline scripts are allowed by
 * hash, collected from the exported HTML after every other rewrite of it (lib/export/csp-meta.ts).
 */
export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const hostedSearch = options.hostedSearch ?? Boolean(siteConfig.search.appId);
  const connect = ["'self'", ...(hostedSearch ? ALGOLIA_ORIGINS : [])].join(' ');
  const inline = options.scriptHashes
    ? [...new Set(options.scriptHashes)].sort()
    : options.delivery === 'meta'
      ? []
      : ["'unsafe-inline'"];
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...inline].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ];
  const carried =
    options.delivery === 'meta'
      ? directives.filter((directive) => !HEADER_ONLY_DIRECTIVES.includes(directive.split(' ')[0] ?? ''))
      : directives;
  return carried.join('; ');
}

/**
 * The recommended security headers, written to out/_headers for hosts that apply that file (Netlify,
 * Cloudflare Pages) and sent by `npm run serve`. The pages carry the same policy in a `<meta>` element
 * (lib/export/csp-meta.ts), which is all GitHub Pages delivers; the header adds what a meta policy cannot
 * carry (`frame-ancestors`) and the other headers.
 */
export function securityHeaders(options: Omit<PolicyOptions, 'delivery'> = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ ...options, delivery: 'header' }),
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
