//! A game saved to continue later: who sits where, the rule set and mods it was played with, and
//! the engine's record of every action. Loading replays the record through the engine, so a
//! damaged or hand-edited save can never put the engine in a state the rules do not allow.

use std::fmt;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::ai::Level;
use crate::original::KingdomReplayError;
use crate::rules::record::ReplayError;
use crate::rules::{GameRecord, GameState, RuleSet};

/// The file name of the game in progress, in the data store.
pub const SAVE_FILE: &str = "save.ron";

/// The layout of a save. A save of another layout is not loaded: it is kept for the game that
/// wrote it.
pub const SAVE_FORMAT: u32 = 1;

/// Who decides for a seat of a saved game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SavedSeat {
    Person,
    Computer(Level),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    pub format: u32,
    /// The version of the game that saved it, for the player's information.
    pub game_version: String,
    /// The rule set's [`RuleSet::fingerprint`]; its id is in the record.
    pub rules_fingerprint: u64,
    /// The mods in use, as their titles, to tell the player which ones to turn on again.
    pub mods: Vec<String>,
    pub seats: [SavedSeat; 2],
    /// The players' names, for a replay's reader (absent in saves of earlier versions).
    #[serde(default)]
    pub players: Vec<String>,
    pub record: GameRecord,
}

/// Why a save cannot be continued.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveProblem {
    /// Not a save at all: not text, not RON, or missing parts. `line:column: error`.
    Unreadable(String),
    /// Written by a game with another save layout.
    OtherFormat { found: u32 },
    /// Played with other rules (another rule set, or the same one changed by a mod).
    OtherRules { rules_id: String, mods: Vec<String> },
    /// The engine refuses one of its actions.
    Illegal(ReplayError),
    /// The original game's engine refuses one of its actions, or has no game for its players.
    IllegalKingdom(KingdomReplayError),
}

impl fmt::Display for SaveProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveProblem::Unreadable(error) => write!(f, "it is not a saved game ({error})"),
            SaveProblem::OtherFormat { found } => write!(
                f,
                "it was saved in format {found} by another version of the game (this one reads \
                 format {SAVE_FORMAT})"
            ),
            SaveProblem::OtherRules { rules_id, mods } if mods.is_empty() => write!(
                f,
                "it was played with other rules (rule set “{rules_id}” without mods)"
            ),
            SaveProblem::OtherRules { rules_id, mods } => write!(
                f,
                "it was played with other rules (rule set “{rules_id}”, mods {})",
                mods.join(", ")
            ),
            SaveProblem::Illegal(error) => write!(f, "the rules refuse it: {error}"),
            SaveProblem::IllegalKingdom(error) => write!(f, "the rules refuse it: {error}"),
        }
    }
}

/// A kept file of either game as text: RON, each of its parts on a line of its own.
pub(super) fn kept_file_text(kept: &impl Serialize) -> String {
    let config = ron::ser::PrettyConfig::new().depth_limit(2);
    ron::ser::to_string_pretty(kept, config).expect("a kept game is plain data")
}

/// A kept file of either game read as `T` (both games' files share the layout's number). The
/// format is checked first, so a later layout is named as such rather than as damage.
pub(super) fn read_kept_file<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, SaveProblem> {
    let text = std::str::from_utf8(bytes)
        .map_err(|error| SaveProblem::Unreadable(format!("not text: {error}")))?;
    #[derive(Deserialize)]
    struct FormatOnly {
        format: u32,
    }
    let options = ron::Options::default();
    if let Ok(FormatOnly { format }) = options.from_str::<FormatOnly>(text)
        && format != SAVE_FORMAT
    {
        return Err(SaveProblem::OtherFormat { found: format });
    }
    options.from_str(text).map_err(|error| {
        SaveProblem::Unreadable(format!(
            "{}:{}: {}",
            error.span.start.line, error.span.start.col, error.code
        ))
    })
}

