import { defineConfig } from '@playwright/test';
import type { Driver } from './tests/e2e-browsers/driver';

// The cross-engine suite (tests/e2e-browsers): Firefox, WebKit and the full Chromium (the main suites run in
// Chromium's headless shell), driven by the suite's own drivers (puppeteer-core, a WebDriver client);
// Playwright only runs the tests. `--project firefox|webkit|chromium` picks one.
const PORT = Number(process.env.E2E_PORT ?? 4240);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'out';

export default defineConfig<object, { engine: Driver['engine'] }>({
  testDir: 'tests/e2e-browsers',
  // Its own: the Chromium suites run beside it (scripts/test.sh), and each run empties its output folder.
  outputDir: 'test-results/browsers',
  // A worker per engine at a time (two at once); each engine's tests share its browser, one test at a time.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  projects: [
    { name: 'firefox', use: { engine: 'firefox' } },
    // The offline bundle is for Firefox only (WebKitGTK's MiniBrowser is no reader's browser on a cluster).
    { name: 'webkit', use: { engine: 'webkit' }, testIgnore: /offline-bundle/ },
    // The main suite opens the offline bundle in Chromium (tests/e2e/offline-bundle.spec.ts).
    { name: 'chromium', use: { engine: 'chromium' }, testIgnore: /offline-bundle/ },
  ],
  webServer: {
    command: `npx tsx tests/e2e-browsers/serve.ts --port ${PORT} --dir ${OUT_DIR}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
