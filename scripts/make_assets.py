#!/usr/bin/env python3
"""Draws the game's images and synthesises its sounds into assets/ (Python 3 standard library only).

Modders: change the sizes, colours or shapes below and run `python3 scripts/make_assets.py`;
every file it writes is listed in assets/CREDITS.md. The coats of arms are drawn in ink as a
player draws them on the sheet, black on white, so they read without colour.
"""

import math
import random
import struct
import wave
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IMAGES = ROOT / "assets" / "images"
SOUNDS = ROOT / "assets" / "sounds"

TILE = 128  # coat, cross and castle images are TILE x TILE pixels
SAMPLE_RATE = 22050

INK = (28, 24, 22, 255)
PAPER = (246, 240, 226, 255)
CLEAR = (0, 0, 0, 0)


# ---- a tiny raster canvas and PNG writer --------------------------------------------------


class Canvas:
    def __init__(self, width, height, fill=CLEAR):
        self.width, self.height = width, height
        self.pixels = [list(fill) for _ in range(width * height)]

    def paint(self, inside, colour, samples=4):
        """Colours every pixel by how much of it `inside(x, y)` covers (antialiased)."""
        offsets = [(i + 0.5) / samples for i in range(samples)]
        for y in range(self.height):
            for x in range(self.width):
                hits = sum(inside(x + dx, y + dy) for dx in offsets for dy in offsets)
                if hits:
                    self.blend(x, y, colour, hits / (samples * samples))

    def blend(self, x, y, colour, coverage):
        pixel = self.pixels[y * self.width + x]
        alpha = coverage * colour[3] / 255
        for channel in range(3):
            pixel[channel] = round(pixel[channel] * (1 - alpha) + colour[channel] * alpha)
        pixel[3] = round(min(255, pixel[3] + (255 - pixel[3]) * alpha))

    def save(self, path):
        raw = b"".join(
            b"\x00" + bytes(channel for pixel in self.pixels[y * self.width:(y + 1) * self.width] for channel in pixel)
            for y in range(self.height)
        )

        def chunk(kind, data):
            body = kind + data
            return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 6, 0, 0, 0)
        path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def rounded_square(margin, radius):
    low, high = margin, TILE - margin

    def inside(x, y):
        cx = min(max(x, low + radius), high - radius)
        cy = min(max(y, low + radius), high - radius)
        return low <= x <= high and low <= y <= high and (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2

    return inside


def circle(cx, cy, r):
    return lambda x, y: (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def ring(cx, cy, r, width):
    return lambda x, y: (r - width) ** 2 <= (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def band(angle, offset, width):
    """A straight band through the tile at `angle` (degrees), `offset` pixels from the centre."""
    nx, ny = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    return lambda x, y: abs((x - TILE / 2) * nx + (y - TILE / 2) * ny - offset) <= width / 2


def both(*shapes):
    return lambda x, y: all(shape(x, y) for shape in shapes)


# ---- pen and paper ----------------------------------------------------------------------------


def by_hand(shape, seed, amount=1.8):
    """The shape as a pen draws it: its edges waver a little, differently on every picture."""
    rng = random.Random(seed)
    phases = [rng.uniform(0, 2 * math.pi) for _ in range(4)]

    def inside(x, y):
        dx = amount * (math.sin(y * 0.09 + phases[0]) + 0.5 * math.sin(y * 0.23 + phases[1]))
        dy = amount * (math.sin(x * 0.08 + phases[2]) + 0.5 * math.sin(x * 0.21 + phases[3]))
        return shape(x + dx, y + dy)

    return inside


def shield(inset):
    """A heater shield, `inset` pixels inside the outline: straight sides, then a curve to a point."""
    top, shoulder, tip = 10 + inset, 62, 120 - 1.6 * inset
    half_width = 52 - inset

    def inside(x, y):
        if y < top or y > tip:
            return False
        if y <= shoulder:
            return abs(x - TILE / 2) <= half_width
        t = (y - shoulder) / (tip - shoulder)
        return abs(x - TILE / 2) <= half_width * (1 - t ** 1.8)

    return inside


def hatching(spacing=7.0, width=2.4):
    """Cross-hatching, as a pen darkens a field."""
    def inside(x, y):
        return any(((x + sign * y) % spacing) < width for sign in (1, -1))

    return inside


def inked_outline(outer, inner):
    return lambda x, y: outer(x, y) and not inner(x, y)


# ---- the six coats of arms ------------------------------------------------------------------

SHIELD_EDGE = shield(0)
FIELD = shield(6)
MIDDLE = 58  # the field's centre line, where the charges sit


def coat_tile(pattern, seed):
    """A coat drawn in ink on the sheet: the shield's outline, then its charge."""
    canvas = Canvas(TILE, TILE)
    canvas.paint(FIELD, PAPER)
    canvas.paint(by_hand(inked_outline(SHIELD_EDGE, FIELD), seed), INK)
    canvas.paint(both(FIELD, by_hand(pattern, seed + 1, 1.2)), INK)
    return canvas


COATS = {
    "d": circle(64, MIDDLE, 17),
    "dd": lambda x, y: circle(43, MIDDLE, 13)(x, y) or circle(85, MIDDLE, 13)(x, y),
    "s": band(45, -4, 20),
    "ss": lambda x, y: band(45, -24, 14)(x, y) or band(45, 16, 14)(x, y),
    "q": lambda x, y: (x < 64) == (y < MIDDLE) and hatching()(x, y),
    "b": hatching(6.0, 2.6),
}


def cross_tile():
    """A cross written in a square's circle, as the sheet is marked with a pen."""
    canvas = Canvas(TILE, TILE)
    canvas.paint(circle(64, 64, 40), PAPER)
    canvas.paint(by_hand(ring(64, 64, 40, 7), 31, 1.4), INK)
    strokes = lambda x, y: band(45, 0, 9)(x, y) or band(-45, 0, 9)(x, y)
    canvas.paint(both(circle(64, 64, 30), by_hand(strokes, 37, 1.4)), INK)
    return canvas


PRINT = (122, 52, 38, 255)  # the red-brown of the printed sheet
PRINT_TINT = (236, 214, 196, 255)


def castle_tile():
    """The castle printed on the map sheet: an outlined keep, tinted, with its gate and windows."""
    canvas = Canvas(TILE, TILE)

    def keep(x, y):
        walls = 28 <= x <= 100 and 52 <= y <= 108
        towers = (20 <= x <= 44 or 84 <= x <= 108) and 30 <= y <= 108
        merlons = 30 <= y <= 40 and (20 <= x <= 26 or 38 <= x <= 44 or 84 <= x <= 90 or 102 <= x <= 108)
        battlement = 44 <= y <= 52 and 44 <= x <= 84 and ((x - 44) // 8) % 2 == 0
        return (walls or (towers and y > 40) or merlons or battlement)

    def inner(x, y):
        return all(keep(x + dx, y + dy) for dx, dy in ((-4, 0), (4, 0), (0, -4), (0, 4)))

    def gate(x, y):
        return 54 <= x <= 74 and 78 <= y <= 108 and (y >= 88 or (x - 64) ** 2 + (y - 88) ** 2 <= 100)

    def windows(x, y):
        return 60 <= y <= 72 and (29 <= x <= 35 or 93 <= x <= 99)

    canvas.paint(keep, PRINT)
    canvas.paint(inner, PRINT_TINT)
    canvas.paint(lambda x, y: gate(x, y) or windows(x, y), PRINT)
    return canvas


def die_tile():
    """The blank die body; faces are drawn on top in the game."""
    canvas = Canvas(TILE, TILE)
    canvas.paint(rounded_square(4, 22), (210, 200, 182, 255))
    canvas.paint(rounded_square(8, 18), (252, 249, 240, 255))
    return canvas


# ---- the original game's terrains and crowns ---------------------------------------------
# Each terrain is a colour and a pattern of its own, at a brightness of its own, so a square
# reads in greyscale and for players who tell the colours apart poorly.

TERRAINS = {
    # code: (ground, pattern's ink)
    "w": ((232, 196, 86, 255), (168, 122, 30, 255)),  # wheat field: light, upright stalks
    "f": ((60, 112, 64, 255), (22, 50, 26, 255)),  # forest: dark, rows of fir trees
    "l": ((74, 136, 196, 255), (214, 234, 248, 255)),  # lake: mid blue, pale waves
    "g": ((132, 184, 86, 255), (70, 116, 38, 255)),  # grassland: light green, tufts
    "s": ((122, 112, 84, 255), (64, 58, 40, 255)),  # swamp: brown-grey, reeds over water lines
    "m": ((44, 40, 44, 255), (150, 140, 132, 255)),  # mine: near black, pale peaks
}


def stalks(x, y):
    """Wheat: rows of upright stalks, each with an ear."""
    column, row = x % 16, y % 32
    stem = 7 <= column <= 9 and 12 <= row <= 30
    ear = (column - 8) ** 2 / 9 + (row - 8) ** 2 / 36 <= 1
    return stem or ear


def firs(x, y):
    """Forest: staggered rows of fir trees."""
    row = int(y // 32)
    shift = 16 if row % 2 else 0
    cx, top = (x + shift) % 32 - 16, y % 32
    crown = 2 <= top <= 24 and abs(cx) <= (top - 2) * 0.5
    trunk = 24 < top <= 29 and abs(cx) <= 2
    return crown or trunk


def waves(x, y):
    """Lake: rows of short waves."""
    row = y % 24
    crest = 10 + 3 * math.sin((x + (y // 24) * 9) * math.pi / 12)
    return abs(row - crest) <= 1.6 and (x + (y // 24) * 11) % 40 < 30


def tufts(x, y):
    """Grassland: scattered tufts of three blades."""
    row = int(y // 26)
    cx, cy = (x + (13 if row % 2 else 0)) % 26 - 13, y % 26 - 18
    if not -10 <= cy <= 0:
        return False
    return any(abs(cx - lean * (-cy) * 0.4) <= 1.4 for lean in (-1, 0, 1))


def reeds(x, y):
    """Swamp: reeds standing in water lines."""
    band = int(y // 32)
    column, row = (x + (13 if band % 2 else 0)) % 26, y % 32
    water = 28 <= row <= 30 and abs(column - 13) <= 11
    reed = abs(column - 13 + (row - 28) * 0.12) <= 1.1 and 6 <= row <= 28
    head = (column - 13 + (row - 28) * 0.12) ** 2 / 5 + (row - 10) ** 2 / 22 <= 1
    return water or reed or head


def peaks(x, y):
    """Mine: rows of mountain peaks with a seam of ore."""
    row = int(y // 40)
    cx, top = (x + (20 if row % 2 else 0)) % 40 - 20, y % 40
    outline = abs(top - 34 + abs(cx) * 1.2) <= 2.2 and top <= 34
    seam = abs(top - 26) <= 1.2 and abs(cx) <= 4
    return outline or seam


TERRAIN_PATTERNS = {"w": stalks, "f": firs, "l": waves, "g": tufts, "s": reeds, "m": peaks}


def terrain_tile(code, seed):
    """A square of the original game's terrain: its ground, its pattern drawn by hand over it."""
    ground, ink = TERRAINS[code]
    canvas = Canvas(TILE, TILE, ground)
    canvas.paint(by_hand(TERRAIN_PATTERNS[code], seed, 1.2), ink)
    return canvas


GOLD = (236, 186, 48, 255)


def crown_tile():
    """A crown: gold with an ink outline, so it shows on every terrain."""
    canvas = Canvas(TILE, TILE)

    def crown(inset):
        def inside(x, y):
            if not (18 + inset <= x <= 110 - inset and 30 + inset <= y <= 100 - inset):
                return False
            if y >= 74:
                return True
            # Three points over the band.
            for cx in (24, 64, 104):
                if abs(x - cx) <= (y - 28) * 0.55 - inset * 0.6:
                    return True
            return False

        return inside

    canvas.paint(crown(0), INK)
    canvas.paint(crown(6), GOLD)
    canvas.paint(lambda x, y: (x - 64) ** 2 + (y - 86) ** 2 <= 36, INK)
    return canvas


# ---- the table ------------------------------------------------------------------------------

TABLE_SIZE = 256
WOOD_LIGHT = (240, 225, 196)
WOOD_DARK = (219, 195, 156)
WOOD_SHADES = 12


def table_tile(seed=11):
    """A light oak table top that tiles both ways: long rings of grain that wander, and fine
    streaks. Drawn in a dozen shades, so it stays small on the web."""
    rng = random.Random(seed)
    waves = [(rng.randint(1, 3), rng.uniform(0.02, 0.05), rng.uniform(0, 2 * math.pi)) for _ in range(3)]
    streaks = [rng.uniform(-1, 1) for _ in range(TABLE_SIZE)]
    rows = []
    for y in range(TABLE_SIZE):
        row = []
        for x in range(TABLE_SIZE):
            along = x / TABLE_SIZE
            wander = sum(size * math.sin(2 * math.pi * cycles * along + phase) for cycles, size, phase in waves)
            rings = math.sin(2 * math.pi * (3 * y / TABLE_SIZE + wander))
            tone = 0.45 + 0.3 * rings ** 5 + 0.25 * streaks[(y + round(3 * math.sin(2 * math.pi * along))) % TABLE_SIZE]
            row.append(max(0, min(WOOD_SHADES - 1, int(tone * WOOD_SHADES))))
        rows.append(row)
    palette = [
        tuple(round(light + (dark - light) * shade / (WOOD_SHADES - 1)) for light, dark in zip(WOOD_LIGHT, WOOD_DARK))
        for shade in range(WOOD_SHADES)
    ]
    return palette, rows


def save_indexed_png(path, palette, rows):
    """A PNG of a few colours: one byte a pixel, which compresses far better than RGBA."""
    raw = b"".join(b"\x00" + bytes(row) for row in rows)

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", len(rows[0]), len(rows), 8, 3, 0, 0, 0)
    colours = b"".join(bytes(colour) for colour in palette)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"PLTE", colours) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


# ---- sounds -----------------------------------------------------------------------------------


def save_wave(path, samples):
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 30000)) for s in samples))


def envelope(t, attack, decay):
    return min(1.0, t / attack) * math.exp(-t / decay) if attack > 0 else math.exp(-t / decay)


def roll_sound(rng):
    """Dice tumbling: a handful of wooden knocks, closer and quieter as they settle."""
    length = int(SAMPLE_RATE * 0.9)
    samples = [0.0] * length
    at = 0.0
    for knock in range(9):
        start = int(at * SAMPLE_RATE)
        pitch = rng.uniform(500, 900)
        loudness = 0.9 * (0.8 ** knock)
        for i in range(int(0.05 * SAMPLE_RATE)):
            if start + i < length:
                t = i / SAMPLE_RATE
                body = math.sin(2 * math.pi * pitch * t) * 0.6 + rng.uniform(-1, 1) * 0.4
                samples[start + i] += loudness * body * envelope(t, 0.001, 0.012)
        at += rng.uniform(0.05, 0.12)
    return samples


def take_sound(rng):
    return [0.7 * math.sin(2 * math.pi * 320 * i / SAMPLE_RATE) * envelope(i / SAMPLE_RATE, 0.002, 0.03) for i in range(int(0.12 * SAMPLE_RATE))]


def draw_sound(rng):
    """A pencil stroke or two: band-limited noise that swells and fades, each stroke of its own
    length and grain, so the variants differ."""
    samples, previous = [], 0.0
    for _ in range(rng.choice((1, 2))):
        stroke = rng.uniform(0.16, 0.3)
        grain = rng.uniform(0.6, 0.8)
        for i in range(int(stroke * SAMPLE_RATE)):
            t = i / SAMPLE_RATE
            previous = grain * previous + (1 - grain) * rng.uniform(-1, 1)
            samples.append(0.9 * previous * math.sin(math.pi * t / stroke))
        samples.extend([0.0] * int(rng.uniform(0.02, 0.05) * SAMPLE_RATE))
    return samples


def power_sound(rng):
    """Three rising notes for a wizard's power."""
    samples = []
    for note in (523.25, 659.25, 783.99):
        for i in range(int(0.14 * SAMPLE_RATE)):
            t = i / SAMPLE_RATE
            samples.append(0.5 * (math.sin(2 * math.pi * note * t) + 0.3 * math.sin(4 * math.pi * note * t)) * envelope(t, 0.005, 0.1))
    return samples


def score_tick_sound(rng):
    return [0.5 * math.sin(2 * math.pi * 1200 * i / SAMPLE_RATE) * envelope(i / SAMPLE_RATE, 0.001, 0.015) for i in range(int(0.06 * SAMPLE_RATE))]


def claim_sound(rng):
    """A king set down on a domino: a wooden piece's two knocks, the second softer."""
    samples = [0.0] * int(0.16 * SAMPLE_RATE)
    for start, pitch, loudness in ((0.0, 210, 0.8), (0.045, 260, 0.35)):
        offset = int(start * SAMPLE_RATE)
        for i in range(int(0.08 * SAMPLE_RATE)):
            t = i / SAMPLE_RATE
            body = math.sin(2 * math.pi * pitch * t) * 0.75 + rng.uniform(-1, 1) * 0.25
            samples[offset + i] += loudness * body * envelope(t, 0.0015, 0.018)
    return samples


def lay_sound(rng):
    """A domino slid into its place and set down: a short rasp, then a flat tap."""
    samples, previous = [], 0.0
    slide = 0.11
    for i in range(int(slide * SAMPLE_RATE)):
        t = i / SAMPLE_RATE
        previous = 0.55 * previous + 0.45 * rng.uniform(-1, 1)
        samples.append(0.35 * previous * math.sin(math.pi * t / slide))
    for i in range(int(0.07 * SAMPLE_RATE)):
        t = i / SAMPLE_RATE
        body = math.sin(2 * math.pi * 430 * t) * 0.6 + rng.uniform(-1, 1) * 0.4
        samples.append(0.8 * body * envelope(t, 0.001, 0.012))
    return samples


def main():
    IMAGES.mkdir(parents=True, exist_ok=True)
    SOUNDS.mkdir(parents=True, exist_ok=True)
    for seed, (code, pattern) in enumerate(COATS.items()):
        coat_tile(pattern, 10 * seed).save(IMAGES / f"coat-{code}.png")
    cross_tile().save(IMAGES / "cross.png")
    for seed, code in enumerate(TERRAINS):
        terrain_tile(code, 70 + seed).save(IMAGES / f"terrain-{code}.png")
    crown_tile().save(IMAGES / "crown.png")
    castle_tile().save(IMAGES / "castle.png")
    die_tile().save(IMAGES / "die.png")
    save_indexed_png(IMAGES / "table.png", *table_tile())
    rng = random.Random(2026)
    for name, make in [("roll", roll_sound), ("take", take_sound), ("draw", draw_sound), ("power", power_sound), ("score-tick", score_tick_sound)]:
        save_wave(SOUNDS / f"{name}.wav", make(rng))
    # The frequent sounds have variants, so a game of them does not grate.
    for variant in (2, 3):
        for name, make in [("roll", roll_sound), ("draw", draw_sound)]:
            save_wave(SOUNDS / f"{name}-{variant}.wav", make(rng))
    # The original game's own, from a stream of their own: the Duel's sounds stay as they were.
    kingdom_rng = random.Random(2027)
    for name, make in [("claim", claim_sound), ("lay", lay_sound)]:
        save_wave(SOUNDS / f"{name}.wav", make(kingdom_rng))
    print(f"wrote images to {IMAGES} and sounds to {SOUNDS}")


if __name__ == "__main__":
    main()
