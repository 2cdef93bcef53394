#!/usr/bin/env bash
# Shows a screenshot as the three common colour-vision deficiencies see it, to check that colour
# is never the only cue (a focus ring, a legal spot, a taker's mark):
#   scripts/colour-vision.sh shot.png   ->  shot-protanopia.png, shot-deuteranopia.png,
#                                           shot-tritanopia.png
# The matrices are Machado, Oliveira and Fernandes' (2009) at full severity, applied in linear
# light; ImageMagick (`convert`) does the work.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 SCREENSHOT.png..." >&2; exit 2; }
declare -A matrices=(
    [protanopia]="0.152286 1.052583 -0.204868  0.114503 0.786281 0.099216  -0.003882 -0.048116 1.051998"
    [deuteranopia]="0.367322 0.860646 -0.227968  0.280085 0.672501 0.047413  -0.011820 0.042940 0.968881"
    [tritanopia]="1.255528 -0.076749 -0.178779  -0.078411 0.930809 0.147602  0.004733 0.691367 0.303900"
)
for shot in "$@"; do
    for kind in protanopia deuteranopia tritanopia; do
        convert "$shot" -colorspace RGB -color-matrix "3x3: ${matrices[$kind]}" -colorspace sRGB \
            "${shot%.png}-$kind.png"
    done
done
