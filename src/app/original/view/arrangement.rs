//! How the original table is arranged in a window: the lines beside the kingdoms in a wide
//! window, over them in a tall one; the kingdoms in columns and rows; their squares' size.

use bevy::prelude::*;

use super::lines::LINES_WIDTH;
use super::pieces::LINE_SQUARE;

/// Room over each kingdom for its name and count, and around it.
pub(super) const KINGDOM_HEADER: f32 = 34.0;
pub(super) const GAP: f32 = 12.0;
/// The height of the texts and buttons over the lines in a tall window.
const LINES_TEXTS_TALL: f32 = 190.0;
/// The largest square of a kingdom.
const LARGEST_SQUARE: f32 = 56.0;

/// How the table is arranged in a window of `size`: the lines beside the kingdoms in a wide
/// window, over them in a tall one; the kingdoms in columns and rows; their squares' size.
pub(super) struct Arrangement {
    pub(super) tall: bool,
    pub(super) columns: usize,
    pub(super) square: f32,
}

pub(super) fn arrange(size: Vec2, players: usize, span: u8) -> Arrangement {
    let tall = size.y > size.x;
    let columns = if players <= 2 || !tall {
        players.min(2)
    } else {
        2
    }
    .max(1);
    let rows = players.div_ceil(columns);
    let (width, height) = if tall {
        // The lines across the top: what is going on, the prompt and its row of buttons, two
        // rows of dominoes and a label between.
        (
            size.x - 2.0 * GAP,
            size.y - 3.0 * GAP - 2.0 * (LINE_SQUARE + 12.0) - LINES_TEXTS_TALL,
        )
    } else {
        (size.x - LINES_WIDTH - 3.0 * GAP, size.y - 2.0 * GAP)
    };
    let across = (width - GAP * (columns as f32 - 1.0)) / columns as f32;
    let down = (height - GAP * (rows as f32 - 1.0)) / rows as f32 - KINGDOM_HEADER;
    let square = (across.min(down) / f32::from(span))
        .floor()
        .clamp(8.0, LARGEST_SQUARE);
    Arrangement {
        tall,
        columns,
        square,
    }
}
