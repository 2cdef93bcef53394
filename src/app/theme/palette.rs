//! The palette every screen paints with: paper, ink, the focus, the seats' and kings' colours.

use bevy::prelude::*;
use kingdomino_core::table::Place;

pub const PAPER: Color = Color::srgb(0.93, 0.90, 0.82);
pub const INK: Color = Color::srgb(0.12, 0.10, 0.09);
/// The map sheet, a little lighter than the table.
pub const SHEET: Color = Color::srgb(0.99, 0.97, 0.92);
pub const GRID_LINE: Color = Color::srgb(0.70, 0.66, 0.58);
/// Quieter text: help, explanations, a choice not available now. Dark enough to read at 7:1 on
/// the paper and 5:1 on the wood's darkest grain, since thin letters drawn small show lighter
/// than their colour.
pub const MUTED: Color = Color::srgb(0.32, 0.29, 0.25);
/// Where the domino fits.
pub const SPOT: Color = Color::srgb(0.80, 0.91, 0.76);
pub const LEGAL: Color = Color::srgb(0.16, 0.55, 0.22);
/// Where the domino may not go, and a refusal's text.
pub const ILLEGAL: Color = Color::srgb(0.58, 0.10, 0.07);
/// The keyboard's and gamepad's focus.
pub const FOCUS: Color = Color::srgb(0.93, 0.62, 0.05);
/// A domain being counted.
pub const HIGHLIGHT: Color = Color::srgb(0.98, 0.86, 0.45);
/// Each seat's colour where both are drawn side by side (the story of the game).
/// A taker's name on a die is written on it in the sheet's colour.
pub const SEAT_COLOURS: [Color; 2] = [Color::srgb(0.17, 0.27, 0.45), Color::srgb(0.60, 0.28, 0.12)];
/// The colour of the player at `place`: their king's, their bars'.
pub fn place_colour(place: Place) -> Color {
    KING_COLOURS[place.index() % KING_COLOURS.len()]
}

/// The original game's kings, by place: the Duel's two seats' colours, then two more as dark,
/// each shown with its player's letter as well (`KING_LETTERS`), never by colour alone.
pub const KING_COLOURS: [Color; 4] = [
    SEAT_COLOURS[0],
    SEAT_COLOURS[1],
    Color::srgb(0.14, 0.38, 0.20),
    Color::srgb(0.42, 0.18, 0.44),
];
pub const KING_LETTERS: [&str; 4] = ["A", "B", "C", "D"];
/// The table's wood at its darkest grain (`WOOD_DARK` in `scripts/make_assets.py`, which draws
/// `table.png`): the table's edge, its colour when the picture is missing, and the ground its
/// texts must read on.
pub const WOOD: Color = Color::srgb_u8(219, 195, 156);
/// The dice tray's felt.
pub const FELT: Color = Color::srgb(0.20, 0.36, 0.29);
pub const BUTTON: Color = Color::srgb(0.86, 0.81, 0.70);
pub const BUTTON_ON: Color = Color::srgb(0.35, 0.30, 0.24);
