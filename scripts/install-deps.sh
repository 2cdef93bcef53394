#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages it is given, or by default those Bevy needs to build
# (sound, gamepads, windows on X11 and Wayland) and the Redis the online tests start on
# 127.0.0.1 (they never use a system one). The web build and the font script name their own. Safe to run again: it only installs what is missing. Needs root or sudo.
set -euo pipefail
packages=("$@")
if [ ${#packages[@]} -eq 0 ]; then
    packages=(pkg-config libasound2-dev libudev-dev libwayland-dev libxkbcommon-dev redis-server)
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
# An install cut short (a machine stopped mid-way) leaves dpkg refusing every later one until
# it is finished; finishing it is harmless when nothing is pending.
$sudo dpkg --configure -a
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
