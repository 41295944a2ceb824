#!/usr/bin/env bash
# npm test: every suite. Unit and API tests (Vitest, real server over HTTP, real database), then
# end-to-end tests in Debian's Chromium against the built app. Exits non-zero on any failure.
# Workers are sized from the CPU count (TEST_WORKERS, E2E_WORKERS override) and every timeout
# comes from tests/support/timeouts.ts: see docs/testing.md. It prints each stage's time and, at
# the end (even after a failure), the ten slowest test files across Vitest and Playwright.
set -euo pipefail
cd "$(dirname "$0")/.."
export ONNXRUNTIME_NODE_INSTALL=skip

stage() {
  local name=$1 start=$SECONDS
  shift
  echo "== $name"
  "$@"
  echo "== $name: $((SECONDS - start)) s"
}

# Each suite also writes a JSON report into .test-times/ (not test-results/: Playwright empties
# that when it starts); scripts/slowest-tests.mjs ranks the files from both at the end.
TIMES=.test-times
rm -rf "$TIMES" && mkdir -p "$TIMES"
summary() { node scripts/slowest-tests.mjs 10 "$TIMES/vitest.json" "$TIMES/playwright.json" || true; }
trap summary EXIT

# The client (Vite, into dist/client) and the server (tsc, into dist/node) build side by side:
# separate folders, one core each.
build_both() {
  npm run build:client &
  local client=$!
  npm run build:server
  wait "$client"
}
stage build build_both
# Tests that start the server or a script in a process of their own run this build, as npm start
# does, rather than the source through tsx (tests/support/entry-point.ts): 1–2 s less CPU a start.
export TEST_ENTRY_FROM_BUILD=1
stage 'unit + API tests' npx vitest run --reporter=default --reporter=json --outputFile.json="$PWD/$TIMES/vitest.json"
stage chromium bash scripts/ensure-chromium.sh
stage 'end-to-end tests' env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$TIMES/playwright.json" npx playwright test --reporter=list,json
echo "== npm test: $SECONDS s in all"
