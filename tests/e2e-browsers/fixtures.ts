import { test as base, expect } from '@playwright/test';
import type { Driver } from './driver';
import { launchChromium, launchFirefox } from './puppeteer-driver';
import { launchWebKit } from './webkit-driver';

export const PORT = Number(process.env.E2E_PORT ?? 4240);
export const ORIGIN = `http://127.0.0.1:${PORT}`;

interface WorkerFixtures {
  engine: Driver['engine'];
  driver: Driver;
}

/** Reads and clears what probe.js recorded in this tab (console errors, failed requests, CSP violations). */
export const takeProblems = (driver: Driver) =>
  driver.run<string[]>(`
    const list = JSON.parse(sessionStorage.getItem('__e2e_problems') || '[]');
    sessionStorage.removeItem('__e2e_problems');
    return list;`);

/**
 * One driver per worker (a project per engine). Every test fails on a console error, an uncaught error or
 * a failed request that probe.js saw in any page the test loaded.
 */
export const test = base.extend<{ problems: void }, WorkerFixtures>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  driver: [
    async ({ engine }, use, workerInfo) => {
      const driver =
        engine === 'firefox'
          ? await launchFirefox()
          : engine === 'chromium'
            ? await launchChromium()
            : await launchWebKit(PORT + 1 + workerInfo.workerIndex);
      await use(driver);
      await driver.close();
    },
    // Starting a browser on a busy machine takes a while (Firefox: 30–60 s on 2 shared cores).
    { scope: 'worker', timeout: 180_000 },
  ],
  problems: [
    async ({ driver }, use) => {
      await use();
      if (!(await driver.url()).startsWith(ORIGIN)) return;
      const problems = await takeProblems(driver);
      // The next test starts afresh: no stored theme, version choice or search history.
      await driver.run('localStorage.clear(); sessionStorage.clear();');
      expect(problems, 'console errors and failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits (polling) until `body`, run in the page, returns a truthy value, and returns that value. */
export async function waitIn<T>(driver: Driver, body: string, message: string, ...args: unknown[]) {
  let value: T | undefined;
  await expect
    .poll(
      async () => {
        value = await driver.run<T>(body, ...args).catch(() => undefined);
        return Boolean(value);
      },
      { message, timeout: 15_000 },
    )
    .toBe(true);
  return value as T;
}

/** Loads `path` of the site and waits until the app has hydrated. */
export async function open(driver: Driver, path: string): Promise<void> {
  await driver.goto(`${ORIGIN}${path}`);
  await hydrated(driver, path);
}

export const hydrated = (driver: Driver, what: string) =>
  waitIn(
    driver,
    `return document.documentElement.dataset.hydrated === 'true';`,
    `${what} hydrates (html[data-hydrated])`,
  );
