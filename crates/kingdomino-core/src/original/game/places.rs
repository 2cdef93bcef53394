//! A domino's places as actions: every one of them, or one drawn evenly, read from the sets of
//! first squares (one for each way the domino faces) without listing them first; and why the
//! domino to place cannot go where a player aims it.

use super::{Action, Bits, Game, Step};
use crate::kingdom::board::Direction;
use crate::original::bits::indices;
use crate::original::kingdom::PlaceRefusal;
use crate::rng::{DrawBelow, SplitMix64};

/// Every place of `places` (the firsts of a domino's squares, a set for each way it faces).
pub fn place_actions<B: Bits>(places: [B; 4]) -> impl Iterator<Item = Action> {
    Direction::CLOCKWISE
        .into_iter()
        .zip(places)
        .flat_map(|(direction, firsts)| {
            indices(firsts).map(move |first| Action::Place { first, direction })
        })
}

/// A place drawn evenly from `places` (the firsts of a domino's squares, a set for each way
/// it faces), none when they are empty.
pub fn pick_place<B: Bits>(places: [B; 4], rng: &mut SplitMix64) -> Option<Action> {
    let total: u32 = places.iter().map(|set| set.count_ones()).sum();
    if total == 0 {
        return None;
    }
    let mut pick = rng.below(total);
    for (direction, set) in Direction::CLOCKWISE.into_iter().zip(places) {
        let count = set.count_ones();
        if pick < count {
            let first = indices(set).nth(pick as usize)?;
            return Some(Action::Place { first, direction });
        }
        pick -= count;
    }
    None
}

impl<B: Bits> Game<B> {
    /// Why the domino to place cannot go with its first square on `first` and its second in
    /// `direction` of it; none when it can, or when no domino waits to be placed.
    pub fn place_refusal(&self, first: u32, direction: Direction) -> Option<PlaceRefusal> {
        let Step::Place { king } = self.step else {
            return None;
        };
        let domino = self.domino_to_place()?;
        self.kingdom(self.owner(king))
            .refusal(&self.grid, &domino, first, direction)
    }
}
