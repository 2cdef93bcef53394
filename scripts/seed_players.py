#!/usr/bin/env python3
"""Fills a server's SQLite store with made-up rated players of the Duel, for the leaderboard
load test (docs/BENCHMARKS.md):

    scripts/seed_players.py STORE.sqlite [COUNT]

COUNT is 10,000 unless given. The server makes the store's tables: start it once on the file
first (it may keep running). Players from an earlier run are kept; each run adds COUNT more.
"""

import json
import random
import sqlite3
import sys

TAG_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"


def made_up_player(number, chance):
    games = chance.randint(0, 60)
    rating = chance.gauss(1500.0, 200.0)
    tag = "".join(chance.choice(TAG_ALPHABET) for _ in range(4))
    record = {
        "name": f"Load{number}",
        "tag": tag,
        "rating": rating,
        "deviation": 80.0,
        "volatility": 0.06,
        "games": games,
        "recent": [],
        "meetings": [],
    }
    player_id = "".join(chance.choice("0123456789abcdef") for _ in range(64))
    return ("duel", player_id, rating, games, json.dumps(record))


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: scripts/seed_players.py STORE.sqlite [COUNT]")
    store = sys.argv[1]
    try:
        count = int(sys.argv[2]) if len(sys.argv) == 3 else 10_000
    except ValueError:
        sys.exit(f"seed_players.py: {sys.argv[2]!r} is not a number of players")
    database = sqlite3.connect(store, timeout=5)
    known = database.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'players'"
    ).fetchone()
    if known is None:
        sys.exit(f"seed_players.py: {store} has no players table: start the server on it once")
    chance = random.Random()
    players = [made_up_player(number, chance) for number in range(count)]
    with database:
        database.executemany(
            "INSERT OR REPLACE INTO players (game, id, rating, games, record) VALUES (?, ?, ?, ?, ?)",
            players,
        )
    total = database.execute("SELECT COUNT(*) FROM players WHERE game = 'duel'").fetchone()[0]
    print(f"{store}: {count} players added, {total} of the Duel in all")


if __name__ == "__main__":
    main()
