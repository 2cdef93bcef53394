#!/usr/bin/env python3
"""Draws the example re-skin mod, mods/heraldic-tinctures/: the six coats of arms in heraldry's
colours instead of black and white, and a bell for drawing a domino (Python 3 standard library).

It reuses the shapes of scripts/make_assets.py, so a modder can copy this script, change the
colours or shapes, and run `python3 scripts/make_example_mods.py`.
"""

import math
from pathlib import Path

import make_assets as game

MOD = game.ROOT / "mods" / "heraldic-tinctures"

# Each coat keeps its pattern (players learn the shapes) on a field of its own tincture.
TINCTURES = {
    "d": ((178, 34, 34, 255), (250, 246, 236, 255)),    # gules, argent
    "dd": ((32, 72, 160, 255), (250, 246, 236, 255)),   # azure, argent
    "s": ((26, 120, 62, 255), (236, 196, 64, 255)),     # vert, or
    "ss": ((110, 44, 130, 255), (236, 196, 64, 255)),   # purpure, or
    "q": ((236, 196, 64, 255), (178, 34, 34, 255)),     # or, gules
    "b": ((28, 24, 22, 255), (28, 24, 22, 255)),        # sable
}


def tinctured_coat(pattern, field, charge):
    canvas = game.Canvas(game.TILE, game.TILE)
    canvas.paint(game.SHIELD, game.INK)
    canvas.paint(game.FIELD, field)
    canvas.paint(game.both(game.FIELD, pattern), charge)
    return canvas


def bell_sound(pitch):
    """A small bell: a few inharmonic partials that ring and fade."""
    length = int(0.6 * game.SAMPLE_RATE)
    partials = [(pitch, 0.5), (pitch * 2.76, 0.25), (pitch * 5.4, 0.12)]
    return [
        sum(level * math.sin(2 * math.pi * pitch * i / game.SAMPLE_RATE) for pitch, level in partials)
        * game.envelope(i / game.SAMPLE_RATE, 0.002, 0.18)
        for i in range(length)
    ]


def main():
    (MOD / "images").mkdir(parents=True, exist_ok=True)
    (MOD / "sounds").mkdir(parents=True, exist_ok=True)
    for code, pattern in game.COATS.items():
        field, charge = TINCTURES[code]
        # All Black stays black: a sable field with no charge.
        tinctured_coat(pattern, field, charge).save(MOD / "images" / f"coat-{code}.png")
    # The game plays its three drawing sounds in turn: three bells a tone apart.
    for name, pitch in [("draw", 880.0), ("draw-2", 987.8), ("draw-3", 784.0)]:
        game.save_wave(MOD / "sounds" / f"{name}.wav", bell_sound(pitch))
    print(f"wrote {MOD}")


if __name__ == "__main__":
    main()
