// Runs one browser step of the bench on an existing export, for `tsx scripts/bench/<step>.ts [out]`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { serveExport } from './serve-export';

/**
 * When `moduleUrl` is the script node was started with: serves the export named by the first argument
 * (`out` by default), runs `measure` in Chromium and prints what it returns.
 */
export function runAloneIfMain(
  moduleUrl: string,
  measure: (browser: Browser, origin: string) => Promise<string>,
): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const run = async () => {
    const server = await serveExport(path.resolve(process.argv[2] ?? 'out'));
    const browser = await launchBrowser();
    try {
      console.log(await measure(browser, server.origin));
    } finally {
      await browser.close();
      await server.close();
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
