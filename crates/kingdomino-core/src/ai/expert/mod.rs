//! Expert: plans over the dice still to come by playing many imagined games to the end.
//!
//! The game hides nothing but the future rolls, so each playout draws its own future
//! (determinization) and plays both sides with a quick greedy policy; the candidate moves (the
//! best few by Normal's judgement) share the playouts by successive halving. Published work on
//! Kingdomino found Monte Carlo evaluation with greedy playouts stronger than UCT at equal time.

mod playout;

use rand::SeedableRng;
use web_time::{Duration, Instant};

use super::Player;
use super::greedy::rank_actions;
use super::halving::Halving;
use crate::rules::rng::SplitMix64;
use crate::rules::{Action, GameState, RuleSet, SeatNumber};
use playout::Playouts;

/// How much thinking one decision gets: a count of playouts, never a time, so a seed makes the
/// same decisions on every machine however the thinking is spread over frames.
#[derive(Clone, Copy, Debug)]
pub struct ExpertBudget {
    pub playouts: u32,
    pub candidates: usize,
}

impl Default for ExpertBudget {
    fn default() -> ExpertBudget {
        ExpertBudget {
            playouts: 1600,
            candidates: 6,
        }
    }
}

pub struct ExpertPlayer {
    rng: SplitMix64,
    budget: ExpertBudget,
    playouts: Playouts,
    /// The decision being thought over, kept between slices of thinking.
    search: Option<Search>,
}

/// A decision being thought over: its position, and the halving of its candidates.
struct Search {
    state: GameState,
    seat: SeatNumber,
    halving: Halving<Action>,
}

impl ExpertPlayer {
    pub fn new(seed: u64, budget: ExpertBudget) -> ExpertPlayer {
        ExpertPlayer {
            rng: SplitMix64::seed_from_u64(seed),
            budget,
            playouts: Playouts::new(),
            search: None,
        }
    }

    /// Thinks about the decision at `state` for about `slice` (to the end without one), at
    /// least one playout, and answers once decided. The search is kept between calls for the
    /// same state, so a decision can be spread over frames.
    fn search(
        &mut self,
        rules: &RuleSet,
        state: &GameState,
        slice: Option<Duration>,
    ) -> Option<Action> {
        let started = Instant::now();
        let mut search = match self.search.take() {
            Some(search) if search.state == *state => search,
            _ => self.start(rules, state),
        };
        while search.halving.decided().is_none() {
            let Search {
                state,
                seat,
                halving,
            } = &mut search;
            let playouts = &mut self.playouts;
            halving.play_next(&mut self.rng, |action, future| {
                playouts.play(rules, state, action, *seat, future)
            });
            if slice.is_some_and(|slice| started.elapsed() >= slice) {
                break;
            }
        }
        let decided = search.halving.decided();
        self.search = Some(search);
        decided
    }

    /// The share of its imagined games that the decision taken at `state` won (a draw counting
    /// half), once decided; none when there was nothing to think over (one legal action).
    pub fn win_share(&self, state: &GameState) -> Option<f32> {
        self.search
            .as_ref()
            .filter(|search| search.state == *state)?
            .halving
            .win_share()
    }

    /// Normal's best few actions become the candidates; with one action or none there is
    /// nothing to think over.
    fn start(&self, rules: &RuleSet, state: &GameState) -> Search {
        let candidates = rank_actions(rules, state)
            .into_iter()
            .take(self.budget.candidates.max(1))
            .map(|(action, _)| action)
            .collect();
        Search {
            state: state.clone(),
            seat: state.to_act().unwrap_or(SeatNumber::FIRST),
            halving: Halving::new(candidates, self.budget.playouts, Action::Pass),
        }
    }
}

impl Player for ExpertPlayer {
    fn choose(&mut self, rules: &RuleSet, state: &GameState) -> Action {
        self.search(rules, state, None).unwrap_or(Action::Pass)
    }

    fn think(&mut self, rules: &RuleSet, state: &GameState, slice: Duration) -> Option<Action> {
        self.search(rules, state, Some(slice))
    }
}
