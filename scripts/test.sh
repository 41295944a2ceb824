#!/usr/bin/env bash
# npm test: every suite. Unit and API tests (Vitest, real server over HTTP, real database), then
# end-to-end tests in Debian's Chromium against the built app. Exits non-zero on any failure.
# Workers are sized from the CPU count (TEST_WORKERS, E2E_WORKERS override) and every timeout
# comes from tests/support/timeouts.ts: see docs/testing.md.
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

stage build npm run build
stage 'unit + API tests' npx vitest run
stage chromium bash scripts/ensure-chromium.sh
stage 'end-to-end tests' npx playwright test
echo "== npm test: $SECONDS s in all"
