import { readdirSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// The export under test: `out/` by default; the deploy-path build (scripts/test.sh) is kept elsewhere.
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'out';
// `hosted`: a build with NEXT_PUBLIC_DOCSEARCH_* set; `deploy`: the build from a library checkout with the
// deploy workflow's settings (scripts/deploy-fixture.ts); `plain`: an export with the passes that rewrite
// Next's output switched off (CELERITY_EXPORT_PASSES=plain). Suite <name> is the folder tests/e2e-<name>;
// scripts/test.sh, which makes each suite's export, is the one list of them.
const SUITE = process.env.E2E_SUITE;
const suiteDirs = readdirSync('tests', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('e2e-'))
  .map((entry) => entry.name.slice('e2e-'.length));
if (SUITE && !suiteDirs.includes(SUITE))
  throw new Error(
    `E2E_SUITE=${SUITE}: expected one of ${suiteDirs.join(', ')} (folders tests/e2e-<name>), or unset for tests/e2e`,
  );
// Chromium's headless shell (Debian's chromium-headless-shell, as Playwright's own default for headless
// runs): the same engine as the browser, at about a third of the processor time per tab and page load, which
// on CI's two cores is most of the suites' time. The full browser runs the cross-engine suite
// (playwright.browsers.config.ts) and the benchmark.
const chromiumPath = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
// The site as GitHub Pages serves it: no custom headers, so the only CSP is the <meta> in each page. Tests of
// the headers in out/_headers start a host that applies them (tests/e2e/fixtures.ts).
const serveArgs = ['--port', String(PORT), '--dir', OUT_DIR, '--no-headers'];

export default defineConfig({
  testDir: SUITE ? `tests/e2e-${SUITE}` : 'tests/e2e',
  // Per suite: suites run side by side (scripts/test.sh), and each run empties its output folder first.
  outputDir: `test-results/${SUITE ?? 'main'}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  // Expectations retry for up to 10 s rather than 5: on CI's two processors, shared with the other lane's
  // browsers, a client navigation once took longer than 5 s. Speed is measured by `npm run bench`.
  expect: { timeout: 10_000 },
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
