// What the cross-engine suite needs of a browser, implemented once per engine: Firefox through
// puppeteer-core over WebDriver BiDi and the full Chromium over the DevTools protocol (puppeteer-driver.ts),
// WebKit through WebKitWebDriver's classic WebDriver protocol (webkit-driver.ts). Scripts run in the page
// are given as source text, so every engine receives exactly the same code.

/** A key with the Control modifier held, or a plain key. */
export type Key = 'Enter' | 'Escape' | 'ArrowUp' | 'Control+k';

export interface Driver {
  readonly engine: 'firefox' | 'webkit' | 'chromium';
  /** Loads an absolute URL and waits for the document's load event. */
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `body` (a function body; `args` are its arguments) in the page and returns its JSON result. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** A real click (pointer events, as a user's) on the first element matching `selector`. */
  click(selector: string): Promise<void>;
  /** Types `text` into the focused element, key by key. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  reload(): Promise<void>;
  close(): Promise<void>;
}

export const VIEWPORT = { width: 1280, height: 900 };

/** The expression that calls a function with body `body` on `args` (JSON values) in the page. */
export function pageCall(body: string, args: unknown[]): string {
  return `(async function () {\n${body}\n}).apply(null, ${JSON.stringify(args)})`;
}
