//! A game of the original Kingdomino as it is kept: its rule set, options and seed and every
//! action in order. Played again through the engine it is the same game, or the first action
//! the rules refuse is named.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::any_game::AnyGame;
use super::game::{Action, ActionError, DealError, GameOptions};
use super::rule_set::OriginalRules;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KingdomRecord {
    pub rules_id: String,
    pub options: GameOptions,
    pub seed: u64,
    pub actions: Vec<Action>,
    /// The lines as they were laid out, each by its dominoes' numbers, when they were dealt
    /// from elsewhere than the seed (online, from the server's secret); empty when the seed
    /// dealt them all.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub deals: Vec<Vec<u8>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KingdomReplayError {
    /// The record was played with another rule set.
    WrongRules { record: String, given: String },
    /// The rule set has no set-up for the record's options.
    NoSetup { options: GameOptions },
    /// Line number `line` (from 0) was dealt wrong, or not at all.
    BadDeal {
        line: usize,
        error: Option<DealError>,
    },
    /// Action number `index` (from 0) was refused.
    IllegalAction {
        index: usize,
        action: Action,
        error: ActionError,
    },
}

impl fmt::Display for KingdomReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KingdomReplayError::WrongRules { record, given } => write!(
                f,
                "the record was played with rule set `{record}`, not `{given}`"
            ),
            KingdomReplayError::NoSetup { options } => write!(
                f,
                "the rule set has no game for {} players{}",
                options.players,
                if options.mighty_duel {
                    " in the Mighty Duel"
                } else {
                    ""
                }
            ),
            KingdomReplayError::BadDeal { line, error } => match error {
                Some(error) => write!(f, "line {} was dealt wrong: {error}", line + 1),
                None => write!(f, "line {} was never dealt", line + 1),
            },
            KingdomReplayError::IllegalAction {
                index,
                action,
                error,
            } => write!(f, "action {} ({action:?}) is illegal: {error}", index + 1),
        }
    }
}

impl std::error::Error for KingdomReplayError {}

impl KingdomRecord {
    /// An empty record of a game started with this rule set, options and seed.
    pub fn new(rules: &OriginalRules, options: GameOptions, seed: u64) -> KingdomRecord {
        KingdomRecord {
            rules_id: rules.id().to_string(),
            options,
            seed,
            actions: Vec::new(),
            deals: Vec::new(),
        }
    }

    /// The game before its first action: its first line laid out by the seed, or as dealt.
    pub fn start(&self, rules: &OriginalRules) -> Result<AnyGame, KingdomReplayError> {
        if self.rules_id != rules.id() {
            return Err(KingdomReplayError::WrongRules {
                record: self.rules_id.clone(),
                given: rules.id().to_string(),
            });
        }
        let mut game =
            AnyGame::new(rules, self.options, self.seed).ok_or(KingdomReplayError::NoSetup {
                options: self.options,
            })?;
        self.deal(&mut game, 0)?;
        Ok(game)
    }

    /// Plays action number `index` of the record on `game`, which has played those before it;
    /// a line it lays out is dealt as the record says.
    pub fn play(&self, game: &mut AnyGame, index: usize) -> Result<(), KingdomReplayError> {
        let action = self.actions[index];
        let laid = game.lines_laid();
        game.apply(action)
            .map_err(|error| KingdomReplayError::IllegalAction {
                index,
                action,
                error,
            })?;
        if game.lines_laid() > laid {
            self.deal(game, laid)?;
        }
        Ok(())
    }

    /// Follows a game played elsewhere (online): `action` is kept and played on `game`, which
    /// has played the record so far, with the line it lays out as `dealt` says.
    pub fn follow(
        &mut self,
        game: &mut AnyGame,
        action: Action,
        dealt: Option<Vec<u8>>,
    ) -> Result<(), KingdomReplayError> {
        let deals = self.deals.len();
        self.actions.push(action);
        self.deals.extend(dealt);
        let played = self.play(game, self.actions.len() - 1);
        if played.is_err() {
            self.actions.pop();
            self.deals.truncate(deals);
        }
        played
    }

    /// Deals line number `line` (from 0), just laid out, as the record keeps it, if it keeps
    /// deals.
    fn deal(&self, game: &mut AnyGame, line: usize) -> Result<(), KingdomReplayError> {
        if self.deals.is_empty() {
            return Ok(());
        }
        let dealt = self
            .deals
            .get(line)
            .ok_or(KingdomReplayError::BadDeal { line, error: None })?;
        game.deal_next_line(dealt)
            .map_err(|error| KingdomReplayError::BadDeal {
                line,
                error: Some(error),
            })
    }

    /// Plays the record again from its seed (and its deals).
    pub fn replay(&self, rules: &OriginalRules) -> Result<AnyGame, KingdomReplayError> {
        let mut game = self.start(rules)?;
        for index in 0..self.actions.len() {
            self.play(&mut game, index)?;
        }
        Ok(game)
    }

    /// Every kingdom's total at the end of each round of the record (the first claims, which
    /// add nothing, left out), played until its end or its first refused action.
    pub fn totals_by_round(&self, rules: &OriginalRules) -> Vec<Vec<u32>> {
        let mut ends = Vec::new();
        let Ok(mut game) = self.start(rules) else {
            return ends;
        };
        let totals = |game: &AnyGame| game.scores().iter().map(|sheet| sheet.total).collect();
        let mut round = game.round();
        for index in 0..self.actions.len() {
            if self.play(&mut game, index).is_err() {
                return ends;
            }
            // A round ends with its last claim (which changes no count), the game with its
            // last domino.
            if game.round() != round && round > 0 {
                ends.push(totals(&game));
            }
            round = game.round();
            if game.player_to_act().is_none() {
                ends.push(totals(&game));
            }
        }
        ends
    }

    /// Where each round of the record begins, the first claims being round 0's: entry `n` is
    /// how many actions had been played when the `n`th round after them began. The record is
    /// played until its end or its first refused action.
    pub fn round_starts(&self, rules: &OriginalRules) -> Vec<usize> {
        let mut starts = vec![0];
        let Ok(mut game) = self.start(rules) else {
            return starts;
        };
        let mut round = game.round();
        for index in 0..self.actions.len() {
            if self.play(&mut game, index).is_err() {
                break;
            }
            if game.round() != round && game.player_to_act().is_some() {
                round = game.round();
                starts.push(index + 1);
            }
        }
        starts
    }
}

#[cfg(test)]
mod tests;
