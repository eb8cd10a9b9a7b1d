#!/usr/bin/env bash
# Makes sure g++ (C++20) is installed for the sample check; installs Debian's g++ when running as root.
set -euo pipefail
CXX_BIN="${CXX:-g++}"
if command -v "$CXX_BIN" >/dev/null 2>&1; then exit 0; fi
bash "$(dirname "$0")/install-debian-package.sh" g++ \
  "$CXX_BIN not found. Install Debian's g++ package (apt-get install g++) or set CXX to a g++ of version 11 or newer."
g++ --version | head -n 1
