//! Normal and Easy: judge every legal action by the position it leads to, without looking at
//! the dice still to come (the original game's judge its dominoes the same way: `original`).

use super::Player;
use super::evaluate::position_value;
use rand::SeedableRng;

use crate::rules::rng::{DrawBelow, SplitMix64};
use crate::rules::{Action, GameState, RuleSet, SeatNumber, Step};

/// How many of its own decisions in a row a player looks through (a castle bonus or a turned
/// die, then the drawing, then a joker's coat).
const FOLLOW_UP_DEPTH: u32 = 3;

/// Every legal action with the value, for the player to act, of the position it leads to.
pub fn rank_actions(rules: &RuleSet, state: &GameState) -> Vec<(Action, f32)> {
    let Some(seat) = state.to_act() else {
        return Vec::new();
    };
    let mut ranked: Vec<(Action, f32)> = state
        .legal_actions(rules)
        .into_iter()
        .map(|action| {
            (
                action,
                value_after(rules, state, action, seat, FOLLOW_UP_DEPTH),
            )
        })
        .collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
    ranked
}

/// The value of playing `action`, following the player's own next decisions of the same turn
/// at their best (the draft ends a player's run: the opponent picks next).
fn value_after(
    rules: &RuleSet,
    state: &GameState,
    action: Action,
    seat: SeatNumber,
    depth: u32,
) -> f32 {
    let mut next = state.clone();
    if next.apply_unreported(rules, action).is_err() {
        return f32::NEG_INFINITY;
    }
    let own_follow_up = next.to_act() == Some(seat) && !matches!(next.step(), Step::Draft { .. });
    if depth == 0 || !own_follow_up {
        return position_value(rules, &next, seat);
    }
    next.legal_actions(rules)
        .into_iter()
        .map(|follow_up| value_after(rules, &next, follow_up, seat, depth - 1))
        .fold(f32::NEG_INFINITY, f32::max)
}

/// Normal plays the best-valued action; Easy plays any of the better half.
pub struct GreedyPlayer {
    rng: SplitMix64,
    better_half: bool,
}

impl GreedyPlayer {
    pub fn normal(seed: u64) -> GreedyPlayer {
        GreedyPlayer {
            rng: SplitMix64::seed_from_u64(seed),
            better_half: false,
        }
    }

    pub fn easy(seed: u64) -> GreedyPlayer {
        GreedyPlayer {
            rng: SplitMix64::seed_from_u64(seed),
            better_half: true,
        }
    }
}

impl GreedyPlayer {
    /// One of `ranked` (best first): the best, equal values broken at random so Normal does
    /// not always favour the list's first corner of the map; or for Easy any of the better
    /// half.
    pub(crate) fn pick<A: Copy>(&mut self, ranked: &[(A, f32)]) -> Option<A> {
        let &(_, best) = ranked.first()?;
        let choices = if self.better_half {
            ranked.len().div_ceil(2)
        } else {
            ranked
                .iter()
                .take_while(|(_, value)| best - value < 1e-4)
                .count()
        };
        Some(ranked[self.rng.below(choices as u32) as usize].0)
    }
}

impl Player for GreedyPlayer {
    fn choose(&mut self, rules: &RuleSet, state: &GameState) -> Action {
        self.pick(&rank_actions(rules, state))
            .unwrap_or(Action::Pass)
    }
}
