//! A game record (rule set id, seed and actions) that replays to the identical state.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::action::{Action, ActionError};
use super::ruleset::RuleSet;
use super::state::GameState;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub rules_id: String,
    pub seed: u64,
    pub actions: Vec<Action>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The record was played with another rule set.
    WrongRules { record: String, given: String },
    /// Action number `index` (from 0), played in turn `turn`, was refused.
    IllegalAction {
        index: usize,
        turn: u32,
        action: Action,
        error: ActionError,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::WrongRules { record, given } => write!(
                f,
                "the record was played with rule set `{record}`, not `{given}`"
            ),
            ReplayError::IllegalAction {
                index,
                turn,
                action,
                error,
            } => write!(
                f,
                "action {} (turn {turn}, {action:?}) is illegal: {error}",
                index + 1
            ),
        }
    }
}

impl std::error::Error for ReplayError {}

impl GameRecord {
    /// An empty record of a game started with this rule set and seed.
    pub fn new(rules: &RuleSet, seed: u64) -> GameRecord {
        GameRecord {
            rules_id: rules.id().to_string(),
            seed,
            actions: Vec::new(),
        }
    }

    /// Plays the record again from its seed.
    pub fn replay(&self, rules: &RuleSet) -> Result<GameState, ReplayError> {
        if rules.id() != self.rules_id {
            return Err(ReplayError::WrongRules {
                record: self.rules_id.clone(),
                given: rules.id().to_string(),
            });
        }
        let mut state = GameState::new(rules, self.seed);
        for (index, &action) in self.actions.iter().enumerate() {
            let turn = state.turn();
            state
                .apply(rules, action)
                .map_err(|error| ReplayError::IllegalAction {
                    index,
                    turn,
                    action,
                    error,
                })?;
        }
        Ok(state)
    }
}
