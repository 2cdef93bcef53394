//! The original game's own part of the computer players, for any number of places and either
//! grid: Normal's judgement of a kingdom, the random draw, and the Expert's imagined games,
//! where the dominoes still face down come in an order of each game's own.

mod evaluate;
mod policy;

use rand::SeedableRng;

use super::Thinking;
use crate::original::any_game::on_grid;
use crate::original::{Action, AnyGame, Original, OriginalRules};
use crate::rng::SplitMix64;

impl Thinking for Original {
    const EXPERT_PLAYOUTS: u32 = 2000;

    fn rank_actions(_: &OriginalRules, game: &AnyGame) -> Vec<(Action, f32)> {
        on_grid!(game, game => evaluate::rank_actions(game))
    }

    fn random_action(_: &OriginalRules, game: &AnyGame, rng: &mut SplitMix64) -> Option<Action> {
        game.random_action(rng)
    }

    /// The Mighty Duel's imagined games are about twice as long: it plays half as many.
    fn playouts_at(game: &AnyGame, playouts: u32) -> u32 {
        if game.options().mighty_duel {
            playouts / 2
        } else {
            playouts
        }
    }

    /// The dominoes still face down are dealt again in an order drawn from `future` alone
    /// (sorted first, so the real order cannot leak into the decision).
    fn imagine(game: &mut AnyGame, future: u64) -> SplitMix64 {
        let mut rng = SplitMix64::seed_from_u64(future);
        game.shuffle_face_down(&mut rng);
        rng
    }

    fn playout_action(
        _: &OriginalRules,
        game: &AnyGame,
        policy: &mut SplitMix64,
        _: &mut Vec<Action>,
    ) -> Option<Action> {
        on_grid!(game, game => policy::quick_action(game, policy))
    }
}
