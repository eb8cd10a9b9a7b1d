// Served into every HTML page by serve.ts, as the first script after the CSP <meta> (script-src 'self'
// allows it): records what a reader would see as breakage, for engines whose driver cannot report console
// messages or failed requests itself (WebKitWebDriver has no log endpoint). The list is kept in
// sessionStorage, so it spans full page loads in the tab; the suite reads and clears it after each test.
(() => {
  const KEY = '__e2e_problems';
  const record = (kind, text) => {
    const list = JSON.parse(sessionStorage.getItem(KEY) || '[]');
    list.push(`${kind}: ${text} (on ${location.pathname})`);
    sessionStorage.setItem(KEY, JSON.stringify(list));
  };
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    record('console.error', args.map(String).join(' '));
    consoleError(...args);
  };
  addEventListener(
    'error',
    (event) => {
      const target = event.target;
      const url = target && target !== window ? target.src || target.href : undefined;
      record(url ? 'failed request' : 'uncaught error', url || event.message);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => record('unhandled rejection', String(event.reason)));
  document.addEventListener(
    'securitypolicyviolation',
    (event) => record('csp violation', `${event.effectiveDirective} ${event.blockedURI}`),
    true,
  );
  // Leaving a page cancels its loads still in flight. WebKit rejects those fetches with a TypeError ("Load
  // failed") rather than an AbortError; they are no failure a reader sees.
  let leaving = false;
  addEventListener('beforeunload', () => (leaving = true));
  addEventListener('pagehide', () => (leaving = true));
  addEventListener('pageshow', () => (leaving = false));
  const originalFetch = window.fetch;
  window.fetch = async (...args) => {
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    try {
      const response = await originalFetch(...args);
      if (!response.ok) record('failed request', `${response.status} ${url}`);
      return response;
    } catch (error) {
      if (!leaving && error?.name !== 'AbortError') record('failed request', `${error} ${url}`);
      throw error;
    }
  };
})();
