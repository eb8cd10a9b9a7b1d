#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed; Playwright never downloads browsers here.
#   ensure-chromium.sh           the full browser (the benchmark, the cross-engine suite's Chromium)
#   ensure-chromium.sh --shell   its headless shell, which the Playwright e2e suites run in
# The headless shell is the same Chromium (Blink and V8 of the same release) without the browser's window
# and compositor: a new tab and a page load cost about a third of the processor time.
set -euo pipefail
if [ "${1:-}" = "--shell" ]; then
  CHROMIUM="${CHROMIUM_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
  package=chromium-headless-shell
  variable=CHROMIUM_SHELL_PATH
else
  CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
  package=chromium
  variable=CHROMIUM_PATH
fi
if [ -x "$CHROMIUM" ]; then exit 0; fi
bash "$(dirname "$0")/install-debian-package.sh" "$package" \
  "$package not found at $CHROMIUM. Install Debian's $package package (apt-get install $package) or set $variable."
"$CHROMIUM" --version 2>/dev/null | grep -v "unexpected operator" || true
