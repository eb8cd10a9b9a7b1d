#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the e2e tests; Playwright never downloads browsers here.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
bash "$(dirname "$0")/install-debian-package.sh" chromium \
  "Chromium not found at $CHROMIUM. Install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH."
"$CHROMIUM" --version 2>/dev/null | grep -v "unexpected operator" || true
