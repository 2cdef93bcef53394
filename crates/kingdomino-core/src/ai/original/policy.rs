//! The quick policy every player of the original game Expert's imagined games follows, read
//! from the placements' bit sets without listing them.

use crate::original::bits::Bits;
use crate::original::game::pick_place;
use crate::original::{Action, Game, Step};
use crate::rng::{DrawBelow, SplitMix64};

/// Out of this many claims, all but one take the free domino with the most crowns.
const CLAIM_CHOICES: u32 = 4;

/// The quick policy: mostly the free domino with the most crowns, and a place joining both
/// squares to their own terrain, else one joining the crowned square, else any; drawn evenly
/// within the best kind, read from the placements' sets without listing them.
pub(super) fn quick_action<B: Bits>(game: &Game<B>, rng: &mut SplitMix64) -> Option<Action> {
    match game.step() {
        Step::Claim { .. } | Step::Choose { .. } if rng.below(CLAIM_CHOICES) > 0 => {
            let kingdom = game.kingdom(game.player_to_act()?);
            // A square's crowns, worth twice on a terrain the kingdom already has, and a
            // little for the terrain alone.
            let worth = |square: &crate::original::Square| {
                let owned = u32::from(!kingdom.terrain_set(square.terrain).is_empty());
                u32::from(square.crowns) * (1 + owned) + owned
            };
            game.next_line()
                .iter()
                .enumerate()
                .filter(|(_, slot)| slot.king.is_none())
                .max_by_key(|(index, slot)| {
                    let value: u32 = slot.domino.squares.iter().map(worth).sum();
                    (value, usize::MAX - index)
                })
                .map(|(index, _)| Action::Claim { slot: index as u8 })
        }
        Step::Place { .. } => {
            let domino = game.domino_to_place()?;
            let kingdom = game.kingdom(game.player_to_act()?);
            let grid = game.grid();
            let places = kingdom.placements(grid, &domino);
            let joins = domino
                .squares
                .map(|square| grid.neighbours(kingdom.terrain_set(square.terrain)));
            let crowned_first = domino.squares[0].crowns >= domino.squares[1].crowns;
            let mut both = [B::ZERO; 4];
            let mut crowned = [B::ZERO; 4];
            for (index, direction) in crate::kingdom::board::Direction::CLOCKWISE
                .into_iter()
                .enumerate()
            {
                let second_joins = grid.facing(direction, joins[1]);
                both[index] = places[index] & joins[0] & second_joins;
                crowned[index] = places[index]
                    & if crowned_first {
                        joins[0]
                    } else {
                        second_joins
                    };
            }
            pick_place(both, rng)
                .or_else(|| pick_place(crowned, rng))
                .or_else(|| pick_place(places, rng))
                .or(Some(Action::Discard))
        }
        _ => game.random_action(rng),
    }
}
