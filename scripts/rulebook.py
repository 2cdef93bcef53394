#!/usr/bin/env python3
"""Writes assets/locales/<language>/rulebook.ftl from the rulebooks' transcriptions.

    scripts/rulebook.py [SEEDS_FOLDER]    (default: ../shared/seeds)

Each rulebook becomes one Fluent message, `rulebook`, one paragraph per line: `# ` starts a
heading, `- ` an item, and a line `@faces` or `@powers` is where the Rules screen shows the
game's own pictures of the dice faces or of the spellbook's powers. The French and Spanish
transcriptions start mid-way and wrap around: they are read from their first heading. Box
texts, credits and copyright lines are left out.

The files are committed; translators and modders edit them directly. The game's own decisions
where the rulebooks are silent are the message `rules-decisions` in each language's game.ftl.
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

BOOKS = {
    "en": {
        "file": "000_e200534ca7872c4a.txt",
        "start": "Components",
        "headings": [
            "Components", "Introduction", "Object of the Game", "Setup", "Game Play",
            "1. Rolling the Dice", "2. Setting Up Dominoes", "3. Filling in the Map",
            "Connection Rules:", "4. Filling in the Spellbook", "Wizards' Powers:",
            "End of the Turn", "End of the Game",
        ],
        "faces_after": "The question mark is a joker",
        "powers_after": "Wizards' Powers:",
        "drop": ["Continue Reading"],
        "fixes": [
            ("- 1 - 100 sheet notebook with 1 Map Side\nand 1 Spellbook Side - 2 pencils",
             "- 1 notebook of 100 sheets, each with a Map side and a Spellbook side\n- 2 pencils"),
        ],
    },
    "fr": {
        "file": "003_f5a6ceaacdc90779.txt",
        "start": "#### Matériel de jeu",
        "headings": [],
        "faces_after": "le point d'interrogation est un joker",
        "powers_after": "Les pouvoirs des sorciers",
        "drop": ["Bruno Cathala", "Ludovic Maublanc", "Cyril Bouquet", "Kingdomino™", "DUEL"],
        # The transcription kept the 3 of the wizard's picture.
        "fixes": [("  3 Choisissez", "Choisissez")],
    },
    "es": {
        "file": "004_5a541a838904f32d.txt",
        "start": "#### Contenido",
        "headings": [],
        "faces_after": "El signo de interrogación es un comodín",
        "powers_after": "Los poderes de los magos",
        "drop": ["Bruno Cathala", "Ludovic Maublanc", "Cyril Bouquet", "Kingdomino™", "DUEL"],
        "fixes": [],
    },
    "pl": {
        "file": "001_20b6c88772bef641.txt",
        "start": "Elementy gry",
        "headings": [
            "Elementy gry", "Wprowadzenie", "Cel gry", "Przygotowanie", "Rozgrywka",
            "Zasady łączenia:", "Wykorzystaj moce czarodziejów!", "Moce czarodziejów:",
            "Koniec rundy", "Bonus zamkowy:", "Koniec gry",
        ],
        "faces_after": "Znak zapytania",
        "powers_after": "Moce czarodziejów:",
        "drop": ["2", "8+", "30'", "FOXGAMES", "Bruno Cathala", "Ludovic Maublanc",
                 "Cyril Bouquet", "Kingdomino™", "DUEL"],
        # The transcription's "mydłem" (soap) for the joker.
        "fixes": [("jest *mydłem*, które", "jest jokerem, który")],
    },
}

# Lines from the publishers' small print onwards are not rules.
SMALL_PRINT = ("©", "ul. ", "Wydawca", "Tłumaczenie", "Opracowanie", "Korekta", "Marek ")


def clean(text):
    text = text.replace("**", "").replace("\u00a0", " ")
    text = re.sub(r"(?<!\w)\*(\S[^*]*\S|\S)\*(?!\w)", r"\1", text)
    return re.sub(r"\s+", " ", text).strip()


def paragraphs(raw, book):
    lines = raw.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip().startswith(book["start"]))
    lines = lines[start:] + lines[:start]
    out = []
    pending = None  # a paragraph whose line ended with a markdown break or a lone "-"
    numbered = [bool(re.match(r"^\d[.º°] ", line.strip())) for line in lines]
    for index, line in enumerate(lines):
        stripped = line.strip()
        if any(stripped.startswith(mark) for mark in SMALL_PRINT):
            continue
        if stripped in book["drop"] or not stripped:
            if pending is not None:
                out.append(pending)
                pending = None
            continue
        if stripped == "-":
            pending = "- "
            continue
        if pending is not None:
            if pending == "- ":
                pending = "- " + clean(stripped)
            else:
                pending += " " + clean(stripped)
            if not line.endswith("  "):
                out.append(pending)
                pending = None
            continue
        if stripped.startswith("#"):
            out.append("# " + clean(stripped.lstrip("#")).rstrip(" :"))
            continue
        if stripped in book["headings"]:
            out.append("# " + stripped.rstrip(" :"))
            continue
        if numbered[index]:
            before = numbered[index - 1] if index > 0 else False
            after = numbered[index + 1] if index + 1 < len(numbered) else False
            neighbours = [i for i in range(index - 2, index + 3) if 0 <= i < len(lines)
                          and i != index and lines[i].strip()]
            in_list = any(numbered[i] for i in neighbours) or before or after
            out.append(("- " if in_list else "# ") + clean(stripped))
            continue
        text = clean(stripped.lstrip("-").strip()) if stripped.startswith("- ") else clean(stripped)
        text = ("- " + text) if stripped.startswith("- ") else text
        if line.endswith("  "):
            pending = text
        else:
            out.append(text)
    if pending:
        out.append(pending)
    return out


def with_pictures(lines, book):
    result = []
    faces_done = powers_done = False
    for line in lines:
        result.append(line)
        plain = line.lstrip("#- ").strip()
        if not faces_done and plain.startswith(book["faces_after"]):
            result.append("@faces")
            faces_done = True
        if not powers_done and plain.rstrip(" :") == book["powers_after"].rstrip(" :!"):
            result.append("@powers")
            powers_done = True
    assert faces_done and powers_done, f"no place for the pictures in {book['file']}"
    return result


def fluent_line(line):
    line = line.replace("{", '{"{"}').replace("}", '{"}"}')
    if line[:1] in "[*.":
        line = '{"' + line[0] + '"}' + line[1:]
    return "    " + line


def main():
    seeds = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT.parent / "shared" / "seeds"
    for language, book in BOOKS.items():
        raw = (seeds / book["file"]).read_text(encoding="utf-8")
        for wrong, right in book["fixes"]:
            assert wrong in raw, f"{book['file']} no longer has {wrong!r}"
            raw = raw.replace(wrong, right)
        lines = with_pictures(paragraphs(raw, book), book)
        header = (
            "# The rulebook, as the Rules screen shows it: one paragraph a line; `# ` starts a\n"
            "# heading, `- ` an item, `@faces` and `@powers` place the game's pictures.\n"
            "# Written by scripts/rulebook.py from the rulebook's transcription.\n\n"
        )
        body = "rulebook =\n" + "\n".join(fluent_line(line) for line in lines) + "\n"
        target = ROOT / "assets" / "locales" / language / "rulebook.ftl"
        target.write_text(header + body, encoding="utf-8")
        print(f"{target.relative_to(ROOT)}: {len(lines)} lines")


if __name__ == "__main__":
    main()
