#!/usr/bin/env bash
# The online server's soak test (docs/BENCHMARKS.md, "Soak"): two servers sharing one Redis on
# 127.0.0.1, ROOMS rooms of two computer players (each room's players on the two servers) for
# SECONDS; meanwhile one server is killed with -9 and started again, twice, and Redis is paused
# (SIGSTOP, as a hung machine) for 10 s, twice. The players come back to their seats after a
# drop, on the other server. It passes when every game both players saw end, they saw end with
# the same totals, and none was seen ending by one player only.
#
#   scripts/soak.sh                    # 300 rooms, 600 s
#   ROOMS=20 SECONDS_LONG=90 scripts/soak.sh
#
# Loopback only, bounded in rooms and time (the load test refuses anything else). Needs
# redis-server (scripts/install-deps.sh) and builds kingdomino-server in release.
set -euo pipefail

ROOMS=${ROOMS:-300}
SECONDS_LONG=${SECONDS_LONG:-600}
THINK=${THINK:-1000}
cd "$(dirname "$0")/.."

cargo build --release --quiet -p kingdomino-server
TARGET_DIR=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
SERVER="$TARGET_DIR/release/kingdomino-server"
WORK=$(mktemp -d)
PIDS=()
cleanup() {
    kill -CONT "${REDIS_PID:-0}" 2>/dev/null || true
    for pid in "${PIDS[@]}" "${REDIS_PID:-}" "${SERVER_A:-}" "${SERVER_B:-}" "${SAMPLER:-}"; do
        [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null || true
    done
    rm -rf "$WORK"
}
trap cleanup EXIT

free_port() {
    python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}

REDIS_PORT=$(free_port)
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly no >"$WORK/redis.log" &
REDIS_PID=$!
STORE="redis://127.0.0.1:$REDIS_PORT"
PORT_A=$(free_port)
PORT_B=$(free_port)
sleep 1

start_server() { # port log: prints the pid
    "$SERVER" --port "$1" --store "$STORE" --joins-per-minute 0 \
        --connections-per-address 0 --max-connections 12000 >>"$2" 2>&1 &
    echo $!
}
wait_for() { # port
    for _ in $(seq 100); do
        if (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; then return 0; fi
        sleep 0.1
    done
    echo "soak: no server on port $1" >&2
    exit 1
}
SERVER_A=$(start_server "$PORT_A" "$WORK/a.log")
SERVER_B=$(start_server "$PORT_B" "$WORK/b.log")
wait_for "$PORT_A"
wait_for "$PORT_B"

# The servers' memory (resident, in kB), sampled every 5 s: the largest is reported.
sample_memory() {
    while true; do
        for pid in $(pgrep -f "$SERVER --port"); do
            ps -o rss= -p "$pid" 2>/dev/null || true
        done
        sleep 5
    done >"$WORK/memory"
}
sample_memory &
SAMPLER=$!

"$SERVER" loadtest --server "127.0.0.1:$PORT_A" --server "127.0.0.1:$PORT_B" \
    --rooms "$ROOMS" --seconds "$SECONDS_LONG" --think "$THINK" --come-back >"$WORK/report" &
LOAD=$!
PIDS+=("$LOAD")

# The disturbances, spread over the run.
at() { sleep "$(python3 -c "print($SECONDS_LONG * $1)")"; }
restart() { # name pid port log: the new pid
    kill -9 "$2"
    echo "soak: $(date +%T) killed server $1 with -9" >&2
    sleep 5
    local pid
    pid=$(start_server "$3" "$4")
    wait_for "$3"
    echo "soak: $(date +%T) server $1 started again" >&2
    echo "$pid"
}
pause_redis() {
    kill -STOP "$REDIS_PID"
    echo "soak: $(date +%T) Redis paused" >&2
    sleep 10
    kill -CONT "$REDIS_PID"
    echo "soak: $(date +%T) Redis goes on" >&2
}
(
    at 0.1
    SERVER_A=$(restart A "$SERVER_A" "$PORT_A" "$WORK/a.log")
    echo "$SERVER_A" >"$WORK/a.pid"
) &
PIDS+=($!)
at 0.25 && pause_redis
wait "${PIDS[-1]}"
SERVER_A=$(cat "$WORK/a.pid")
at 0.2
SERVER_B=$(restart B "$SERVER_B" "$PORT_B" "$WORK/b.log")
at 0.2 && pause_redis

wait "$LOAD"
kill "$SAMPLER" 2>/dev/null || true
echo "soak: $ROOMS rooms, $SECONDS_LONG s, think $THINK ms, two servers on one Redis"
cat "$WORK/report"
echo "largest server memory: $(sort -n "$WORK/memory" | tail -1) kB resident"
echo "times a server found the store away: $(cat "$WORK/a.log" "$WORK/b.log" | grep -c "rooms go on in memory" || true)"
if grep -q " 0 games whose two players saw other totals" "$WORK/report"; then
    echo "soak: passed"
else
    echo "soak: FAILED"
    exit 1
fi
