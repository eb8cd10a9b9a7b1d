#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the e2e tests; Playwright never downloads browsers here.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium not found at $CHROMIUM. Install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Debian's chromium package…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
"$CHROMIUM" --version 2>/dev/null | grep -v "unexpected operator" || true
