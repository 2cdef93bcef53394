//! A game of the original Kingdomino kept to go on with or to watch again: its seats, the
//! players' names, the mods it was played with and the engine's record. Reading it replays the
//! record, so a damaged or hand-edited file never makes a game the rules do not allow. A Duel's
//! kept file and one of these tell themselves apart by its `game` field.

use serde::{Deserialize, Serialize};

use super::saves::{
    SAVE_FORMAT, SaveProblem, SavedGame, SavedSeat, kept_file_text, read_kept_file,
};
use crate::original::{AnyGame, KingdomRecord, OriginalRules};

/// The data store's name for the original game being played, apart from the Duel's save.
pub const KINGDOM_SAVE_FILE: &str = "kingdom-save.ron";

/// The `game` of an original game's kept file.
pub const KINGDOMINO: &str = "kingdomino";

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedKingdomGame {
    pub format: u32,
    /// Always [`KINGDOMINO`].
    pub game: String,
    /// The version of the game that kept it, for the player's information.
    pub game_version: String,
    /// The mods in use, as their titles, to tell the player which ones to turn on again.
    pub mods: Vec<String>,
    /// The rule set's [`OriginalRules::fingerprint`] (its id is in the record); none in a file
    /// kept before rule sets could be changed by mods, which the id alone then checks.
    #[serde(default)]
    pub rules_fingerprint: Option<u64>,
    /// Who decides for each player, in their places.
    pub seats: Vec<SavedSeat>,
    /// The players' names, in their places.
    #[serde(default)]
    pub players: Vec<String>,
    pub record: KingdomRecord,
}

/// A kept file of either game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeptGame {
    Duel(Box<SavedGame>),
    Kingdom(Box<SavedKingdomGame>),
}

impl KeptGame {
    /// Reads a kept file of either game, telling them apart by its `game` (a Duel's has none).
    pub fn from_bytes(bytes: &[u8]) -> Result<KeptGame, SaveProblem> {
        /// A Duel's file has no `game` (read as empty).
        #[derive(Deserialize)]
        struct GameOnly {
            #[serde(default)]
            game: String,
        }
        let game = std::str::from_utf8(bytes)
            .ok()
            .and_then(|text| ron::Options::default().from_str::<GameOnly>(text).ok())
            .map(|only| only.game)
            .unwrap_or_default();
        match game.as_str() {
            "" => SavedGame::from_bytes(bytes).map(|saved| KeptGame::Duel(Box::new(saved))),
            KINGDOMINO => read_kept_file(bytes).map(|saved| KeptGame::Kingdom(Box::new(saved))),
            other => Err(SaveProblem::Unreadable(format!(
                "it keeps a game of `{other}`, which this version does not know"
            ))),
        }
    }
}

impl SavedKingdomGame {
    pub fn new(
        rules: &OriginalRules,
        mods: Vec<String>,
        seats: Vec<SavedSeat>,
        record: KingdomRecord,
    ) -> SavedKingdomGame {
        SavedKingdomGame {
            format: SAVE_FORMAT,
            game: KINGDOMINO.to_string(),
            game_version: env!("CARGO_PKG_VERSION").to_string(),
            mods,
            rules_fingerprint: Some(rules.fingerprint()),
            seats,
            players: Vec::new(),
            record,
        }
    }

    pub fn to_text(&self) -> String {
        kept_file_text(self)
    }

    /// Every action played again with `rules`; a seat for each player is part of a sound file.
    pub fn replay(&self, rules: &OriginalRules) -> Result<AnyGame, SaveProblem> {
        let changed = self
            .rules_fingerprint
            .is_some_and(|fingerprint| fingerprint != rules.fingerprint());
        if self.record.rules_id != rules.id() || changed {
            return Err(SaveProblem::OtherRules {
                rules_id: self.record.rules_id.clone(),
                mods: self.mods.clone(),
            });
        }
        if self.seats.len() != usize::from(self.record.options.players) {
            return Err(SaveProblem::Unreadable(format!(
                "it seats {} players for a game of {}",
                self.seats.len(),
                self.record.options.players
            )));
        }
        self.record
            .replay(rules)
            .map_err(SaveProblem::IllegalKingdom)
    }

    /// The name the file gives a player (their place from 0), or "Player N".
    pub fn player_name(&self, place: usize) -> String {
        self.players
            .get(place)
            .cloned()
            .unwrap_or_else(|| format!("Player {}", place + 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::original::rule_set::ORIGINAL_RULES_RON;
    use crate::original::{Bonuses, GameOptions};

    /// The first actions of a game of two, kept with `rules`.
    fn kept_with(rules: &OriginalRules) -> SavedKingdomGame {
        let options = GameOptions {
            players: 2,
            mighty_duel: false,
            bonuses: Bonuses::default(),
        };
        let mut game = AnyGame::new(rules, options, 3).expect("a set-up for two");
        let mut record = KingdomRecord::new(rules, options, 3);
        for _ in 0..6 {
            let action = game.legal_actions()[0];
            game.apply(action).expect("legal");
            record.actions.push(action);
        }
        SavedKingdomGame::new(rules, Vec::new(), vec![SavedSeat::Person; 2], record)
    }

    #[test]
    fn a_kept_game_is_played_again_only_with_the_rules_it_was_played_with() {
        let builtin = OriginalRules::builtin();
        // A mod's change that keeps the id: domino 48 with one crown fewer.
        let modded_text = ORIGINAL_RULES_RON.replace("(48, \"w m***\")", "(48, \"w m**\")");
        let modded = OriginalRules::from_ron(&modded_text, "mod").expect("still valid");
        assert_eq!(modded.id(), builtin.id());
        assert_ne!(modded.fingerprint(), builtin.fingerprint());

        let kept = kept_with(&builtin);
        let read = KeptGame::from_bytes(kept.to_text().as_bytes()).unwrap();
        assert_eq!(read, KeptGame::Kingdom(Box::new(kept.clone())));
        assert!(kept.replay(&builtin).is_ok());
        assert!(matches!(
            kept.replay(&modded),
            Err(SaveProblem::OtherRules { .. })
        ));
        // A file kept before the fingerprint is checked by the rule set's id alone.
        let older = SavedKingdomGame {
            rules_fingerprint: None,
            ..kept
        };
        let text = older.to_text();
        assert!(!text.contains("rules_fingerprint: Some"), "{text}");
        assert!(older.replay(&modded).is_ok());
    }
}
