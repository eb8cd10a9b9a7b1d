// Post-build step: moves each exported page's inline route payload to a file the page fetches
// (see lib/site/flight-payload.ts). Reuses the payload files Next.js already writes for client
// navigations; a page whose payload matches none of them gets its own file next to it.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { externalizePayload, isExternalized, readInlinePayload } from '../lib/site/flight-payload';
import { listFiles } from './list-files';

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

export interface ExternalizeSummary {
  pages: number;
  inlineBytes: number;
  ownFiles: number;
}

export function externalizePayloads(outDir: string, basePath: string): ExternalizeSummary {
  const files = listFiles(outDir);
  const urlOf = (file: string) => `${basePath}/${path.relative(outDir, file).split(path.sep).join('/')}`;
  const payloadFiles = new Map<string, string>();
  // Next's own payload files are index.txt and __next.*.txt; robots.txt and the like never match.
  for (const file of files.filter((name) => name.endsWith('.txt'))) {
    payloadFiles.set(digest(readFileSync(file, 'utf8')), urlOf(file));
  }
  const summary: ExternalizeSummary = { pages: 0, inlineBytes: 0, ownFiles: 0 };
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8');
    if (isExternalized(html)) continue;
    const label = path.relative(process.cwd(), file);
    const payload = readInlinePayload(html, label);
    let url = payloadFiles.get(digest(payload));
    if (!url) {
      const own = file.replace(/\.html$/, '.payload.txt');
      writeFileSync(own, payload);
      url = urlOf(own);
      payloadFiles.set(digest(payload), url);
      summary.ownFiles += 1;
    }
    const rewritten = externalizePayload(html, label, url);
    writeFileSync(file, rewritten);
    summary.pages += 1;
    summary.inlineBytes += html.length - rewritten.length;
  }
  return summary;
}
