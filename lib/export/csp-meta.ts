/**
 * GitHub Pages sends none of our headers, so every exported page carries its Content-Security-Policy
 * itself, in `<meta http-equiv="Content-Security-Policy">`. A meta policy governs only what the parser
 * meets after it, and Next writes its async scripts ahead of its other metadata, so the element goes
 * directly after `<meta charset>`, the first element of the head. Its `script-src` lists the page's own
 * inline scripts by hash, taken from the final HTML: this is the last pass that changes a page
 * (lib/export/passes.ts), and its check (lib/export/export-invariants.ts) reads the result.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from '@/lib/site/security-headers';
import { ExportPassError } from './pass';

export class CspMetaError extends ExportPassError {}

const CHARSET = /<meta charset=(?:"[^"]*"|'[^']*'|[^\s/>]+)\s*\/?>/i;
/** A policy element this step wrote, as it stands directly after the charset (the step runs again on its output). */
const OWN_ELEMENT = /^<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;
/** Any policy element, however its attributes are spelled. */
const ANY_ELEMENT = /<meta\b[^>]*\bhttp-equiv=["']?content-security-policy(?=["'\s/>])[^>]*>/gi;

/** The policy element as this step writes it. */
const cspMetaElement = (policy: string) =>
  `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;

/** `html` without any policy element (the offline bundle drops the scripts the policy is about). */
export const withoutCspMeta = (html: string) => html.replace(ANY_ELEMENT, '');

/**
 * `html` with its policy element, made by `policyFor` from the hashes of the page's inline scripts; a policy
 * element this step wrote before is replaced. `page` names the page in errors.
 */
export function withCspMeta(
  html: string,
  page: string,
  policyFor: (scriptHashes: string[]) => string,
): { html: string; scriptHashes: string[] } {
  const charset = CHARSET.exec(html);
  if (!charset)
    throw new CspMetaError(
      `${page}: no <meta charset> to put the Content-Security-Policy after (Next.js writes one first in every page's <head>).`,
    );
  const firstScript = html.search(/<script\b/i);
  if (firstScript >= 0 && firstScript < charset.index)
    throw new CspMetaError(
      `${page}: a <script> comes before <meta charset>; the Content-Security-Policy <meta> must precede every script.`,
    );
  const at = charset.index + charset[0].length;
  const own = OWN_ELEMENT.exec(html.slice(at))?.[0] ?? '';
  const rest = html.slice(at + own.length);
  const foreign = html.slice(0, at).match(ANY_ELEMENT) ?? rest.match(ANY_ELEMENT);
  if (foreign)
    throw new CspMetaError(
      `${page}: it already carries a Content-Security-Policy <meta> this step did not write (${foreign[0].slice(0, 80)}…); the policy comes from lib/site/security-headers.ts, so remove the other one.`,
    );
  // Nothing before `at` is a script (checked above), and the policy element is none.
  const scriptHashes = inlineScriptHashes(rest);
  return {
    html: html.slice(0, at) + cspMetaElement(policyFor(scriptHashes)) + rest,
    scriptHashes,
  };
}

export interface CspMetaSummary {
  pages: number;
  /** The page with the most inline-script hashes, and their number. */
  most: { page: string; hashes: number };
  /** Every hash of every page, once. */
  scriptHashes: Set<string>;
}

/** Puts the policy element into every HTML page of `files` (absolute paths under `outDir`). */
export function addCspMetas(
  outDir: string,
  files: readonly string[],
  policyFor: (scriptHashes: string[]) => string,
): CspMetaSummary {
  const summary: CspMetaSummary = { pages: 0, most: { page: '', hashes: -1 }, scriptHashes: new Set() };
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const page = path.relative(outDir, file);
    const before = readFileSync(file, 'utf8');
    const after = withCspMeta(before, page, policyFor);
    if (after.html !== before) writeFileSync(file, after.html);
    summary.pages += 1;
    const distinct = new Set(after.scriptHashes);
    distinct.forEach((hash) => summary.scriptHashes.add(hash));
    if (distinct.size > summary.most.hashes) summary.most = { page, hashes: distinct.size };
  }
  return summary;
}
