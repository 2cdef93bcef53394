//! The random player: uniform among the legal actions, the baseline every level must beat.

use super::Player;
use rand::SeedableRng;

use crate::rules::rng::{DrawBelow, SplitMix64};
use crate::rules::{Action, GameState, RuleSet};

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

impl Player for RandomPlayer {
    fn choose(&mut self, rules: &RuleSet, state: &GameState) -> Action {
        // Counting and picking from masks instead of listing keeps random playouts fast.
        let rng = &mut self.rng;
        let (action, _) = state.pick_legal_action(rules, |count| rng.below(count as u32) as usize);
        action.unwrap_or(Action::Pass)
    }
}

/// A whole game between two random players seeded with `player_seeds`: the same game
/// [`crate::ai::play_game`] plays with two [`RandomPlayer`]s, on the engine's fast path.
pub fn play_random_game(rules: &RuleSet, seed: u64, player_seeds: [u64; 2]) -> GameState {
    let mut state = GameState::new(rules, seed);
    let mut rngs = player_seeds.map(SplitMix64::seed_from_u64);
    while let Some(seat) = state.to_act() {
        let rng = &mut rngs[seat];
        if state
            .apply_picked(rules, |count| rng.below(count as u32) as usize)
            .is_none()
        {
            break;
        }
    }
    state
}
