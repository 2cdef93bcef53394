//! Expert: plans over the dice still to come by playing many imagined games to the end.
//!
//! The game hides nothing but the future rolls, so each playout draws its own future
//! (determinization) and plays both sides with a quick greedy policy; the candidate moves (the
//! best few by Normal's judgement) share the playouts by successive halving. Published work on
//! Kingdomino found Monte Carlo evaluation with greedy playouts stronger than UCT at equal time.

use rand::{Rng, SeedableRng};
use web_time::{Duration, Instant};

use super::Player;
use super::greedy::rank_actions;
use crate::rules::rng::{DrawBelow, SplitMix64};
use crate::rules::ruleset::DRAFT_DICE;
use crate::rules::scoring::{Outcome, outcome, summarize};
use crate::rules::state::{DominoDie, LineProgress};
use crate::rules::{Action, GameState, RuleSet, Step};

/// How much thinking one decision gets. Playouts make the result the same for the same seed;
/// the time limit, when set, is a safety net for slow machines (and breaks that sameness).
#[derive(Clone, Copy, Debug)]
pub struct ExpertBudget {
    pub playouts: u32,
    pub candidates: usize,
    pub time_limit: Option<Duration>,
}

impl Default for ExpertBudget {
    fn default() -> ExpertBudget {
        ExpertBudget {
            playouts: 400,
            candidates: 6,
            time_limit: None,
        }
    }
}

/// Drawings a playout compares at each fill step: a sample keeps playouts quick.
const PLAYOUT_DRAWINGS: usize = 6;

pub struct ExpertPlayer {
    rng: SplitMix64,
    budget: ExpertBudget,
    scratch: Vec<Action>,
}

impl ExpertPlayer {
    pub fn new(seed: u64, budget: ExpertBudget) -> ExpertPlayer {
        ExpertPlayer {
            rng: SplitMix64::seed_from_u64(seed),
            budget,
            scratch: Vec::with_capacity(256),
        }
    }

    /// One imagined game from `state` after `action`, with the future rolls and the policy's
    /// choices drawn from `future`: every candidate meets the same futures, so their
    /// comparison is not drowned in luck. 1 for a win, 0.5 for a draw, 0 for a loss, nudged by
    /// the score difference so bigger wins count more.
    fn playout(
        &mut self,
        rules: &RuleSet,
        state: &GameState,
        action: Action,
        seat: u8,
        future: u64,
    ) -> f32 {
        let mut game = state.clone();
        game.reseed_future_rolls(future);
        let mut policy = SplitMix64::seed_from_u64(!future);
        if game.apply_unreported(rules, action).is_err() {
            return 0.0;
        }
        while game.to_act().is_some() {
            let next = self.playout_action(rules, &game, &mut policy);
            if game.apply_unreported(rules, next).is_err() {
                break;
            }
        }
        let scores = game.scores(rules);
        let difference =
            scores[usize::from(seat)].total as f32 - scores[usize::from(1 - seat)].total as f32;
        let result = match outcome(scores) {
            Outcome::Winner { player, .. } if player == seat => 1.0,
            Outcome::Winner { .. } => 0.0,
            Outcome::Draw => 0.5,
        };
        result + difference.clamp(-40.0, 40.0) / 200.0
    }

