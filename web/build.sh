#!/usr/bin/env bash
# Builds the web version into web/dist/, a folder ready to serve as it is:
#   index.html, kingdomino-duel.js, kingdomino-duel_bg.wasm and assets/.
# Then writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every file that they make smaller
# (`serve --web` sends the one the browser accepts), prints every file's size raw, gzipped and in
# Brotli, and fails when the whole download is over its budgets.
#
# The wasm comes from rustup's wasm32-unknown-unknown target when it is installed (the normal
# case: `rustup target add wasm32-unknown-unknown`). Without it, the standard library is built
# from Debian's Rust sources (packages rustc-web, cargo-web, rust-web-src, lld-22; installed
# here when missing).
#
# `--mods DIR` (repeatable) bakes a mod into the bundle: its files replace the game's in
# web/dist/assets, later mods winning. Each mod is first checked with the desktop build's
# `check-mod`, and the build stops if one has an error.
#
# Environment: WEB_TARGET_DIR (cargo's build directory, reused between runs),
# WEB_TOOLS_DIR (where wasm-bindgen is installed).
set -euo pipefail
cd "$(dirname "$0")/.."

wasm_target=wasm32-unknown-unknown
profile=web-release
# What a browser downloads: in Brotli (quality 11) 4.5 MB, the aim 4 MB; in gzip (-9), for a
# server that has no Brotli, 6.45 MB (docs/BENCHMARKS.md says why it moved from 6.3, 6.35 and
# 6.4).
# leafwing-input-manager, the input layer, turns on Bevy's serialisation; docs/BENCHMARKS.md
# says where the bytes go.
budget_brotli=$((4500 * 1000))
budget_gzip=$((6450 * 1000))
target_dir="${WEB_TARGET_DIR:-$HOME/.cache/kingdomino-duel-web-target}"
tools_dir="${WEB_TOOLS_DIR:-$HOME/.cache/kingdomino-duel-tools}"
dist=web/dist
# rand and Bevy draw their randomness from the browser.
wasm_rustflags='--cfg getrandom_backend="wasm_js"'
# When the standard library is built here too, a panic stops the game at once instead of
# formatting its message, and panics keep no file and line: the message machinery and the
# locations weighed 262 kB of the gzipped download (6.14 to 5.88 MB). A player loses nothing,
# since a panic ends the game either way; the desktop build keeps its messages for bug reports.
size_rustflags='-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none'

step() { printf '\n== %s\n' "$*"; }

mods=()
while [ $# -gt 0 ]; do
    case "$1" in
        --mods)
            [ $# -ge 2 ] || { echo "web/build.sh: --mods needs a folder" >&2; exit 2; }
            mods+=("$2")
            shift 2
            ;;
        *)
            echo "web/build.sh: unknown argument \`$1\` (usage: web/build.sh [--mods DIR]...)" >&2
            exit 2
            ;;
    esac
done
for mod in "${mods[@]}"; do
    [ -d "$mod" ] || { echo "web/build.sh: the mod $mod is not a folder" >&2; exit 2; }
