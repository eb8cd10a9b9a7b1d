// Post-build step: moves each exported page's inline route payload to a file the page fetches
// (see lib/export/flight-payload.ts). Reuses the payload files Next.js already writes for client
// navigations; a page whose payload matches none of them gets its own file next to it.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { externalizePayload, isExternalized, readInlinePayload } from './flight-payload';
import { isUnrequestedPayload } from './unrequested-payloads';
import { listFiles } from './list-files';

export const payloadDigest = (text: string) => createHash('sha256').update(text).digest('hex');

export interface ExternalizeSummary {
  /** HTML files in the export. */
  htmlFiles: number;
  /** Pages whose inline payload moved to a file in this run. */
  pages: number;
  /** Pages that already loaded their payload from a file (the step ran before). */
  alreadyExternalized: number;
  inlineBytes: number;
  /** Pages (relative to the export) whose payload matched none of Next's files and got a file of their own. */
  ownFiles: string[];
}

/**
 * Next's payload files by the digest of their text: index.txt (robots.txt and the like never match a page);
 * not the __next.*.txt files, which the build removes (lib/export/unrequested-payloads.ts). The router fetches
 * index.txt when it navigates to the page, so a full load and a later navigation share one cached file.
 */
export function payloadFilesByDigest(files: readonly string[]): Map<string, string> {
  const byDigest = new Map<string, string>();
  const candidates = files.filter((name) => name.endsWith('.txt') && !isUnrequestedPayload(name));
  for (const file of candidates) {
    const key = payloadDigest(readFileSync(file, 'utf8'));
    if (!byDigest.has(key) || path.basename(file) === 'index.txt') byDigest.set(key, file);
  }
  return byDigest;
}

export function externalizePayloads(outDir: string, basePath: string): ExternalizeSummary {
  const files = listFiles(outDir);
  const urlOf = (file: string) => `${basePath}/${path.relative(outDir, file).split(path.sep).join('/')}`;
  const payloadFiles = new Map([...payloadFilesByDigest(files)].map(([key, file]) => [key, urlOf(file)]));
  const html = files.filter((name) => name.endsWith('.html'));
  const summary: ExternalizeSummary = {
    htmlFiles: html.length,
    pages: 0,
    alreadyExternalized: 0,
    inlineBytes: 0,
    ownFiles: [],
  };
  for (const file of html) {
    const page = readFileSync(file, 'utf8');
    if (isExternalized(page)) {
      summary.alreadyExternalized += 1;
      continue;
    }
    const label = path.relative(process.cwd(), file);
    const payload = readInlinePayload(page, label);
    let url = payloadFiles.get(payloadDigest(payload));
    if (!url) {
      const own = file.replace(/\.html$/, '.payload.txt');
      writeFileSync(own, payload);
      url = urlOf(own);
      payloadFiles.set(payloadDigest(payload), url);
      summary.ownFiles.push(path.relative(outDir, file));
    }
    const rewritten = externalizePayload(page, label, url);
    writeFileSync(file, rewritten);
    summary.pages += 1;
    summary.inlineBytes += page.length - rewritten.length;
  }
  return summary;
}
