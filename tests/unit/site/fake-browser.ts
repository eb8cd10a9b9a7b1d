// A minimal stand-in for the browser globals the inline scripts use, so their serialised text can run in a
// fresh VM context: whatever they reach for that is not here (a helper of the bundler, a module variable)
// fails with a ReferenceError, as it would in the page.
import { createContext, runInContext } from 'node:vm';

export class FakeElement {
  readonly attributes = new Map<string, string>();
  readonly children: FakeElement[] = [];
  readonly style: Record<string, string> = {};
  dataset: Record<string, string> = {};
  id = '';
  src = '';
  href = '';
  rel = '';
  as = '';
  async = false;
  textContent = '';
  constructor(readonly tagName: string) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, String(value));
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  appendChild(child: FakeElement) {
    this.children.push(child);
    return child;
  }
  prepend(child: FakeElement) {
    this.children.unshift(child);
  }
}

export interface FakeBrowserOptions {
  /** The page's URL. */
  url: string;
  /** href of `<link rel=canonical>`, if the page has one. */
  canonical?: string;
  /** localStorage contents, or 'blocked' for storage that throws on every call. */
  storage?: Record<string, string> | 'blocked';
  /** Data attributes of `document.currentScript`. */
  scriptData?: Record<string, string>;
  fetch?: (url: string) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;
  /** A tab in the background (`document.visibilityState` is 'hidden'). */
  hidden?: boolean;
}

export function fakeBrowser(options: FakeBrowserOptions) {
  const url = new URL(options.url);
  const root = new FakeElement('html');
  const head = new FakeElement('head');
  const body = new FakeElement('body');
  const warnings: string[] = [];
  const replacedWith: string[] = [];
  const timers: Array<() => void> = [];
  const frames: Array<() => void> = [];
  const loadListeners: Array<() => void> = [];
  const storage = options.storage === 'blocked' ? null : new Map(Object.entries(options.storage ?? {}));
  const blocked = () => {
    throw new Error('storage is blocked');
  };
  const canonical = options.canonical
    ? Object.assign(new FakeElement('link'), { href: options.canonical })
    : null;
  const script = Object.assign(new FakeElement('script'), { dataset: { ...options.scriptData } });
  const globals: Record<string, unknown> = {
    URL,
    console: { warn: (message: string) => warnings.push(message) },
    location: {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      replace: (target: string) => replacedWith.push(target),
    },
    localStorage: {
      getItem: (key: string) => (storage ? (storage.get(key) ?? null) : blocked()),
      removeItem: (key: string) => (storage ? void storage.delete(key) : blocked()),
    },
    document: {
      documentElement: root,
      head,
      body,
      currentScript: script,
      visibilityState: options.hidden ? 'hidden' : 'visible',
      createElement: (tag: string) => new FakeElement(tag),
      querySelector: (selector: string) => (selector === 'link[rel=canonical]' ? canonical : null),
    },
    window: {
      addEventListener: (type: string, listener: () => void) =>
        type === 'load' && loadListeners.push(listener),
    },
    setTimeout: (callback: () => void) => timers.push(callback),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    fetch: options.fetch ?? (() => Promise.reject(new Error('no network in this test'))),
  };
  globals.self = globals;
  const context = createContext(globals);
  return {
    root,
    head,
    body,
    storage,
    warnings,
    replacedWith,
    globals,
    run: (source: string) => runInContext(source, context),
    /** The next frame (its animation frame callbacks), then every timer they set. */
    paint: () => {
      frames.splice(0).forEach((callback) => callback());
      timers.splice(0).forEach((callback) => callback());
    },
    /** The window's load event, then every timer it set. */
    load: () => {
      loadListeners.splice(0).forEach((listener) => listener());
      timers.splice(0).forEach((callback) => callback());
    },
  };
}
