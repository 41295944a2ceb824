/** Debian's Chromium, which the Lighthouse bench and the browser benches drive (CHROMIUM_PATH overrides). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the end-to-end tests drive: Debian's Chromium headless shell (package chromium-headless-shell,
 * which scripts/ensure-chromium.sh installs), the same Blink and V8 without the desktop browser's
 * UI. The suite takes about a third less CPU with it than with the full browser (docs/testing.md).
 * E2E_CHROMIUM_PATH=/usr/bin/chromium runs it in the full browser.
 */
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Headless, sandbox-free and quiet: no background traffic, updates or sync during a run. The GPU
 * process's (software) compositing runs in the browser process instead: browser and GPU took 76 CPU-s
 * of the suite against 82 apart (2026-12-07).
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--in-process-gpu',
];
