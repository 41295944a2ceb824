#!/usr/bin/env bash
# npm test: every suite. Unit and API tests (Vitest, real server over HTTP, real database), then
# end-to-end tests in Debian's Chromium against the built app. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export ONNXRUNTIME_NODE_INSTALL=skip
npm run build
npx vitest run
bash scripts/ensure-chromium.sh
npx playwright test
