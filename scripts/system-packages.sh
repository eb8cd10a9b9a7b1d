#!/usr/bin/env bash
# Makes sure the Debian packages the checks need are installed; nothing comes from anywhere but Debian's
# archive (Playwright never downloads a browser here).
#   system-packages.sh gpp        g++ (C++20) for the sample check; CXX chooses another compiler
#   system-packages.sh chromium   Debian's Chromium: the benchmark, the cross-engine suite's Chromium
#   system-packages.sh shell      its headless shell, which the Playwright e2e suites run in
#   system-packages.sh browsers   Firefox ESR, WebKitGTK's WebDriver and MiniBrowser, Xvfb and Chromium: the
#                                 cross-engine suite (tests/e2e-browsers)
# Running as root (CI), the missing packages of every name given are installed by one apt-get run: its
# package lists and its triggers (man pages, icon and font caches) once, not once per package; without the
# packages Debian merely recommends (for these six: media codecs, printing, Perl, fonts and daemons no test
# uses; 79 packages instead of 321, about 40 s instead of 125 s on a fresh machine). Otherwise it lists what
# is missing and how to install it, and fails.
# The headless shell is the same Chromium (Blink and V8 of the same release) without the browser's window
# and compositor: a new tab and a page load cost about a third of the processor time.
set -euo pipefail

missing=()
hints=()
# need <command or file> <package> <what to set to use another one, if anything>
need() {
  if [ -x "$1" ] || command -v "$1" >/dev/null 2>&1; then return 0; fi
  case " ${missing[*]-} " in *" $2 "*) return 0 ;; esac
  missing+=("$2")
  hints+=("$1 not found: install Debian's $2 package${3:+ or set $3}.")
}

if [ "$#" -eq 0 ]; then
  echo "system-packages.sh: name what to make sure of: gpp, chromium, shell or browsers" >&2
  exit 2
fi
for name in "$@"; do
  case "$name" in
    gpp) need "${CXX:-g++}" g++ CXX ;;
    chromium) need "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium CHROMIUM_PATH ;;
    shell) need "${CHROMIUM_SHELL_PATH:-/usr/bin/chromium-headless-shell}" chromium-headless-shell CHROMIUM_SHELL_PATH ;;
    browsers)
      need "${FIREFOX_PATH:-firefox-esr}" firefox-esr FIREFOX_PATH
      need WebKitWebDriver webkit2gtk-driver
      need "${MINIBROWSER_PATH:-/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser}" libwebkit2gtk-4.1-0 MINIBROWSER_PATH
      need xvfb-run xvfb
      need "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium CHROMIUM_PATH
      ;;
    *)
      echo "system-packages.sh: unknown name \"$name\"; expected gpp, chromium, shell or browsers" >&2
      exit 2
      ;;
  esac
done

[ "${#missing[@]}" -gt 0 ] || exit 0
if [ "$(id -u)" != "0" ]; then
  printf '%s\n' "${hints[@]}" >&2
  echo "As root: apt-get install --no-install-recommends ${missing[*]}" >&2
  exit 1
fi
echo "Installing Debian's packages: ${missing[*]}…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
