//! Expert, in every game: flat Monte Carlo, which published work on Kingdomino found stronger
//! than tree search at equal time. Normal's best few actions are each played out to the end
//! many times, what the player cannot know dealt again in every imagined game, and the
//! candidates share the playouts by successive halving, all meeting the same imagined
//! futures.

use rand::SeedableRng;
use web_time::{Duration, Instant};

use super::halving::{Halving, ImaginedEnd};
use super::{Player, Thinking};
use crate::rng::SplitMix64;
use crate::table::{Place, TableGame};

/// How much thinking one decision gets: a count of playouts, never a time, so a seed makes the
/// same decisions on every machine however the thinking is spread over frames.
#[derive(Clone, Copy, Debug)]
pub struct ExpertBudget {
    pub playouts: u32,
    pub candidates: usize,
}

impl ExpertBudget {
    /// The Expert's budget in game `G`.
    pub fn of<G: Thinking>() -> ExpertBudget {
        ExpertBudget {
            playouts: G::EXPERT_PLAYOUTS,
            candidates: 6,
        }
    }
}

pub struct ExpertPlayer<G: TableGame> {
    rng: SplitMix64,
    budget: ExpertBudget,
    /// The actions a playout lists, reused by all of them.
    scratch: Vec<G::Action>,
    /// The decision being thought over, kept between slices of thinking.
    search: Option<Search<G>>,
}

/// A decision being thought over: its position, and the halving of its candidates.
struct Search<G: TableGame> {
    state: G::State,
    place: Place,
    halving: Halving<G::Action>,
}

impl<G: Thinking> ExpertPlayer<G> {
    pub fn new(seed: u64, budget: ExpertBudget) -> ExpertPlayer<G> {
        ExpertPlayer {
            rng: SplitMix64::seed_from_u64(seed),
            budget,
            scratch: Vec::with_capacity(256),
            search: None,
        }
    }

    /// Thinks about the decision at `state` for about `slice` (to the end without one), at
    /// least one playout, and answers once decided. The search is kept between calls for the
    /// same state, so a decision can be spread over frames.
    fn search(
        &mut self,
        rules: &G::Rules,
        state: &G::State,
        slice: Option<Duration>,
    ) -> Option<G::Action> {
        let started = Instant::now();
        let mut search = match self.search.take() {
            Some(search) if search.state == *state => search,
            _ => self.start(rules, state)?,
        };
        while search.halving.decided().is_none() {
            let Search {
                state,
                place,
                halving,
            } = &mut search;
            let scratch = &mut self.scratch;
            halving.play_next(&mut self.rng, |action, future| {
                play_out::<G>(rules, state, action, *place, future, scratch)
            });
            if slice.is_some_and(|slice| started.elapsed() >= slice) {
                break;
            }
        }
        let decided = search.halving.decided();
        self.search = Some(search);
        decided
    }

    /// Normal's best few actions become the candidates; with one there is nothing to think
    /// over, and with none (the game is over) no search.
    fn start(&self, rules: &G::Rules, state: &G::State) -> Option<Search<G>> {
        let place = G::to_act(state)?;
        let candidates = G::rank_actions(rules, state)
            .into_iter()
            .take(self.budget.candidates.max(1))
            .map(|(action, _)| action)
            .collect();
        Some(Search {
            state: state.clone(),
            place,
            halving: Halving::new(candidates, G::playouts_at(state, self.budget.playouts))?,
        })
    }
}

impl<G: Thinking> Player<G> for ExpertPlayer<G> {
    fn choose(&mut self, rules: &G::Rules, state: &G::State) -> Option<G::Action> {
        self.search(rules, state, None)
    }

    fn think(&mut self, rules: &G::Rules, state: &G::State, slice: Duration) -> Option<G::Action> {
        self.search(rules, state, Some(slice))
    }

    /// The share of its imagined games that the decision taken at `state` won (a draw counting
    /// half), once decided; none when there was nothing to think over (one legal action).
    fn imagined_win_share(&self, state: &G::State) -> Option<f32> {
        self.search
            .as_ref()
            .filter(|search| search.state == *state)?
            .halving
            .win_share()
    }
}

/// One imagined game from `state` after `action`, for the player at `place`: what they cannot
/// know and the policy's choices drawn from `future`, so every candidate meets the same
/// futures and their comparison is not drowned in luck.
fn play_out<G: Thinking>(
    rules: &G::Rules,
    state: &G::State,
    action: G::Action,
    place: Place,
    future: u64,
    scratch: &mut Vec<G::Action>,
) -> ImaginedEnd {
    let mut game = state.clone();
    let mut policy = G::imagine(&mut game, future);
    if G::apply_quietly(rules, &mut game, action).is_err() {
        return ImaginedEnd {
            result: 0.0,
            difference: 0.0,
        };
    }
    while G::to_act(&game).is_some() {
        let Some(next) = G::playout_action(rules, &game, &mut policy, scratch) else {
            break;
        };
        if G::apply_quietly(rules, &mut game, next).is_err() {
            break;
        }
    }
    let standings = G::standings(rules, &game);
    ImaginedEnd {
        result: standings.win_share(place),
        difference: standings.lead(place),
    }
}
