#!/usr/bin/env bash
# Finds a Chromium for the browser tests: CHROME_PATH, else a system install; on a
# Debian machine where we are root, installs Debian's chromium package.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] || { echo "CHROME_PATH=$CHROME_PATH is not an executable" >&2; exit 1; }
  echo "Chromium: $CHROME_PATH"; exit 0
fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome /usr/bin/google-chrome-stable; do
  if [ -x "$candidate" ]; then echo "Chromium: $candidate"; exit 0; fi
done
if [ -f /etc/debian_version ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "No Chromium found: installing Debian's chromium package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  echo "Chromium: /usr/bin/chromium"; exit 0
fi
echo "No Chromium found. Install Chromium or set CHROME_PATH to a Chrome or Chromium binary." >&2
exit 1
