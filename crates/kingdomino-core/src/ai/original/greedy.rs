//! Normal and Easy in the original game: the Duel's greedy players, judging by the kingdom an
//! action leads to.

use super::KingdomPlayer;
use super::evaluate::rank_actions;
use crate::ai::GreedyPlayer;
use crate::original::bits::Bits;
use crate::original::{Action, Game};

/// Normal plays the best-valued action; Easy any of the better half.
pub struct KingdomGreedy(GreedyPlayer);

impl KingdomGreedy {
    pub fn normal(seed: u64) -> KingdomGreedy {
        KingdomGreedy(GreedyPlayer::normal(seed))
    }

    pub fn easy(seed: u64) -> KingdomGreedy {
        KingdomGreedy(GreedyPlayer::easy(seed))
    }
}

impl<B: Bits> KingdomPlayer<B> for KingdomGreedy {
    fn choose(&mut self, game: &Game<B>) -> Action {
        self.0.pick(&rank_actions(game)).unwrap_or(Action::Discard)
    }
}
