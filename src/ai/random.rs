//! The random player: uniform among the legal actions, the baseline every level must beat.

use super::Player;
use crate::rules::rng::QuickRng;
use crate::rules::{Action, GameState, RuleSet};

pub struct RandomPlayer {
    rng: QuickRng,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: QuickRng::from_seed(seed),
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
