#!/usr/bin/env bash
# What the web build and its browser test need on a Debian machine whose rustup has no
# wasm32-unknown-unknown target (it cannot download one): Debian's Rust with its standard
# library's sources (built for wasm32 by `-Zbuild-std`), the rust-lld linker, and Chromium.
# Safe to run again: it only installs what is missing. Needs root or sudo.
set -euo pipefail
packages=("$@")
if [ ${#packages[@]} -eq 0 ]; then
    packages=(rustc-web cargo-web rust-web-src lld-22 chromium)
fi
missing=()
for package in "${packages[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
