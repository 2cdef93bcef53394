#!/usr/bin/env bash
# The web version's test in a real browser: builds the bundle (reusing earlier builds), then
# plays it in headless Chromium (web/test.mjs). Screenshots land in web/test-results/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh chromium
web/build.sh
# The online game plays on the desktop build's server (`serve`) against the desktop game
# (`--headless`): the game as the tests built it, reused. `cargo build` would build it again,
# every dependency from getrandom up, without the features the tests' own dependencies add.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/kingdomino-duel-target}"
cargo test --locked --no-run
(cd web && npm ci --no-audit --no-fund --loglevel=error)
node web/test.mjs
