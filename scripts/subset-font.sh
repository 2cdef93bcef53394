#!/usr/bin/env bash
# Writes assets/fonts/DejaVuSans.ttf: DejaVu Sans from Debian's fonts-dejavu-core, cut down to
# the letters of the languages the game is played in (Latin, with French, Spanish and Polish
# accents), punctuation and a few symbols, without hinting. The whole font would add 380 kB to
# the web download. A translation into another script adds its Unicode range below.
set -euo pipefail
cd "$(dirname "$0")/.."
source_font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
scripts/install-deps.sh fonts-dejavu-core fonttools
ranges=(
    U+0020-007E # ASCII
    U+00A0-024F # Latin-1, Latin Extended-A and -B: French, Spanish, Polish and more
    U+2000-206F # general punctuation: dashes, quotes, ellipsis, bullets
    U+20AC      # euro sign
    U+2190-2199 # arrows
    U+2212      # minus sign
    U+25A0-25CF # squares and circles
    U+2713-2717 # check and cross marks
)
pyftsubset "$source_font" \
    --unicodes="$(IFS=,; echo "${ranges[*]}")" \
    --layout-features='*' \
    --no-hinting \
    --desubroutinize \
    --output-file=assets/fonts/DejaVuSans.ttf
ls -l assets/fonts/DejaVuSans.ttf