    /// The quick policy of the playouts: mostly the die with the most crosses or a spellbook
    /// square, and at the fill step the best-scoring of a few sampled drawings.
    fn playout_action(
        &mut self,
        rules: &RuleSet,
        game: &GameState,
        policy: &mut SplitMix64,
    ) -> Action {
        let seat = game.to_act().unwrap_or(0);
        game.legal_actions_into(rules, &mut self.scratch);
        let actions = std::mem::take(&mut self.scratch);
        let chosen = match game.step() {
            Step::Draft { .. } if policy.below(5) > 0 => {
                let worth = |action: &Action| match *action {
                    Action::TakeDie { die } => die_worth(rules, game, seat, die),
                    Action::TakeTwoDice { dice } => {
                        die_worth(rules, game, seat, dice[0])
                            + die_worth(rules, game, seat, dice[1])
                    }
                    _ => 0,
                };
                *actions
                    .iter()
                    .max_by_key(|a| worth(a))
                    .unwrap_or(&Action::Pass)
            }
            Step::Draft { .. } => actions[policy.below(actions.len() as u32) as usize],
            _ => {
                // The castle bonus and `ss` turns come first in the list; playouts skip them
                // and choose among the drawings (or the pass) after them, without a new list.
                let preparations = actions
                    .iter()
                    .take_while(|a| {
                        matches!(a, Action::CastleBonus { .. } | Action::TurnDie { .. })
                    })
                    .count();
                let pool = if preparations < actions.len() {
                    &actions[preparations..]
                } else {
                    &actions[..]
                };
                let mut best = (pool[0], f32::NEG_INFINITY);
                for _ in 0..PLAYOUT_DRAWINGS.min(pool.len()) {
                    let candidate = pool[policy.below(pool.len() as u32) as usize];
                    let mut next = game.clone();
                    if next.apply_unreported(rules, candidate).is_err() {
                        continue;
                    }
                    let player = next.player(seat);
                    let value = summarize(rules, &player.map, player.bonus_coat).total as f32;
                    if value > best.1 {
                        best = (candidate, value);
                    }
                }
                best.0
            }
        };
        self.scratch = actions;
        chosen
    }
}

/// A playout's rough worth of taking a die: its crosses, then a spellbook square it would fill.
fn die_worth(rules: &RuleSet, game: &GameState, seat: u8, die: u8) -> u32 {
    let shown = DominoDie {
        die,
        face: game.roll()[usize::from(die) % DRAFT_DICE],
        castle_cross: false,
    };
    let crosses = u32::from(GameState::face_of(rules, shown).crosses());
    let fills_open_line = GameState::spell_line_filled_by(rules, shown)
        .is_some_and(|line| matches!(game.player(seat).lines[line], LineProgress::Filling(_)));
    3 * crosses + u32::from(fills_open_line) * 2
}

impl Player for ExpertPlayer {
    fn choose(&mut self, rules: &RuleSet, state: &GameState) -> Action {
        let Some(seat) = state.to_act() else {
            return Action::Pass;
        };
        let started = Instant::now();
        let ranked = rank_actions(rules, state);
        if ranked.len() <= 1 {
            return ranked.first().map_or(Action::Pass, |&(action, _)| action);
        }
        let mut candidates: Vec<(Action, f32, u32)> = ranked
            .iter()
            .take(self.budget.candidates.max(1))
            .map(|&(action, _)| (action, 0.0, 0))
            .collect();
        let rounds = (candidates.len() as f32).log2().ceil().max(1.0) as u32;
        let per_round = self.budget.playouts / rounds;
        'rounds: while candidates.len() > 1 {
            let each = (per_round / candidates.len() as u32).max(1);
            let futures: Vec<u64> = (0..each).map(|_| self.rng.next_u64()).collect();
            for candidate in candidates.iter_mut() {
                for &future in &futures {
                    candidate.1 += self.playout(rules, state, candidate.0, seat, future);
                    candidate.2 += 1;
                }
                if self
                    .budget
                    .time_limit
                    .is_some_and(|limit| started.elapsed() > limit)
                {
                    break 'rounds;
                }
            }
            candidates.sort_by(|a, b| mean(b).total_cmp(&mean(a)));
            candidates.truncate(candidates.len().div_ceil(2));
        }
        candidates
            .iter()
            .max_by(|a, b| mean(a).total_cmp(&mean(b)))
            .map_or(ranked[0].0, |candidate| candidate.0)
    }
}

fn mean(candidate: &(Action, f32, u32)) -> f32 {
    if candidate.2 == 0 {
        f32::NEG_INFINITY
    } else {
        candidate.1 / candidate.2 as f32
    }
}
