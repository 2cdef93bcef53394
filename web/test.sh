#!/usr/bin/env bash
# The web version's test in a real browser: builds the bundle (reusing earlier builds), then
# plays it in headless Chromium (web/test.mjs). Screenshots land in web/test-results/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh chromium
web/build.sh
(cd web && npm ci --no-audit --no-fund --loglevel=error)
node web/test.mjs
