//! The Duel's own part of the computer players: Normal's judgement, the random draw, and the
//! Expert's imagined games, whose future rolls nobody can know and so are rolled afresh.

pub mod advice;
mod evaluate;
mod policy;

use rand::SeedableRng;

use super::Thinking;
use crate::duel::{Action, Duel, GameState, RuleSet};
use crate::rng::{DrawBelow, SplitMix64};

impl Thinking for Duel {
    const EXPERT_PLAYOUTS: u32 = 1600;

    fn rank_actions(rules: &RuleSet, state: &GameState) -> Vec<(Action, f32)> {
        evaluate::rank_actions(rules, state)
    }

    /// Counted and picked from masks instead of listed: random playouts stay fast.
    fn random_action(rules: &RuleSet, state: &GameState, rng: &mut SplitMix64) -> Option<Action> {
        let (action, _) = state.pick_legal_action(rules, |count| rng.below(count as u32) as usize);
        action
    }

    /// The placement or joker's coat the engine has just generated is not checked again.
    fn apply_random(
        rules: &RuleSet,
        state: &mut GameState,
        rng: &mut SplitMix64,
    ) -> Option<Action> {
        state.apply_picked(rules, |count| rng.below(count as u32) as usize)
    }

    /// The game hides nothing but chance: the future rolls are rolled from `future` instead.
    fn imagine(state: &mut GameState, future: u64) -> SplitMix64 {
        state.reseed_future_rolls(future);
        SplitMix64::seed_from_u64(!future)
    }

    fn playout_action(
        rules: &RuleSet,
        state: &GameState,
        policy: &mut SplitMix64,
        scratch: &mut Vec<Action>,
    ) -> Option<Action> {
        state
            .to_act()
            .map(|_| policy::playout_action(rules, state, policy, scratch))
    }
}
