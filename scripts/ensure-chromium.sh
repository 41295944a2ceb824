#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium: its headless shell (chromium-headless-shell, the same
# Blink without the desktop browser's UI process; about a third less CPU for the suite,
# docs/testing.md), and the full browser for the Lighthouse bench. Install whichever is missing,
# from Debian's packages (never a downloaded browser).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]} for the end-to-end tests…"
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
# Another apt-get (a machine set-up script in the background) may hold the lock: wait for it
# rather than fail; when it was installing chromium, the install below has nothing left to do.
APT_WAIT=(-o DPkg::Lock::Timeout=600)
$SUDO apt-get "${APT_WAIT[@]}" update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get "${APT_WAIT[@]}" install -y -qq "${missing[@]}" >/dev/null
