#!/usr/bin/env bash
# Makes sure Debian's Firefox ESR, WebKitGTK's WebDriver (with MiniBrowser), Xvfb and Chromium are installed
# for the cross-engine e2e suite (tests/e2e-browsers); nothing is downloaded from anywhere but Debian's archive.
set -euo pipefail
here="$(dirname "$0")"
need() { # <command or file> <package>
  if [ -x "$1" ] || command -v "$1" >/dev/null 2>&1; then return 0; fi
  bash "$here/install-debian-package.sh" "$2" \
    "$1 not found. Install Debian's $2 package (apt-get install $2) for the Firefox and WebKit e2e suite."
}
need "${FIREFOX_PATH:-firefox-esr}" firefox-esr
need WebKitWebDriver webkit2gtk-driver
need "${MINIBROWSER_PATH:-/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser}" libwebkit2gtk-4.1-0
need xvfb-run xvfb
bash "$here/ensure-chromium.sh"
