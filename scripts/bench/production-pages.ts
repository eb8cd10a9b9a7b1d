// Reads the API pages of today's production site from a checkout of its repository (the `deploy`
// branch holds the built pages): kind, URL key, title, scope path and where each is declared.
// Nothing is copied from it; the id-match report only compares URLs.
import { execFileSync } from 'node:child_process';

export const PRODUCTION_KINDS = ['records', 'enums', 'aliases', 'functions'] as const;
type ProductionKind = (typeof PRODUCTION_KINDS)[number];

export interface ProductionPage {
  kind: ProductionKind;
  /** The URL segment: an id for records, enums and aliases, a slug for functions. */
  key: string;
  /** `struct local_reduction`, `function fence`, … */
  title: string;
  /** The breadcrumb's scopes: namespaces and enclosing records, outermost first. */
  scopes: string[];
  /** Every `Declared at` path of the page (overloads of a function may sit in several files). */
  files: string[];
}

function git(gitDir: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 });
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The pages' title, breadcrumb scopes and declared-at files, from one page's HTML. */
export function parseProductionPage(kind: ProductionKind, key: string, html: string): ProductionPage {
  const title = decode(/<title[^>]*>([^<]*?) \| Celerity<\/title>/.exec(html)?.[1] ?? key);
  const crumbs = /<nav class="breadcrumb has-arrow-separator"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
  const spans = [...crumbs.matchAll(/<li(?: class="is-active")?>.*?<span>([^<]*)<\/span>/g)].map((m) =>
    decode(m[1] ?? ''),
  );
  const scopes = spans.slice(0, -1).map((span) => span.replace(/^(namespace|class|struct|union) /, ''));
  const files = [...html.matchAll(/Declared at: <a[^>]*>([^<:]+):\d+</g)].map((m) => m[1] ?? '');
  return { kind, key, title, scopes, files: [...new Set(files)] };
}

/** Every record, enum, alias and function page on `branch` of the site repository at `gitDir`. */
export function readProductionPages(gitDir: string, branch = 'deploy'): ProductionPage[] {
  const pages: ProductionPage[] = [];
  for (const kind of PRODUCTION_KINDS) {
    const keys = git(gitDir, ['ls-tree', '-d', '--name-only', `${branch}:docs/api/${kind}`])
      .split('\n')
      .filter(Boolean);
    for (const key of keys) {
      const html = git(gitDir, ['show', `${branch}:docs/api/${kind}/${key}/index.html`]);
      pages.push(parseProductionPage(kind, key, html));
    }
  }
  return pages;
}
