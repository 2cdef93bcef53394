//! The random player: uniform among the legal actions, the baseline every level must beat.

use rand::SeedableRng;

use super::{Player, Thinking};
use crate::rng::SplitMix64;

pub struct RandomPlayer {
    rng: SplitMix64,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: SplitMix64::seed_from_u64(seed),
        }
    }
}

impl<G: Thinking> Player<G> for RandomPlayer {
    fn choose(&mut self, rules: &G::Rules, state: &G::State) -> Option<G::Action> {
        G::random_action(rules, state, &mut self.rng)
    }
}

/// A whole game between random players seeded with `player_seeds` (one a place): the same game
/// [`super::play_game`] plays with [`RandomPlayer`]s, on the engine's fast path. Its end.
pub fn play_random_game<G: Thinking>(
    rules: &G::Rules,
    mut state: G::State,
    player_seeds: &[u64],
) -> G::State {
    let mut rngs: Vec<SplitMix64> = player_seeds
        .iter()
        .map(|&seed| SplitMix64::seed_from_u64(seed))
        .collect();
    while let Some(place) = G::to_act(&state) {
        let Some(rng) = rngs.get_mut(place.index()) else {
            break;
        };
        if G::apply_random(rules, &mut state, rng).is_none() {
            break;
        }
    }
    state
}
