//! Normal and Easy, in every game: each judges every legal action by where it leads, with its
//! game's own judgement ([`Thinking::rank_actions`]), without looking at what chance brings.

use rand::SeedableRng;

use super::{Player, Thinking};
use crate::rng::{DrawBelow, SplitMix64};

/// Normal plays the best-valued action; Easy plays any of the better half.
pub struct GreedyPlayer {
    rng: SplitMix64,
    better_half: bool,
}

impl GreedyPlayer {
    pub fn normal(seed: u64) -> GreedyPlayer {
        GreedyPlayer {
            rng: SplitMix64::seed_from_u64(seed),
            better_half: false,
        }
    }

    pub fn easy(seed: u64) -> GreedyPlayer {
        GreedyPlayer {
            rng: SplitMix64::seed_from_u64(seed),
            better_half: true,
        }
    }

    /// One of `ranked` (best first): the best, equal values broken at random so Normal does
    /// not always favour the list's first corner of the map; or for Easy any of the better
    /// half.
    fn pick<A: Copy>(&mut self, ranked: &[(A, f32)]) -> Option<A> {
        let &(_, best) = ranked.first()?;
        let choices = if self.better_half {
            ranked.len().div_ceil(2)
        } else {
            ranked
                .iter()
                .take_while(|(_, value)| best - value < 1e-4)
                .count()
        };
        Some(ranked[self.rng.below(choices as u32) as usize].0)
    }
}

impl<G: Thinking> Player<G> for GreedyPlayer {
    fn choose(&mut self, rules: &G::Rules, state: &G::State) -> Option<G::Action> {
        self.pick(&G::rank_actions(rules, state))
    }
}