done
if [ ${#mods[@]} -gt 0 ]; then
    step "Checking the mods"
    for mod in "${mods[@]}"; do
        cargo run --locked --release --quiet -- check-mod "$mod"
    done
fi

step "Compiling the game for $wasm_target"
# Without a standard library built here (rustup's target without its `rust-src`), panics keep
# their messages: the download is then a little larger and the budget only warns.
budget_applies=true
if rustup target list --installed 2>/dev/null | grep -qx "$wasm_target"; then
    build_dir="$target_dir/rustup"
    if rustup component list --installed 2>/dev/null | grep -q '^rust-src'; then
        echo "(rustup's $wasm_target target, its standard library built here)"
        RUSTC_BOOTSTRAP=1 RUSTFLAGS="$wasm_rustflags $size_rustflags" cargo build --locked \
            --bin kingdomino-duel -Zbuild-std=std,panic_abort \
            --target "$wasm_target" --profile "$profile" --target-dir "$build_dir"
    else
        echo "(rustup's $wasm_target target; \`rustup component add rust-src\` makes it smaller)"
        budget_applies=false
        RUSTFLAGS="$wasm_rustflags" cargo build --locked --bin kingdomino-duel \
            --target "$wasm_target" --profile "$profile" --target-dir "$build_dir"
    fi
else
    echo "(rustup has no $wasm_target target: Debian's Rust builds the standard library)"
    scripts/install-deps.sh rustc-web cargo-web rust-web-src lld-22
    build_dir="$target_dir/debian"
    RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 RUSTFLAGS="$wasm_rustflags $size_rustflags" \
        /usr/bin/cargo build --locked --bin kingdomino-duel -Zbuild-std=std,panic_abort \
        --target "$wasm_target" --profile "$profile" --target-dir "$build_dir"
fi
wasm="$build_dir/$wasm_target/$profile/kingdomino-duel.wasm"

step "Binding it to JavaScript and shrinking it"
# The CLI must be exactly the wasm-bindgen version the game was built against.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3 }' Cargo.lock)
wasm_bindgen="$tools_dir/bin/wasm-bindgen"
if [ "$("$wasm_bindgen" --version 2>/dev/null)" != "wasm-bindgen $bindgen_version" ]; then
    echo "(installing wasm-bindgen-cli $bindgen_version into $tools_dir)"
    # Its own build folder: CI runs this beside the native build, which holds CARGO_TARGET_DIR.
    cargo install wasm-bindgen-cli --version "$bindgen_version" --root "$tools_dir" --force \
        --target-dir "$tools_dir/build"
fi
# Pinned in web/package.json, with the browser test's tools.
(cd web && npm ci --no-audit --no-fund --loglevel=error)
wasm_opt=web/node_modules/.bin/wasm-opt

# Binding and shrinking take minutes: done again only when the wasm or the tools changed.
bound_dir="$build_dir/bound"
stamp="$(sha256sum "$wasm" | cut -d' ' -f1) $bindgen_version $("$wasm_opt" --version)"
if [ "$(cat "$bound_dir/stamp" 2>/dev/null)" != "$stamp" ]; then
    rm -rf "$bound_dir"
    mkdir -p "$bound_dir"
    "$wasm_bindgen" --target web --no-typescript --out-name kingdomino-duel \
        --out-dir "$bound_dir" "$wasm"

    step "Shrinking it with wasm-opt"
    bound="$bound_dir/kingdomino-duel_bg.wasm"
    # The features Rust's wasm32 target uses by default; every browser with WebGL2 has them.
    "$wasm_opt" -Oz --strip-debug --strip-producers \
        --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
        --enable-mutable-globals --enable-reference-types --enable-multivalue \
        -o "$bound.opt" "$bound"
    mv "$bound.opt" "$bound"
    echo "$stamp" >"$bound_dir/stamp"
else
    echo "(unchanged since the last build: reused)"
fi
rm -rf "$dist"
mkdir -p "$dist"
cp "$bound_dir/kingdomino-duel.js" "$bound_dir/kingdomino-duel_bg.wasm" "$dist/"

step "Adding the page and the assets"
cp web/index.html "$dist/"
cp -r assets "$dist/assets"
for mod in "${mods[@]}"; do
    # Plain files only (links were refused by check-mod), without the mod's own papers.
    (cd "$mod" && find . -type f ! -name '.*' ! -path '*/.*' ! -path './mod.ron' \
        ! -path './README*' ! -path './LICENSE*' ! -path './LICENCE*' ! -path './CREDITS*' \
        -print0) | while IFS= read -r -d '' file; do
        mkdir -p "$dist/assets/$(dirname "$file")"
        cp "$mod/$file" "$dist/assets/$file"
        echo "baked ${mod%/}/${file#./}"
    done
done

step "Compressed copies, and the shipped files (bytes)"
scripts/install-deps.sh brotli gzip
total_raw=0
total_gzip=0
total_brotli=0
printf '%12s %12s %12s  %s\n' raw gzipped brotli file
while IFS= read -r file; do
    raw=$(wc -c <"$file")
    gzip -9 -n -c "$file" >"$file.gz"
    brotli -q 11 -c "$file" >"$file.br"
    # A copy that saves nothing (an image already compressed) is not kept: the file itself goes.
    gzipped=$(wc -c <"$file.gz")
    [ "$gzipped" -lt "$raw" ] || { rm "$file.gz"; gzipped=$raw; }
    brotlied=$(wc -c <"$file.br")
    [ "$brotlied" -lt "$raw" ] || { rm "$file.br"; brotlied=$raw; }
    total_raw=$((total_raw + raw))
    total_gzip=$((total_gzip + gzipped))
    total_brotli=$((total_brotli + brotlied))
    printf '%12d %12d %12d  %s\n' "$raw" "$gzipped" "$brotlied" "${file#"$dist"/}"
done < <(find "$dist" -type f ! -name '*.gz' ! -name '*.br' | sort)
printf '%12d %12d %12d  %s\n' "$total_raw" "$total_gzip" "$total_brotli" "in all"
over=false
if [ "$total_brotli" -gt "$budget_brotli" ]; then
    echo "The download is $total_brotli bytes in Brotli, over its budget of $budget_brotli." >&2
    over=true
fi
if [ "$total_gzip" -gt "$budget_gzip" ]; then
    echo "The download is $total_gzip bytes gzipped, over its budget of $budget_gzip." >&2
    over=true
fi
if [ "$over" = true ] && [ "$budget_applies" = true ]; then
    exit 1
fi
echo
echo "Ready in $dist. Serve it with: python3 -m http.server --directory $dist 8000"
