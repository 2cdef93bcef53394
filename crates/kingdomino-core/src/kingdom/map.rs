//! A kingdom's squares as bit masks, in either game: one mask per coat (the Duel's coats of
//! arms, the original game's terrains) and the marks on each square (crosses, crowns).

use serde::{Deserialize, Serialize};

use super::board::{Board, Cell};
use super::coats::{CoatId, MAX_COATS};

/// Crosses per square are a 4-bit counter spread over these bit planes.
const CROSS_PLANES: usize = 4;
pub const MAX_CROSSES_ON_SQUARE: u8 = (1 << CROSS_PLANES) - 1;

/// The squares drawn on a map: one mask per coat and the crosses on each square.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Map {
    coats: [u64; MAX_COATS],
    /// The union of `coats`, kept because nearly every question starts from it.
    drawn: u64,
    cross_planes: [u64; CROSS_PLANES],
}

impl Map {
    /// Every drawn square (the castle is never drawn).
    pub fn drawn(&self) -> u64 {
        self.drawn
    }

    pub fn empty(&self, board: &Board) -> u64 {
        board.all_cells() & !self.drawn() & !board.castle().bit()
    }

    pub fn is_full(&self, board: &Board) -> bool {
        self.empty(board) == 0
    }

    /// The squares of one coat.
    pub fn coat_mask(&self, coat: CoatId) -> u64 {
        self.coats.get(coat.index()).copied().unwrap_or(0)
    }

    pub fn coat_at(&self, cell: Cell) -> Option<CoatId> {
        self.coats
            .iter()
            .position(|mask| mask & cell.bit() != 0)
            .map(|index| CoatId(index as u8))
    }

    pub fn crosses_at(&self, cell: Cell) -> u8 {
        self.cross_planes
            .iter()
            .enumerate()
            .map(|(plane, mask)| (((mask >> cell.0) & 1) as u8) << plane)
            .sum()
    }

    /// The squares with at least one cross.
    pub fn crossed(&self) -> u64 {
        self.cross_planes
            .iter()
            .fold(0, |crossed, plane| crossed | plane)
    }

    /// The total number of crosses on a set of squares.
    pub fn crosses_in(&self, mask: u64) -> u32 {
        self.cross_planes
            .iter()
            .enumerate()
            .map(|(plane, bits)| (bits & mask).count_ones() << plane)
            .sum()
    }

    fn set_crosses(&mut self, cell: Cell, crosses: u8) {
        let crosses = crosses.min(MAX_CROSSES_ON_SQUARE);
        for (plane, bits) in self.cross_planes.iter_mut().enumerate() {
            if crosses & (1 << plane) != 0 {
                *bits |= cell.bit();
            } else {
                *bits &= !cell.bit();
            }
        }
    }

    /// Draws a coat with its crosses on a square. The caller has checked the square is empty.
    pub fn draw(&mut self, cell: Cell, coat: CoatId, crosses: u8) {
        if let Some(mask) = self.coats.get_mut(coat.index()) {
            *mask |= cell.bit();
            self.drawn |= cell.bit();
            // An empty square holds no crosses: each plane only gains the count's bit, written
            // without a branch on the (random) count.
            let crosses = crosses.min(MAX_CROSSES_ON_SQUARE);
            for (plane, bits) in self.cross_planes.iter_mut().enumerate() {
                *bits |= u64::from((crosses >> plane) & 1) << cell.0;
            }
        }
    }

    /// One more cross on a drawn square (the `q` power); the counter saturates.
    pub fn add_cross(&mut self, cell: Cell) {
        let crosses = self.crosses_at(cell).saturating_add(1);
        self.set_crosses(cell, crosses);
    }
}
