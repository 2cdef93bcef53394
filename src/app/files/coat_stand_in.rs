//! The picture of a coat of arms that a rule set names but no file draws: its code in block
//! letters on a striped tile, so a modder sees at once which picture is missing.

use bevy::asset::RenderAssetUsages;
use bevy::image::Image;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// The stand-in is drawn at the size of the game's own coat pictures.
const SIDE: usize = 128;
/// Codes longer than this are cut: the letters must stay readable on a map's square.
const MAX_LETTERS: usize = 4;
const MARGIN: usize = 8;
const RIM: usize = 6;
const INK: [u8; 4] = [30, 26, 22, 255];
const PLATE: [u8; 4] = [250, 246, 236, 255];

/// The stand-in picture for the coat whose code is `code`.
pub fn stand_in_coat_image(code: &str) -> Image {
    let mut pixels = vec![0u8; SIDE * SIDE * 4];
    let [light, dark] = colours_of(code);
    // The shield's place and frame as on the game's own pictures: a clear margin, an ink rim.
    let within = |x: usize, y: usize, inset: usize| {
        (inset..SIDE - inset).contains(&x) && (inset..SIDE - inset).contains(&y)
    };
    for y in 0..SIDE {
        for x in 0..SIDE {
            let colour = if !within(x, y, MARGIN) {
                continue;
            } else if !within(x, y, MARGIN + RIM) {
                INK
            } else if (x + y) / 12 % 2 == 0 {
                dark
            } else {
                light
            };
            put(&mut pixels, x, y, colour);
        }
    }
    let letters: Vec<char> = code.chars().take(MAX_LETTERS).collect();
    // Each letter is 3 blocks wide with a block between letters, 5 blocks tall.
    let blocks_wide = (letters.len() * 4).saturating_sub(1);
    let block = (SIDE * 3 / 4 / blocks_wide.max(1)).clamp(1, SIDE / 2 / 5);
    let (width, height) = (blocks_wide * block, 5 * block);
    let (left, top) = ((SIDE - width) / 2, (SIDE - height) / 2);
    let margin = block;
    for y in top - margin..top + height + margin {
        for x in left - margin..left + width + margin {
            put(&mut pixels, x, y, PLATE);
        }
    }
    for (index, letter) in letters.iter().enumerate() {
        let glyph = glyph(*letter);
        for (bit, on) in glyph.chars().enumerate() {
            if on != 'X' {
                continue;
            }
            let (column, row) = (bit % 3, bit / 3);
            let x0 = left + (index * 4 + column) * block;
            let y0 = top + row * block;
            for y in y0..y0 + block {
                for x in x0..x0 + block {
                    put(&mut pixels, x, y, INK);
                }
            }
        }
    }
    Image::new(
        Extent3d {
            width: SIDE as u32,
            height: SIDE as u32,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        pixels,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

fn put(pixels: &mut [u8], x: usize, y: usize, colour: [u8; 4]) {
    let at = (y * SIDE + x) * 4;
    pixels[at..at + 4].copy_from_slice(&colour);
}

/// Two tones from the code, so two stand-ins on one map can be told apart.
fn colours_of(code: &str) -> [[u8; 4]; 2] {
    let hash = code.bytes().fold(2166136261u32, |hash, byte| {
        (hash ^ u32::from(byte)).wrapping_mul(16777619)
    });
    let [r, g, b, _] = hash.to_le_bytes();
    let tone = |channel: u8, base: u8| base + channel / 4;
    [
        [tone(r, 170), tone(g, 170), tone(b, 170), 255],
        [tone(r, 110), tone(g, 110), tone(b, 110), 255],
    ]
}

/// A letter in a 3x5 grid of blocks, row by row; `X` is ink.
fn glyph(letter: char) -> &'static str {
    match letter.to_ascii_uppercase() {
        'A' => ".X.X.XXXXX.XX.X",
        'B' => "XX.X.XXX.X.XXX.",
        'C' => ".XXX..X..X...XX",
        'D' => "XX.X.XX.XX.XXX.",
        'E' => "XXXX..XX.X..XXX",
        'F' => "XXXX..XX.X..X..",
        'G' => ".XXX..X.XX.X.XX",
        'H' => "X.XX.XXXXX.XX.X",
        'I' => "XXX.X..X..X.XXX",
        'J' => "..X..X..XX.X.X.",
        'K' => "X.XX.XXX.X.XX.X",
        'L' => "X..X..X..X..XXX",
        'M' => "X.XXXXXXXX.XX.X",
        'N' => "XX.X.XX.XX.XX.X",
        'O' => ".X.X.XX.XX.X.X.",
        'P' => "XX.X.XXX.X..X..",
        'Q' => ".X.X.XX.XXX..XX",
        'R' => "XX.X.XXX.X.XX.X",
        'S' => ".XXX...X...XXX.",
        'T' => "XXX.X..X..X..X.",
        'U' => "X.XX.XX.XX.XXXX",
        'V' => "X.XX.XX.XX.X.X.",
        'W' => "X.XX.XX.XXXXX.X",
        'X' => "X.XX.X.X.X.XX.X",
        'Y' => "X.XX.X.X..X..X.",
        'Z' => "XXX..X.X.X..XXX",
        '0' => "XXXX.XX.XX.XXXX",
        '1' => ".X.XX..X..X.XXX",
        '2' => "XX...X.X.X..XXX",
        '3' => "XX...X.X...XXX.",
        '4' => "X.XX.XXXX..X..X",
        '5' => "XXXX..XX...XXX.",
        '6' => ".XXX..XXXX.XXXX",
        '7' => "XXX..X.X..X..X.",
        '8' => "XXXX.XXXXX.XXXX",
        '9' => "XXXX.XXXX..XXX.",
        '_' => "............XXX",
        '-' => "......XXX......",
        _ => "XXXXXXXXXXXXXXX",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_glyph_fills_its_grid() {
        for letter in ('a'..='z').chain('0'..='9').chain(['_', '-', '?']) {
            assert_eq!(glyph(letter).len(), 15, "{letter}");
        }
    }

    #[test]
    fn the_code_is_drawn_in_ink_on_the_tile() {
        let image = stand_in_coat_image("gold");
        let pixels = image.data.expect("made with its pixels");
        let ink = pixels.chunks(4).filter(|pixel| *pixel == INK).count();
        let plain = stand_in_coat_image("");
        let border = plain
            .data
            .expect("made with its pixels")
            .chunks(4)
            .filter(|pixel| *pixel == INK)
            .count();
        assert!(
            ink > border + 100,
            "letters add ink: {ink} against {border}"
        );
        assert_ne!(colours_of("gold"), colours_of("silver"));
    }
}
