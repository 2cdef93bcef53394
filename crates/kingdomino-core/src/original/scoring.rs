//! A kingdom's count: its domains (the Duel's, a terrain's squares times their crowns), the
//! options' bonuses, and what breaks a tie (the largest domain, then the crowns).

use serde::{Deserialize, Serialize};

use super::kingdom_text::Bonuses;
use crate::kingdom::board::Board;
use crate::kingdom::{CoatId, Domain, Map, for_each_domain};

/// Middle Kingdom: the castle at the centre of the kingdom.
pub const MIDDLE_POINTS: u32 = 10;
/// Harmony: the whole grid filled.
pub const HARMONY_POINTS: u32 = 5;

/// A kingdom's count, domain by domain.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KingdomSheet {
    /// Every domain, those without a crown (worth nothing) included.
    pub domains: Vec<Domain>,
    pub middle_points: u32,
    pub harmony_points: u32,
    pub total: u32,
    /// The first tie-break: the most squares in one domain.
    pub largest_domain: u32,
    /// The second tie-break: the crowns in the whole kingdom.
    pub crowns: u32,
}

/// The count of a kingdom of `terrains` kinds of square on `board`, with the options that are
/// on.
pub fn score_kingdom(board: &Board, map: &Map, terrains: usize, bonuses: Bonuses) -> KingdomSheet {
    let mut domains = Vec::new();
    let kinds = (0..terrains.min(usize::from(u8::MAX)) as u8).map(CoatId);
    for_each_domain(board, map, kinds, |domain| domains.push(domain));
    let middle_points = if bonuses.middle && castle_in_the_middle(board, map) {
        MIDDLE_POINTS
    } else {
        0
    };
    let harmony_points = if bonuses.harmony && map.is_full(board) {
        HARMONY_POINTS
    } else {
        0
    };
    KingdomSheet {
        total: middle_points + harmony_points + domains.iter().map(|d| d.points).sum::<u32>(),
        largest_domain: domains.iter().map(|d| d.size).max().unwrap_or(0),
        crowns: map.crosses_in(map.drawn()),
        domains,
        middle_points,
        harmony_points,
    }
}

/// Whether the castle is the centre square of the smallest rectangle holding it and every
/// square of the kingdom (a rectangle of an odd number of rows and of columns).
pub fn castle_in_the_middle(board: &Board, map: &Map) -> bool {
    let castle = board.castle();
    let (castle_row, castle_column) = board.row_column(castle);
    let (mut top, mut bottom, mut left, mut right) =
        (castle_row, castle_row, castle_column, castle_column);
    for cell in crate::kingdom::board::cells_of(map.drawn()) {
        let (row, column) = board.row_column(cell);
        top = top.min(row);
        bottom = bottom.max(row);
        left = left.min(column);
        right = right.max(column);
    }
    castle_row - top == bottom - castle_row && castle_column - left == right - castle_column
}
