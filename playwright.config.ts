import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The site as GitHub Pages serves it: no custom headers, so the only CSP is the <meta> in each page. Tests of
// the headers in out/_headers start a host that applies them (tests/e2e/fixtures.ts).
const serveArgs = ['--port', String(PORT), '--no-headers'];

export default defineConfig({
  // The hosted-search suite runs against a build made with NEXT_PUBLIC_DOCSEARCH_* set (scripts/test.sh).
  testDir: process.env.E2E_SUITE === 'hosted' ? 'tests/e2e-hosted' : 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      // Debian's Chromium as root needs --no-sandbox; the rest keeps it off the (closed) network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx tsx scripts/serve.ts ${serveArgs.join(' ')}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
