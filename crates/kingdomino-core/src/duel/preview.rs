//! What an action would change before it is made: the score a drawing adds, for the players'
//! preview and the computer's judgement alike.

use super::action::Action;
use super::ruleset::RuleSet;
use super::state::{GameState, Step};

/// How many points the acting player's total changes by if `action` is applied, the jokers
/// given the coats that score best together; `None` when the action is refused.
pub fn score_change(rules: &RuleSet, state: &GameState, action: Action) -> Option<i32> {
    let seat = state.to_act()?;
    let total = |state: &GameState| state.scores(rules)[seat].total as i32;
    let mut after = state.clone();
    after.apply_unreported(rules, action).ok()?;
    Some(best_total_after_jokers(rules, &after, &total) - total(state))
}

/// The best total the acting player reaches by choosing every joker's coat still to choose:
/// the coats are tried together, since a second joker may only pay with the first one's coat.
fn best_total_after_jokers(
    rules: &RuleSet,
    state: &GameState,
    total: &impl Fn(&GameState) -> i32,
) -> i32 {
    if !matches!(state.step(), Step::ChooseJokerCoat { .. }) {
        return total(state);
    }
    state
        .legal_actions(rules)
        .into_iter()
        .filter_map(|choice| {
            let mut trial = state.clone();
            trial.apply_unreported(rules, choice).ok()?;
            Some(best_total_after_jokers(rules, &trial, total))
        })
        .max()
        .unwrap_or_else(|| total(state))
}
