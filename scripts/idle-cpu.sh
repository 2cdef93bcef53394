#!/usr/bin/env bash
# Measures what a waiting game costs: the game's process CPU time, as a share of one core,
# while it waits for the player on the title screen and at the table (the player's draft),
# under Xvfb with Mesa's software renderer. The target is at most 5%.
#
#   scripts/idle-cpu.sh [GAME_BINARY] [SECONDS]
#
# Needs xvfb, mesa-vulkan-drivers and xdotool (installed here when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

binary="${1:-${CARGO_TARGET_DIR:-$HOME/.cache/kingdomino-duel-target}/release/kingdomino-duel}"
seconds="${2:-30}"
display=:97
scripts/install-deps.sh xvfb mesa-vulkan-drivers xdotool

Xvfb "$display" -screen 0 1280x720x24 >/dev/null 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do
    [ -e "/tmp/.X11-unix/X${display#:}" ] && break
    sleep 0.1
done
log=$(mktemp)
# A data folder of its own: no saved game to continue, the title's focus on a new game.
data=$(mktemp -d)
BEVY_ASSET_ROOT="$PWD" DISPLAY="$display" "$binary" --data-dir "$data" >"$log" 2>&1 &
game_pid=$!
trap 'kill "$game_pid" "$xvfb_pid" 2>/dev/null; rm -rf "$log" "$data"' EXIT

for _ in $(seq 120); do
    grep -q 'kingdomino-duel: ready' "$log" && break
    sleep 1
done
grep -q 'kingdomino-duel: ready' "$log" || {
    echo "the game never showed its title:" >&2
    tail -5 "$log" >&2
    exit 1
}

# Process CPU time (user + system, in clock ticks) over a window, as a percentage of one core.
cpu_share() {
    local ticks before after
    ticks=$(getconf CLK_TCK)
    before=$(awk '{print $14 + $15}' "/proc/$game_pid/stat")
    sleep "$seconds"
    after=$(awk '{print $14 + $15}' "/proc/$game_pid/stat")
    awk -v used=$((after - before)) -v ticks="$ticks" -v s="$seconds" \
        'BEGIN { printf "%.1f%%\n", 100 * used / (ticks * s) }'
}

sleep 3
echo "title, waiting: $(cpu_share)"
# Enter on the focused button (against the computer); the mouse then rests over the table.
window=$(DISPLAY="$display" xdotool search --name Kingdomino | head -1)
DISPLAY="$display" xdotool windowfocus "$window" key --window "$window" Return mousemove 640 700
sleep 5
grep -q 'phase drafting' "$log" || { echo "the game did not reach the draft" >&2; exit 1; }
echo "table, the player's draft awaited: $(cpu_share)"
