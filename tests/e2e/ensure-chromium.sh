#!/usr/bin/env bash
# Finds a Chromium for the browser tests: CHROME_PATH, else Chromium's headless shell, else
# a browser (tests/e2e/chromium.ts picks the same). On a Debian machine where we are root,
# installs Debian's chromium-headless-shell package when the shell is missing: the tests run
# on a browser too, but each fresh page costs about twice as much there
# (docs/decisions/0009-browser-tests-on-the-headless-shell.md).
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] || { echo "CHROME_PATH=$CHROME_PATH is not an executable" >&2; exit 1; }
  echo "Chromium: $CHROME_PATH"; exit 0
fi
shells=(/usr/lib/chromium/chromium-headless-shell /usr/bin/chromium-headless-shell)
browsers=(/usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome /usr/bin/google-chrome-stable)
for candidate in "${shells[@]}"; do
  if [ -x "$candidate" ]; then echo "Chromium: $candidate"; exit 0; fi
done
if [ -f /etc/debian_version ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "No Chromium headless shell found: installing Debian's chromium-headless-shell package"
  if apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null; then
    echo "Chromium: ${shells[0]}"; exit 0
  fi
  echo "Could not install chromium-headless-shell; looking for a browser instead" >&2
fi
for candidate in "${browsers[@]}"; do
  if [ -x "$candidate" ]; then echo "Chromium: $candidate (no headless shell: the browser tests run slower)"; exit 0; fi
done
echo "No Chromium found. Install Chromium (or its headless shell) or set CHROME_PATH to a Chrome or Chromium binary." >&2
exit 1
