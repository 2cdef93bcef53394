#!/usr/bin/env bash
# Builds the desktop release and packs it for players:
#   dist/kingdomino-duel-VERSION-OS-ARCH.tar.gz
# with the binary (its images, sounds, font and rules are built into it), the README, the
# licences, the assets' credits, the modding guide and the example mods.
#
# `scripts/package.sh --target TRIPLE` packs another rustup target that this machine can build
# (see the README for Windows and macOS). Environment: CARGO_TARGET_DIR, as for cargo.
set -euo pipefail
cd "$(dirname "$0")/.."

target=""
while [ $# -gt 0 ]; do
    case "$1" in
        --target)
            [ $# -ge 2 ] || { echo "package.sh: --target needs a target triple" >&2; exit 2; }
            target="$2"
            shift 2
            ;;
        *)
            echo "package.sh: unknown argument \`$1\` (usage: scripts/package.sh [--target TRIPLE])" >&2
            exit 2
            ;;
    esac
done

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/kingdomino-duel-target}"
version=$(awk -F'"' '/^version = / { print $2; exit }' Cargo.toml)
if [ -n "$target" ]; then
    cargo build --locked --release --bin kingdomino-duel --target "$target"
    built="$CARGO_TARGET_DIR/$target/release"
    case "$target" in
        x86_64-unknown-linux-gnu) platform=linux-x86_64 ;;
        aarch64-unknown-linux-gnu) platform=linux-aarch64 ;;
        x86_64-pc-windows-*) platform=windows-x86_64 ;;
        aarch64-apple-darwin) platform=macos-aarch64 ;;
        x86_64-apple-darwin) platform=macos-x86_64 ;;
        *) platform="$target" ;;
    esac
else
    cargo build --locked --release --bin kingdomino-duel
    built="$CARGO_TARGET_DIR/release"
    platform="$(uname -s | tr '[:upper:]' '[:lower:]')-$(uname -m)"
fi
binary="$built/kingdomino-duel"
[ -f "$binary.exe" ] && binary="$binary.exe"

name="kingdomino-duel-$version-$platform"
staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
mkdir -p "$staging/$name/docs"
cp "$binary" "$staging/$name/"
# Symbols are for developers: without them the download is a third smaller.
if [ -z "$target" ] && command -v strip >/dev/null; then
    strip "$staging/$name/$(basename "$binary")"
fi
cp README.md LICENSE-MIT LICENSE-APACHE "$staging/$name/"
cp assets/CREDITS.md assets/fonts/DejaVu-LICENSE.txt "$staging/$name/docs/"
cp docs/MODDING.md "$staging/$name/docs/"
cp -r mods "$staging/$name/mods"
mkdir -p dist
tar -C "$staging" -czf "dist/$name.tar.gz" "$name"
echo "dist/$name.tar.gz"
tar -tzvf "dist/$name.tar.gz" | awk '{ print $3, $6 }'
