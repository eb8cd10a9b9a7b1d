import { launch, type Browser, type KeyInput } from 'puppeteer-core';
import { pageCall, VIEWPORT, type Driver, type Key } from './driver';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
// The full browser, as readers run it (the main suites use Chromium's lighter headless shell).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's firefox-esr driven over WebDriver BiDi. Its BiDi lacks emulation.setScreenOrientationOverride,
 * which page.setViewport needs, so the window size is given on the command line instead.
 */
export async function launchFirefox(): Promise<Driver> {
  const browser = await launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: null,
    args: [`--width=${VIEWPORT.width}`, `--height=${VIEWPORT.height}`],
    // Off the (closed) network: no update checks, telemetry or remote settings.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'network.connectivity-service.enabled': false,
      'browser.safebrowsing.update.enabled': false,
      'toolkit.telemetry.enabled': false,
    },
  });
  return puppeteerDriver('firefox', browser);
}

/** Debian's chromium (the full browser, in its headless mode) over the DevTools protocol. */
export async function launchChromium(): Promise<Driver> {
  const browser = await launch({
    browser: 'chrome',
    executablePath: CHROMIUM,
    headless: true,
    defaultViewport: VIEWPORT,
    // As root, Debian's Chromium needs --no-sandbox; the rest keeps it off the (closed) network.
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  return puppeteerDriver('chromium', browser);
}

async function puppeteerDriver(engine: Driver['engine'], browser: Browser): Promise<Driver> {
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  const keys: Record<Key, KeyInput[]> = {
    Enter: ['Enter'],
    Escape: ['Escape'],
    ArrowUp: ['ArrowUp'],
    'Control+k': ['Control', 'k'],
  };
  return {
    engine,
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    url: async () => page.url(),
    // A string is evaluated by the driver, outside the page's CSP (which has no 'unsafe-eval').
    run: <T>(body: string, ...args: unknown[]) => page.evaluate(pageCall(body, args)) as Promise<T>,
    click: (selector) => page.click(selector),
    type: (text) => page.keyboard.type(text),
    press: async (key) => {
      const [first, second] = keys[key];
      if (!first) return;
      if (!second) return page.keyboard.press(first);
      await page.keyboard.down(first);
      await page.keyboard.press(second);
      await page.keyboard.up(first);
    },
    back: async () => void (await page.goBack()),
    forward: async () => void (await page.goForward()),
    reload: async () => void (await page.reload({ waitUntil: 'load' })),
    close: () => browser.close(),
  };
}