impl SaveProblem {
    /// Whether the file itself is damaged (and is moved aside), rather than belonging to other
    /// rules or another version (and is kept where it is for them).
    pub fn is_damage(&self) -> bool {
        matches!(
            self,
            SaveProblem::Unreadable(_) | SaveProblem::Illegal(_) | SaveProblem::IllegalKingdom(_)
        )
    }
}

impl SavedGame {
    /// Every action of the game played again with `rules`, to where it was saved.
    pub fn replay(&self, rules: &RuleSet) -> Result<GameState, SaveProblem> {
        if self.record.rules_id != rules.id() || self.rules_fingerprint != rules.fingerprint() {
            return Err(SaveProblem::OtherRules {
                rules_id: self.record.rules_id.clone(),
                mods: self.mods.clone(),
            });
        }
        self.record.replay(rules).map_err(SaveProblem::Illegal)
    }

    pub fn new(
        rules: &RuleSet,
        mods: Vec<String>,
        seats: [SavedSeat; 2],
        record: GameRecord,
    ) -> SavedGame {
        SavedGame {
            format: SAVE_FORMAT,
            game_version: env!("CARGO_PKG_VERSION").to_string(),
            rules_fingerprint: rules.fingerprint(),
            mods,
            seats,
            players: Vec::new(),
            record,
        }
    }

    pub fn to_text(&self) -> String {
        kept_file_text(self)
    }

    /// Reads a save's text. The format is checked first, so a later layout is named as such
    /// rather than as damage.
    pub fn from_bytes(bytes: &[u8]) -> Result<SavedGame, SaveProblem> {
        read_kept_file(bytes)
    }

    /// The game as it was saved, replayed action by action with `rules`, to go on with.
    pub fn restore(&self, rules: &RuleSet) -> Result<GameState, SaveProblem> {
        let state = self.replay(rules)?;
        if state.is_over() {
            return Err(SaveProblem::Unreadable(
                "the game in it is already over".to_string(),
            ));
        }
        Ok(state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Action;

    fn saved_after_a_take(rules: &RuleSet) -> SavedGame {
        let mut record = GameRecord::new(rules, 5);
        record.actions.push(Action::TakeDie { die: 2 });
        SavedGame::new(
            rules,
            Vec::new(),
            [SavedSeat::Person, SavedSeat::Computer(Level::Expert)],
            record,
        )
    }

    #[test]
    fn a_save_reads_back_as_written_and_replays() {
        let rules = RuleSet::builtin();
        let saved = saved_after_a_take(&rules);
        let read = SavedGame::from_bytes(saved.to_text().as_bytes()).unwrap();
        assert_eq!(read, saved);
        let state = read.restore(&rules).unwrap();
        assert!(state.is_taken(2));
    }

    #[test]
    fn another_format_is_named_and_not_damage() {
        let rules = RuleSet::builtin();
        let text = saved_after_a_take(&rules)
            .to_text()
            .replace("format: 1", "format: 2");
        let problem = SavedGame::from_bytes(text.as_bytes()).unwrap_err();
        assert_eq!(problem, SaveProblem::OtherFormat { found: 2 });
        assert!(!problem.is_damage());
    }

    #[test]
    fn an_illegal_action_is_found_by_the_replay() {
        let rules = RuleSet::builtin();
        let mut saved = saved_after_a_take(&rules);
        saved.record.actions.push(Action::TakeDie { die: 2 });
        let problem = saved.restore(&rules).unwrap_err();
        assert!(matches!(problem, SaveProblem::Illegal(_)), "{problem}");
        assert!(problem.is_damage());
    }

    #[test]
    fn a_changed_rule_set_with_the_same_id_is_other_rules() {
        let rules = RuleSet::builtin();
        let saved = saved_after_a_take(&rules);
        let text = crate::rules::ruleset::DEFAULT_RULES_RON.replacen("length: 5", "length: 4", 1);
        let changed = RuleSet::from_ron(&text, "changed.ron").unwrap();
        assert_eq!(changed.id(), rules.id());
        let problem = saved.restore(&changed).unwrap_err();
        assert!(matches!(problem, SaveProblem::OtherRules { .. }));
        assert!(!problem.is_damage());
    }
}
