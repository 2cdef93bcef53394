//! Expert in the original game: flat Monte Carlo, which published work on Kingdomino found
//! stronger than tree search at equal time. Normal's best few actions are each played out to
//! the end many times, the dominoes still face down shuffled in every imagined game, the
//! candidates sharing the playouts by successive halving (the Duel Expert's search).

use rand::SeedableRng;
use web_time::{Duration, Instant};

use super::KingdomPlayer;
use super::evaluate::rank_actions;
use super::playout::play_out;
use crate::ai::halving::Halving;
use crate::original::bits::Bits;
use crate::original::{Action, Game, PlayerNumber};
use crate::rules::rng::SplitMix64;

/// How much thinking one decision gets: a count of playouts, never a time, so a seed makes the
/// same decisions on every machine however the thinking is spread over frames. The Mighty
/// Duel's imagined games are about twice as long: it plays half as many.
#[derive(Clone, Copy, Debug)]
pub struct KingdomExpertBudget {
    pub playouts: u32,
    pub candidates: usize,
}

impl Default for KingdomExpertBudget {
    fn default() -> KingdomExpertBudget {
        KingdomExpertBudget {
            playouts: 2000,
            candidates: 6,
        }
    }
}

pub struct KingdomExpert<B: Bits> {
    rng: SplitMix64,
    budget: KingdomExpertBudget,
    /// The decision being thought over, kept between slices of thinking.
    search: Option<Search<B>>,
}

struct Search<B: Bits> {
    game: Game<B>,
    player: PlayerNumber,
    halving: Halving<Action>,
}

impl<B: Bits> KingdomExpert<B> {
    pub fn new(seed: u64, budget: KingdomExpertBudget) -> KingdomExpert<B> {
        KingdomExpert {
            rng: SplitMix64::seed_from_u64(seed),
            budget,
            search: None,
        }
    }

    /// Thinks about the decision at `game` for about `slice` (to the end without one), at
    /// least one playout, and answers once decided.
    fn search(&mut self, game: &Game<B>, slice: Option<Duration>) -> Option<Action> {
        let started = Instant::now();
        let mut search = match self.search.take() {
            Some(search) if search.game == *game => search,
            _ => self.start(game),
        };
        while search.halving.decided().is_none() {
            let Search {
                game,
                player,
                halving,
            } = &mut search;
            halving.play_next(&mut self.rng, |action, future| {
                play_out(game, action, *player, future)
            });
            if slice.is_some_and(|slice| started.elapsed() >= slice) {
                break;
            }
        }
        let decided = search.halving.decided();
        self.search = Some(search);
        decided
    }

    fn start(&self, game: &Game<B>) -> Search<B> {
        let candidates = rank_actions(game)
            .into_iter()
            .take(self.budget.candidates.max(1))
            .map(|(action, _)| action)
            .collect();
        let playouts = if game.options().mighty_duel {
            self.budget.playouts / 2
        } else {
            self.budget.playouts
        };
        Search {
            game: game.clone(),
            player: game.player_to_act().unwrap_or(PlayerNumber::FIRST),
            halving: Halving::new(candidates, playouts, Action::Discard),
        }
    }

    /// The share of its imagined games that the decision taken at `game` won, once decided;
    /// none when there was nothing to think over.
    pub fn win_share(&self, game: &Game<B>) -> Option<f32> {
        self.search
            .as_ref()
            .filter(|search| search.game == *game)?
            .halving
            .win_share()
    }
}

impl<B: Bits> KingdomPlayer<B> for KingdomExpert<B> {
    fn choose(&mut self, game: &Game<B>) -> Action {
        self.search(game, None).unwrap_or(Action::Discard)
    }

    fn think(&mut self, game: &Game<B>, slice: Duration) -> Option<Action> {
        self.search(game, Some(slice))
    }

    fn imagined_win_share(&self, game: &Game<B>) -> Option<f32> {
        KingdomExpert::win_share(self, game)
    }
}
