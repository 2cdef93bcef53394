//! A game record (rule set id, seed, actions, and the rolls when they were rolled outside the
//! engine) that replays to the identical state.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::action::{Action, ActionError};
use super::ruleset::{DRAFT_DICE, RuleSet};
use super::state::GameState;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub rules_id: String,
    pub seed: u64,
    pub actions: Vec<Action>,
    /// Each turn's roll, in turn order, when the dice were rolled outside the engine (by an
    /// online game's server); empty when they come from the seed, as in every record before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rolls: Vec<[u8; DRAFT_DICE]>,
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
    /// The record's rolls stop before this turn.
    MissingRoll { turn: u32 },
    /// The roll kept for this turn cannot be rolled with these dice.
    ImpossibleRoll { turn: u32, error: ActionError },
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
            ReplayError::MissingRoll { turn } => {
                write!(f, "the record keeps no roll for turn {turn}")
            }
            ReplayError::ImpossibleRoll { turn, error } => {
                write!(f, "the roll kept for turn {turn} is impossible: {error}")
            }
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
            rolls: Vec::new(),
        }
    }

    /// Plays the record again from its seed (and its rolls, when it keeps them).
    pub fn replay(&self, rules: &RuleSet) -> Result<GameState, ReplayError> {
        self.replay_visiting(rules, |_, _| {})
    }

    /// Plays the record again, showing `visit` the state after each action with the action's
    /// index, the next turn's roll already given.
    pub fn replay_visiting(
        &self,
        rules: &RuleSet,
        mut visit: impl FnMut(usize, &GameState),
    ) -> Result<GameState, ReplayError> {
        if rules.id() != self.rules_id {
            return Err(ReplayError::WrongRules {
                record: self.rules_id.clone(),
                given: rules.id().to_string(),
            });
        }
        let mut state = GameState::new(rules, self.seed);
        self.give_kept_roll(rules, &mut state)?;
        for (index, &action) in self.actions.iter().enumerate() {
            let turn = state.turn();
            state
                .apply_unreported(rules, action)
                .map_err(|error| ReplayError::IllegalAction {
                    index,
                    turn,
                    action,
                    error,
                })?;
            if state.turn() != turn && !state.is_over() {
                self.give_kept_roll(rules, &mut state)?;
            }
            visit(index, &state);
        }
        Ok(state)
    }

    /// Gives the state this turn's kept roll, if the record keeps its rolls.
    fn give_kept_roll(&self, rules: &RuleSet, state: &mut GameState) -> Result<(), ReplayError> {
        if self.rolls.is_empty() {
            return Ok(());
        }
        let turn = state.turn();
        let faces = self
            .rolls
            .get(turn as usize - 1)
            .ok_or(ReplayError::MissingRoll { turn })?;
        state
            .give_roll(rules, *faces)
            .map_err(|error| ReplayError::ImpossibleRoll { turn, error })?;
        Ok(())
    }
}
