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
        mods: Vec<String>,
        seats: Vec<SavedSeat>,
        record: KingdomRecord,
    ) -> SavedKingdomGame {
        SavedKingdomGame {
            format: SAVE_FORMAT,
            game: KINGDOMINO.to_string(),
            game_version: env!("CARGO_PKG_VERSION").to_string(),
            mods,
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
        if self.record.rules_id != rules.id() {
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
