//! How the original table is arranged in a window: the lines beside the kingdoms in a wide
//! window, over them in a tall one; one kingdom large (the one the eye follows) and the others
//! beside or under it, smaller, in as many columns as make them largest.

use bevy::prelude::*;

use super::lines::LINES_WIDTH;
use super::pieces::{LINE_DOMINO_WIDTH, LINE_GAP, LINE_SQUARE};

/// Room over each kingdom for its name and count, and around it.
pub(super) const KINGDOM_HEADER: f32 = 34.0;
/// A line of the header's text over a smaller kingdom, whose name and count wrap to its width.
const HEADER_LINE: f32 = 22.0;
pub(super) const GAP: f32 = 12.0;
/// The height of the texts and buttons over the lines in a tall window.
const LINES_TEXTS_TALL: f32 = 222.0;
/// The largest square of the large kingdom: past it a kingdom only grows emptier.
const LARGEST_SQUARE: f32 = 96.0;
/// The others' squares are at least this share of the large kingdom's, so they still read.
const SMALLEST_SHARE: f32 = 0.4;
/// The smallest square drawn.
const SMALLEST_SQUARE: f32 = 8.0;

/// How the table is arranged in a window: the lines over the kingdoms or beside them; the
/// large kingdom's square; where the others go, in how many columns, with what square.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Arrangement {
    pub(super) tall: bool,
    pub(super) large_square: f32,
    /// The other kingdoms under the large one (else beside it).
    pub(super) others_below: bool,
    pub(super) others_columns: usize,
    pub(super) others_square: f32,
}

/// The arrangement for a window of `size`, the large kingdom `large_side` squares across and
/// the others at most `others_side`.
pub(super) fn arrange(
    size: Vec2,
    (players, line_length): (usize, usize),
    large_side: u32,
    others_side: u32,
) -> Arrangement {
    let tall = size.y > size.x;
    let area = if tall {
        // The lines across the top: what is going on, the prompt and its row of buttons, the
        // two lines' dominoes, as many rows as they wrap to, and a label between.
        let across = ((size.x - 2.0 * GAP + LINE_GAP) / (LINE_DOMINO_WIDTH + LINE_GAP)).floor();
        let rows = line_length.div_ceil((across as usize).max(1)) as f32;
        Vec2::new(
            size.x - 2.0 * GAP,
            size.y - 3.0 * GAP - 2.0 * rows * (LINE_SQUARE + 12.0) - LINES_TEXTS_TALL,
        )
    } else {
        Vec2::new(size.x - LINES_WIDTH - 3.0 * GAP, size.y - 2.0 * GAP)
    };
    let others = players.saturating_sub(1).max(1);
    let (large_side, others_side) = (large_side.max(1) as f32, others_side.max(1) as f32);
    // Every way of placing the others, each with its largest large kingdom: the largest wins,
    // then the one whose others are largest.
    let ways = [false, true].into_iter().flat_map(|below| {
        (1..=others).map(move |columns| {
            let others = (others_side, columns, others.div_ceil(columns));
            largest_with(area, large_side, below, others).map(|(large_square, others_square)| {
                Arrangement {
                    tall,
                    large_square,
                    others_below: below,
                    others_columns: columns,
                    others_square,
                }
            })
        })
    });
    ways.flatten()
        .max_by(|a, b| {
            (a.large_square, a.others_square)
                .partial_cmp(&(b.large_square, b.others_square))
                .unwrap_or(std::cmp::Ordering::Equal)
        })
        .unwrap_or(Arrangement {
            tall,
            large_square: SMALLEST_SQUARE,
            others_below: tall,
            others_columns: 1,
            others_square: SMALLEST_SQUARE,
        })
}

/// The largest square of the large kingdom, `side` squares across, for which the others
/// (`others_side` squares across, `columns` across and `rows` down) beside or below it keep
/// squares of at least [`SMALLEST_SHARE`] of it; with theirs.
fn largest_with(
    area: Vec2,
    side: f32,
    below: bool,
    (others_side, columns, rows): (f32, usize, usize),
) -> Option<(f32, f32)> {
    let fits_alone = ((area.y - KINGDOM_HEADER) / side).min(area.x / side);
    let mut large = fits_alone.min(LARGEST_SQUARE).floor();
    while large >= SMALLEST_SQUARE {
        let kingdom = Vec2::new(large * side, large * side + KINGDOM_HEADER);
        let room = if below {
            Vec2::new(area.x, area.y - kingdom.y - GAP)
        } else {
            Vec2::new(area.x - kingdom.x - GAP, area.y)
        };
        let across = (room.x - GAP * (columns as f32 - 1.0)) / columns as f32;
        let down = (room.y - GAP * (rows as f32 - 1.0)) / rows as f32;
        // The largest square whose kingdom, with its header as narrow as the kingdom, fits.
        let fitting = (1..=(across / others_side).floor() as u32)
            .rev()
            .map(|square| square as f32)
            .find(|&square| square * others_side + small_header(square * others_side) <= down);
        if let Some(others) = fitting
            && others >= (large * SMALLEST_SHARE).max(SMALLEST_SQUARE)
        {
            return Some((large, others.min(large)));
        }
        large -= 1.0;
    }
    None
}

/// The room over a smaller kingdom `width` pixels wide for its name and count: as many lines
/// as they wrap to there.
pub(super) fn small_header(width: f32) -> f32 {
    let lines = match width {
        ..150.0 => 3.0,
        ..300.0 => 2.0,
        _ => 1.0,
    };
    KINGDOM_HEADER.max(lines * HEADER_LINE + 10.0)
}
