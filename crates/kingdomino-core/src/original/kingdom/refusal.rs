//! Why a domino cannot go where a player aims it: the table says which rule stands in the way,
//! not only that one does.

use super::{Bits, Domino, Kingdom, KingdomGrid};
use crate::kingdom::board::Direction;

/// The first rule a place breaks, in the order a player checks them by eye.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaceRefusal {
    /// A square of the domino would cover the castle or a square already laid.
    Taken,
    /// The kingdom would grow wider or taller than its side.
    PastTheSide,
    /// Neither square touches the castle or a square of its own terrain.
    Unjoined,
}

impl<B: Bits> Kingdom<B> {
    /// Why `domino` cannot go with its first square on `first` and its second next to it in
    /// `direction`; none when it can. A place off the grid is past the side: the grid is as wide
    /// as the kingdom can grow.
    pub fn refusal(
        &self,
        grid: &KingdomGrid<B>,
        domino: &Domino,
        first: u32,
        direction: Direction,
    ) -> Option<PlaceRefusal> {
        if first >= u32::from(grid.span()).pow(2) {
            return Some(PlaceRefusal::PastTheSide);
        }
        let Some(second) = grid.neighbour(first, direction) else {
            return Some(PlaceRefusal::PastTheSide);
        };
        let pair = B::bit(first) | B::bit(second);
        if !(pair & (self.filled | B::bit(grid.castle()))).is_empty() {
            return Some(PlaceRefusal::Taken);
        }
        if (pair & self.room(grid)) != pair {
            return Some(PlaceRefusal::PastTheSide);
        }
        let places = self.placements(grid, domino)[direction as usize];
        (places & B::bit(first))
            .is_empty()
            .then_some(PlaceRefusal::Unjoined)
    }
}
