//! The Duel at the seam every game shares: its engine answers as a [`TableGame`], a turn's roll
//! being what a server deals from outside the seed.

use serde::{Deserialize, Serialize};

use super::ruleset::DRAFT_DICE;
use super::scoring::{Outcome, outcome};
use super::{Action, ActionError, GameState, Report, RuleSet, SeatNumber};
use crate::rule_file::RuleSetError;
use crate::table::{Moment, Place, Standings, TableGame};

/// The Duel's options beyond its rule set: none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct NoOptions;

/// Kingdomino Duel, the dice game for two.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Duel;

impl TableGame for Duel {
    type Rules = RuleSet;
    type Options = NoOptions;
    type State = GameState;
    type Action = Action;
    type Refusal = ActionError;
    type Reports = Vec<Report>;
    type Deal = [u8; DRAFT_DICE];
    type DealRefusal = ActionError;

    const NAME: &'static str = "duel";
    const SAVE_FILE: &'static str = "save.ron";
    const RULES_FILE: &'static str = "rules/default.rules.ron";

    fn builtin_rules() -> RuleSet {
        RuleSet::builtin()
    }

    fn read_rules(text: &str, source: &str) -> Result<RuleSet, RuleSetError> {
        RuleSet::from_ron(text, source)
    }

    fn rules_id(rules: &RuleSet) -> &str {
        rules.id()
    }

    fn describe(_: NoOptions) -> String {
        "a Duel".into()
    }

    fn fingerprint(rules: &RuleSet) -> u64 {
        rules.fingerprint()
    }

    fn start(rules: &RuleSet, _: NoOptions, seed: u64) -> Option<GameState> {
        Some(GameState::new(rules, seed))
    }

    fn places(_: &GameState) -> usize {
        SeatNumber::BOTH.len()
    }

    fn to_act(state: &GameState) -> Option<Place> {
        state.to_act().map(Place::from)
    }

    fn legal_actions(rules: &RuleSet, state: &GameState) -> Vec<Action> {
        state.legal_actions(rules)
    }

    fn check(rules: &RuleSet, state: &GameState, action: Action) -> Result<(), ActionError> {
        state.check(rules, action)
    }

    fn apply(
        rules: &RuleSet,
        state: &mut GameState,
        action: Action,
    ) -> Result<Vec<Report>, ActionError> {
        state.apply(rules, action)
    }

    fn apply_quietly(
        rules: &RuleSet,
        state: &mut GameState,
        action: Action,
    ) -> Result<(), ActionError> {
        state.apply_unreported(rules, action)
    }

    fn standings(rules: &RuleSet, state: &GameState) -> Standings {
        let scores = state.scores(rules);
        let winners = match outcome(scores) {
            Outcome::Winner { player, .. } => vec![Place::from(player)],
            Outcome::Draw => SeatNumber::BOTH.map(Place::from).to_vec(),
        };
        Standings {
            totals: scores.map(|score| score.total).to_vec(),
            winners,
        }
    }

    fn moment(state: &GameState) -> Moment {
        Moment {
            name: "turn",
            number: state.turn(),
        }
    }

    /// A roll for every turn begun.
    fn deals_due(state: &GameState) -> usize {
        state.turn() as usize
    }

    fn take_deal(
        rules: &RuleSet,
        state: &mut GameState,
        faces: &[u8; DRAFT_DICE],
        reports: &mut Vec<Report>,
    ) -> Result<(), ActionError> {
        state.give_roll_after(rules, *faces, reports)
    }

    fn deal_words(index: usize) -> String {
        format!("the roll of turn {}", index + 1)
    }
}
