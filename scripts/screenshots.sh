#!/usr/bin/env bash
# Screenshots of every screen at 1280x720 (wide) and 800x1000 (tall), and on a phone's window
# (390x844 and 844x390), taken under Xvfb by playing the game with the keyboard
# as a player would, into docs/screenshots/.
#
#   scripts/screenshots.sh [BINARY]
#   SIZES="390x844 844x390" scripts/screenshots.sh    (some of the sizes only)
#
# Needs xvfb, xdotool, imagemagick and Mesa's software Vulkan (`apt-get install xvfb xdotool
# imagemagick mesa-vulkan-drivers`). BINARY defaults to the tests' build of the game
# (`cargo build --profile test`, in $CARGO_TARGET_DIR or ./target).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
target="${CARGO_TARGET_DIR:-$root/target}"
game="${1:-$target/debug/kingdomino-duel}"
out="$root/docs/screenshots"
work="$(mktemp -d)"
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p "$out"
[ -x "$game" ] || { echo "no game at $game: build it with cargo build --profile test" >&2; exit 1; }

# Starts the game on a fresh display of the given size; sets $display and $window.
start() {
    local size=$1
    shift
    local number=$((90 + RANDOM % 400))
    while [ -e "/tmp/.X$number-lock" ]; do number=$((number + 1)); done
    Xvfb ":$number" -screen 0 "${size}x24" -nolisten tcp >/dev/null 2>&1 &
    display=":$number"
    for _ in $(seq 1 100); do
        [ -e "/tmp/.X11-unix/X$number" ] && break
        sleep 0.1
    done
    (cd "$root" && DISPLAY=$display "$game" "$@" >"$work/game.log" 2>&1) &
    for _ in $(seq 1 60); do
        window=$(DISPLAY=$display xdotool search --name Kingdomino 2>/dev/null | head -1 || true)
        [ -n "$window" ] && break
        sleep 1
    done
    [ -n "$window" ] || { echo "the game did not open a window" >&2; cat "$work/game.log" >&2; exit 1; }
    DISPLAY=$display xdotool windowmove "$window" 0 0 windowsize "$window" "${size%x*}" "${size#*x}"
    DISPLAY=$display xdotool windowfocus "$window"
    sleep 5
}

stop() {
    kill $(jobs -p) 2>/dev/null || true
    wait 2>/dev/null || true
}

keys() {
    for key in "$@"; do
        DISPLAY=$display xdotool key --window "$window" "$key"
        sleep 0.4
    done
}

shot() {
    sleep "${2:-2}"
    DISPLAY=$display import -window root "$out/$1.png"
    echo "  $1.png"
}

# The title's menu from its first focus (Play vs computer: Normal): Down steps through it.
down() {
    for _ in $(seq 1 "$1"); do keys Down; done
}

# The size's name in the screenshots' names.
shape_of() {
    case $1 in
        1280x720) echo wide ;;
        800x1000) echo tall ;;
        390x844) echo phone-upright ;;
        844x390) echo phone-sideways ;;
    esac
}

# A whole game the computer plays against itself: the game over, then a replay kept.
game_over() {
    local size=$1 shape=$2 data=$3
    start "$size" --data-dir "$data" --autoplay --seed 5
    for _ in $(seq 1 240); do
        grep -q "phase game-over" "$work/game.log" && break
        sleep 1
    done
    shot "$shape-game-over-counting" 1
    shot "$shape-game-over" 8
    stop
}

# The title and the screens its menu opens, with a kept replay to list and open (the
# computer's own games are not kept).
menus() {
    local size=$1 shape=$2 data=$3
    mkdir -p "$data"
    cp "$root/tests/replays/normal-vs-expert.replay.ron" "$data/game-2026-11-20-101500.replay.ron"
    start "$size" --data-dir "$data"
    shot "$shape-title" 0
    down 7 && keys Return && shot "$shape-settings"
    keys Escape && down 6 && keys Return && shot "$shape-how-to-play"
    keys Escape && down 3 && keys Return && shot "$shape-online"
    keys Escape && down 5 && keys Return && shot "$shape-replays"
    keys Return && shot "$shape-replay-details"
    stop
}

# Two people at the same screen: the draft, then the first map filling, both taken on hints.
# A data folder of its own, so no game left to continue adds a button above the menu's.
two_players() {
    local size=$1 shape=$2 data=$3-two-players
    mkdir -p "$data"
    start "$size" --data-dir "$data"
    down 2 && keys Return
    shot "$shape-two-players-draft" 2
    for _ in 1 2 3 4; do
        keys h
        sleep 4
        keys Return
        sleep 3
        grep -q "phase map-filling" "$work/game.log" && break
    done
    keys h && shot "$shape-two-players-map-filling" 4
    stop
}

# The original game, set up from the title for a person against three computers: the first
# claims and a hint, then a game the computers play to its count.
original() {
    local size=$1 shape=$2 data=$3-original
    mkdir -p "$data"
    start "$size" --data-dir "$data"
    down 3 && keys Return
    shot "original-$shape-set-up" 1
    keys Return
    shot "original-$shape-claiming" 3
    keys h && shot "original-$shape-hint" 4
    stop
    start "$size" --data-dir "$data-computers" --autoplay --game kingdomino --players 4 --seed 7
    shot "original-$shape-placing" 20
    for _ in $(seq 1 240); do
        grep -q "phase game-over" "$work/game.log" && break
        sleep 1
    done
    shot "original-$shape-game-over" 3
    stop
}

# Each size: the game over, the menus, then a game against the computer (Normal), from a
# fresh start so the title's focus is on its first button: the dice, a hint, the map filling,
# the pause menu; then a game for two people. A phone's window, held upright or sideways,
# shows the phone arrangements.
for size in ${SIZES:-1280x720 800x1000 390x844 844x390}; do
    shape=$(shape_of "$size")
    data="$work/data-$shape"
    echo "$size ($shape):"
    game_over "$size" "$shape" "$data"
    menus "$size" "$shape" "$data"
    start "$size" --data-dir "$data"
    # At once: the dice are thrown for under a second.
    DISPLAY=$display xdotool key --window "$window" Return
    shot "$shape-dice-rolling" 0.35
    shot "$shape-draft" 2
    keys h && shot "$shape-hint" 4
    # The hinted die is focused: Enter takes it, and the next one when this player takes two.
    for _ in 1 2 3; do
        keys Return
        sleep 4
        grep -q "phase map-filling" "$work/game.log" && break
    done
    keys h && shot "$shape-map-filling-hint" 4
    keys Escape && shot "$shape-pause"
    stop
    two_players "$size" "$shape" "$data"
    original "$size" "$shape" "$data"
done
