//! A kingdom's domains: the groups of squares of one kind joined by their sides, each worth its
//! squares times the marks on them (the Duel's crosses, the original game's crowns).

use serde::{Deserialize, Serialize};

use super::board::Board;
use super::coats::CoatId;
use super::map::Map;

/// One domain: a maximal group of orthogonally connected squares of one coat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Domain {
    pub coat: CoatId,
    /// The squares of the domain as a cell mask.
    pub cells: u64,
    pub size: u32,
    pub crosses: u32,
    pub points: u32,
}

/// Calls `visit` for each domain of the map, coat by coat (of `coats`), lowest square first: a
/// domain scores its squares times the marks on them (the Duel's crosses, the original game's
/// crowns).
pub fn for_each_domain(
    board: &Board,
    map: &Map,
    coats: impl IntoIterator<Item = CoatId>,
    mut visit: impl FnMut(Domain),
) {
    for coat in coats {
        let mut left = map.coat_mask(coat);
        while left != 0 {
            let cells = board.flood(left & left.wrapping_neg(), left);
            left &= !cells;
            let size = cells.count_ones();
            let crosses = map.crosses_in(cells);
            visit(Domain {
                coat,
                cells,
                size,
                crosses,
                points: size * crosses,
            });
        }
    }
}
