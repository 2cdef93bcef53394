#!/usr/bin/env bash
# The Debian/Ubuntu packages Bevy needs to build (sound, gamepads, windows on X11 and Wayland).
# Safe to run again: it only installs what is missing. Needs root or sudo.
set -euo pipefail
packages=(pkg-config libasound2-dev libudev-dev libwayland-dev libxkbcommon-dev)
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
