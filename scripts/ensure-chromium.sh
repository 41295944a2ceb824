#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium; install it when it is missing (never a downloaded browser).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Debian's chromium for the end-to-end tests…"
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
# Another apt-get (a machine set-up script in the background) may hold the lock: wait for it
# rather than fail; when it was installing chromium, the install below has nothing left to do.
APT_WAIT=(-o DPkg::Lock::Timeout=600)
$SUDO apt-get "${APT_WAIT[@]}" update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get "${APT_WAIT[@]}" install -y -qq chromium >/dev/null
