//! Expert: plans over the dice still to come by playing many imagined games to the end.
//!
//! The game hides nothing but the future rolls, so each playout draws its own future
//! (determinization) and plays both sides with a quick greedy policy; the candidate moves (the
//! best few by Normal's judgement) share the playouts by successive halving. Published work on
//! Kingdomino found Monte Carlo evaluation with greedy playouts stronger than UCT at equal time.

mod playout;

use rand::{Rng, SeedableRng};
use web_time::{Duration, Instant};

use super::Player;
use super::greedy::rank_actions;
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

/// A decision being thought over: where the successive halving stands, and its answer once
/// found.
struct Search {
    state: GameState,
    seat: SeatNumber,
    candidates: Vec<Candidate>,
    playouts_per_round: u32,
    /// This round's imagined futures: every candidate left plays each of them once.
    futures: Vec<u64>,
    /// The next playout of the round: which candidate, which future.
    next: (usize, usize),
    decided: Option<Action>,
}

struct Candidate {
    action: Action,
    total: f32,
    /// The imagined games it won, a draw counting half.
    wins: f32,
    playouts: u32,
}

impl Candidate {
    fn mean(&self) -> f32 {
        if self.playouts == 0 {
            f32::NEG_INFINITY
        } else {
            self.total / self.playouts as f32
        }
    }
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
        while search.decided.is_none() {
            self.play_next(rules, &mut search);
            if slice.is_some_and(|slice| started.elapsed() >= slice) {
                break;
            }
        }
        let decided = search.decided;
        self.search = Some(search);
        decided
    }

    /// The share of its imagined games that the decision taken at `state` won (a draw counting
    /// half), once decided; none when there was nothing to think over (one legal action).
    pub fn win_share(&self, state: &GameState) -> Option<f32> {
        let search = self
            .search
            .as_ref()
            .filter(|search| search.state == *state)?;
        let decided = search.decided?;
        search
            .candidates
            .iter()
            .find(|candidate| candidate.action == decided && candidate.playouts > 0)
            .map(|candidate| candidate.wins / candidate.playouts as f32)
    }

    /// Normal's best few actions become the candidates; with one action or none there is
    /// nothing to think over.
    fn start(&self, rules: &RuleSet, state: &GameState) -> Search {
        let ranked = rank_actions(rules, state);
        let candidates: Vec<Candidate> = ranked
            .iter()
            .take(self.budget.candidates.max(1))
            .map(|&(action, _)| Candidate {
                action,
                total: 0.0,
                wins: 0.0,
                playouts: 0,
            })
            .collect();
        let rounds = (candidates.len() as f32).log2().ceil().max(1.0) as u32;
        let decided = match (state.to_act(), ranked.as_slice()) {
            (None, _) | (_, []) => Some(Action::Pass),
            (_, [(only, _)]) => Some(*only),
            _ => None,
        };
        Search {
            state: state.clone(),
            seat: state.to_act().unwrap_or(SeatNumber::FIRST),
            candidates,
            playouts_per_round: self.budget.playouts / rounds,
            futures: Vec::new(),
            next: (0, 0),
            decided,
        }
    }

    /// One playout of the round; a finished round keeps the better half of the candidates,
    /// and the last one left is the decision.
    fn play_next(&mut self, rules: &RuleSet, search: &mut Search) {
        if search.futures.is_empty() {
            let each = (search.playouts_per_round / search.candidates.len() as u32).max(1);
            search.futures = (0..each).map(|_| self.rng.next_u64()).collect();
            search.next = (0, 0);
        }
        let (candidate_index, future_index) = search.next;
        let candidate = &mut search.candidates[candidate_index];
        let end = self.playouts.play(
            rules,
            &search.state,
            candidate.action,
            search.seat,
            search.futures[future_index],
        );
        candidate.total += end.value();
        candidate.wins += end.result;
        candidate.playouts += 1;
        search.next = if future_index + 1 < search.futures.len() {
            (candidate_index, future_index + 1)
        } else {
            (candidate_index + 1, 0)
        };
        if search.next.0 < search.candidates.len() {
            return;
        }
        search
            .candidates
            .sort_by(|a, b| b.mean().total_cmp(&a.mean()));
        search
            .candidates
            .truncate(search.candidates.len().div_ceil(2));
        search.futures.clear();
        if let [last] = search.candidates.as_slice() {
            search.decided = Some(last.action);
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
