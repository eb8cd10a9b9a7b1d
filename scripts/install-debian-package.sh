#!/usr/bin/env bash
# Installs a Debian package with apt-get when running as root (CI); otherwise prints how to get it.
# Usage: install-debian-package.sh <package> <message shown when not root>
set -euo pipefail
package="$1"
if [ "$(id -u)" != "0" ]; then
  echo "$2" >&2
  exit 1
fi
echo "Installing Debian's $package package…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "$package" >/dev/null
