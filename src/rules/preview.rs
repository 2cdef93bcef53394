//! What an action would change before it is made: the score a drawing adds, for the players'
//! preview and the computer's judgement alike.

use super::action::Action;
use super::ruleset::RuleSet;
use super::state::{GameState, Step};

/// How many points the acting player's total changes by if `action` is applied, each joker
/// given the coat that scores best; `None` when the action is refused.
pub fn score_change(rules: &RuleSet, state: &GameState, action: Action) -> Option<i32> {
    let seat = state.to_act()?;
    let total = |state: &GameState| state.scores(rules)[usize::from(seat)].total as i32;
    let mut after = state.clone();
    after.apply(rules, action).ok()?;
    while let Step::ChooseJokerCoat { .. } = after.step() {
        let best = after
            .legal_actions(rules)
            .into_iter()
            .filter_map(|choice| {
                let mut trial = after.clone();
                trial.apply(rules, choice).ok().map(|()| trial)
            })
            .max_by_key(|trial| total(trial))?;
        after = best;
    }
    Some(total(&after) - total(state))
}
