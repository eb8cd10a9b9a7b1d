import { spawn, type ChildProcess } from 'node:child_process';
import { pageCall, VIEWPORT, type Driver, type Key } from './driver';

// WebKitGTK's MiniBrowser driven by Debian's WebKitWebDriver under Xvfb (MiniBrowser has no headless
// mode), over classic WebDriver: a thin client of the few endpoints the suite uses.
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
// WebDriver's code points for keys (the "Keyboard actions" table of the standard).
const CODES: Record<string, string> = {
  Enter: '\uE007',
  Escape: '\uE00C',
  ArrowUp: '\uE013',
  Control: '\uE009',
};

async function call<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok)
    throw new Error(`WebKitWebDriver ${method} ${path}: ${json.value.error}: ${json.value.message}`);
  return json.value;
}

async function waitForDriver(base: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${base}/status`);
}

export async function launchWebKit(port: number): Promise<Driver> {
  const child = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const server = `http://127.0.0.1:${port}`;
  await waitForDriver(server, child);
  const { sessionId } = await call<{ sessionId: string }>(server, 'POST', '/session', {
    capabilities: {
      alwaysMatch: {
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        timeouts: { script: 30_000, pageLoad: 30_000 },
      },
    },
  });
  const base = `${server}/session/${sessionId}`;
  const send = <T>(method: string, path: string, body?: unknown) => call<T>(base, method, path, body);
  await send('POST', '/window/rect', VIEWPORT);
  const keyActions = (keys: string[]) => [
    ...keys.map((key) => ({ type: 'keyDown', value: CODES[key] ?? key })),
    ...keys.toReversed().map((key) => ({ type: 'keyUp', value: CODES[key] ?? key })),
  ];
  const perform = async (actions: unknown[]) => {
    await send('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
    await send('DELETE', '/actions');
  };
  return {
    engine: 'webkit',
    goto: async (url) => void (await send('POST', '/url', { url })),
    url: () => send<string>('GET', '/url'),
    run: <T>(body: string, ...args: unknown[]) =>
      send<T>('POST', '/execute/sync', { script: `return ${pageCall(body, args)};`, args: [] }),
    click: async (selector) => {
      const element = await send<Record<string, string>>('POST', '/element', {
        using: 'css selector',
        value: selector,
      });
      await send('POST', `/element/${element[ELEMENT]}/click`, {});
    },
    type: (text) => perform([...text].flatMap((char) => keyActions([char]))),
    press: (key: Key) => perform(keyActions(key.split('+'))),
    back: async () => void (await send('POST', '/back', {})),
    forward: async () => void (await send('POST', '/forward', {})),
    reload: async () => void (await send('POST', '/refresh', {})),
    close: async () => {
      await send('DELETE', '').catch(() => undefined);
      // xvfb-run started the driver and the X server in its own process group.
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    },
  };
}
