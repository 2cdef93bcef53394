#!/usr/bin/env bash
# The web version's test in a real browser: builds the bundle (reusing earlier builds), then
# plays it in headless Chromium (web/test.mjs). Screenshots land in web/test-results/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh chromium
web/build.sh
# The online game plays on the desktop build's server (`serve`) against the desktop game
# (`--headless`): the tests' build, reused (the test profile: `cargo build`'s own would build
# every dependency again).
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/kingdomino-duel-target}"
cargo build --locked --profile test --bin kingdomino-duel
(cd web && npm ci --no-audit --no-fund --loglevel=error)
node web/test.mjs
