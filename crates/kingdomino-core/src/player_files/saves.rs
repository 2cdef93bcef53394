//! A game kept to go on with or to watch again, of any game: which game it is, who sits where,
//! the players' names, the rule set and mods it was played with, and the engine's record of
//! every action. Reading it replays the record through the engine, so a damaged or hand-edited
//! file can never put a game in a state the rules do not allow.

mod earlier;
mod game_name;

use std::any::Any;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::ai::Level;
use crate::games::{ForGame, GameKind, PerGame, Playable};
use crate::table::{Place, Record, TableGame};

pub use game_name::{GameName, KeptName};

/// The layout of a kept file. A file of a later layout is not read: it is kept for the game
/// that wrote it. Layout 1 (each game a layout of its own) is still read.
pub const SAVE_FORMAT: u32 = 2;

/// Who decides for a seat of a kept game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SavedSeat {
    Person,
    Computer(Level),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct SavedGame<G: TableGame> {
    pub format: u32,
    pub game: GameName<G>,
    /// The version of the game that kept it, for the player's information.
    pub game_version: String,
    /// The rule set's fingerprint (its id is in the record); none in a file of the original
    /// game kept before mods could change its rule set, which the id alone then checks.
    pub rules_fingerprint: Option<u64>,
    /// The mods in use, as their titles, to tell the player which ones to turn on again.
    pub mods: Vec<String>,
    /// Who decides for each place.
    pub seats: Vec<SavedSeat>,
    /// The players' names, by place.
    pub players: Vec<String>,
    pub record: Record<G>,
}

/// Each game's kept files.
pub struct Kept;

impl PerGame for Kept {
    type Of<G: Playable> = Box<SavedGame<G>>;
}

/// A kept file of any game.
pub type KeptGame = ForGame<Kept>;

/// Why a kept file cannot be played again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveProblem {
    /// Not a kept game at all: not text, not RON, or missing parts. `line:column: error`.
    Unreadable(String),
    /// Written by a game with another layout.
    OtherFormat { found: u32 },
    /// Played with other rules (another rule set, or the same one changed by a mod).
    OtherRules { rules_id: String, mods: Vec<String> },
    /// The engine refuses one of its actions, or has no game for its options.
    Illegal(String),
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
        }
    }
}

impl SaveProblem {
    /// Whether the file itself is damaged (and is moved aside), rather than belonging to other
    /// rules or another version (and is kept where it is for them).
    pub fn is_damage(&self) -> bool {
        matches!(self, SaveProblem::Unreadable(_) | SaveProblem::Illegal(_))
    }
}

/// RON's reading of a kept file as `T`, its errors as `line:column: error`.
fn read_as<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, SaveProblem> {
    ron::Options::default().from_str(text).map_err(|error| {
        SaveProblem::Unreadable(format!(
            "{}:{}: {}",
            error.span.start.line, error.span.start.col, error.code
        ))
    })
}

/// A kept file's text, when it is text.
fn text_of(bytes: &[u8]) -> Result<&str, SaveProblem> {
    std::str::from_utf8(bytes)
        .map_err(|error| SaveProblem::Unreadable(format!("not text: {error}")))
}

/// A kept file's layout, read first, so a later one is named as such rather than as damage.
fn format_of(text: &str) -> Result<u32, SaveProblem> {
    #[derive(Deserialize)]
    struct FormatOnly {
        format: u32,
    }
    read_as::<FormatOnly>(text).map(|only| only.format)
}

/// The name of the game a kept file of this layout keeps.
fn name_of(text: &str) -> Result<String, SaveProblem> {
    #[derive(Deserialize)]
    struct NameOnly {
        game: KeptName,
    }
    read_as::<NameOnly>(text).map(|only| only.game.0)
}

/// The name of the game a kept file keeps, of this layout or an earlier one: which game is to
/// read it.
pub fn kept_game_name(bytes: &[u8]) -> Result<String, SaveProblem> {
    let text = text_of(bytes)?;
    match format_of(text)? {
        earlier::FORMAT => earlier::read(text).map(|kept| kept.kind().name().to_string()),
        SAVE_FORMAT => name_of(text),
        found => Err(SaveProblem::OtherFormat { found }),
    }
}

impl ForGame<Kept> {
    /// Reads a kept file of any of our games, of this layout or an earlier one.
    pub fn from_bytes(bytes: &[u8]) -> Result<KeptGame, SaveProblem> {
        let text = text_of(bytes)?;
        match format_of(text)? {
            earlier::FORMAT => earlier::read(text),
            SAVE_FORMAT => {
                let name = name_of(text)?;
                let kind: GameKind = name.parse().map_err(|_| {
                    SaveProblem::Unreadable(format!(
                        "it keeps a game of `{name}`, which this version does not know"
                    ))
                })?;
                crate::for_game!(kind, G => read_as::<SavedGame<G>>(text).map(|kept| G::tagged(Box::new(kept))))
            }
            found => Err(SaveProblem::OtherFormat { found }),
        }
    }
}

impl<G: TableGame> SavedGame<G> {
    /// Reads a kept file of this game, of this layout or (one of ours) an earlier one.
    pub fn from_bytes(bytes: &[u8]) -> Result<SavedGame<G>, SaveProblem> {
        let text = text_of(bytes)?;
        match format_of(text)? {
            // Layout 1 kept only our two games: one of them, when it is `G`.
            earlier::FORMAT => crate::for_game!(earlier::read(text)?, H, kept => {
                let kept: Box<dyn Any> = kept;
                kept.downcast::<SavedGame<G>>().map(|kept| *kept).map_err(|_| {
                    SaveProblem::Unreadable(format!(
                        "it keeps a game of {}, not of {}",
                        H::NAME,
                        G::NAME
                    ))
                })
            }),
            SAVE_FORMAT => {
                let name = name_of(text)?;
                if name != G::NAME {
                    return Err(SaveProblem::Unreadable(format!(
                        "it keeps a game of {name}, not of {}",
                        G::NAME
                    )));
                }
                read_as::<SavedGame<G>>(text)
            }
            found => Err(SaveProblem::OtherFormat { found }),
        }
    }

    pub fn new(
        rules: &G::Rules,
        mods: Vec<String>,
        seats: Vec<SavedSeat>,
        record: Record<G>,
    ) -> SavedGame<G> {
        SavedGame {
            format: SAVE_FORMAT,
            game: GameName::default(),
            game_version: env!("CARGO_PKG_VERSION").to_string(),
            rules_fingerprint: Some(G::fingerprint(rules)),
            mods,
            seats,
            players: Vec::new(),
            record,
        }
    }

    /// The file's text: RON, each of its parts on a line of its own.
    pub fn to_text(&self) -> String {
        let config = ron::ser::PrettyConfig::new().depth_limit(2);
        ron::ser::to_string_pretty(self, config).expect("a kept game is plain data")
    }

    /// Every action played again with `rules`, to where it was kept; a seat for each place is
    /// part of a sound file.
    pub fn replay(&self, rules: &G::Rules) -> Result<G::State, SaveProblem> {
        let changed = self
            .rules_fingerprint
            .is_some_and(|fingerprint| fingerprint != G::fingerprint(rules));
        if self.record.rules_id != G::rules_id(rules) || changed {
            return Err(SaveProblem::OtherRules {
                rules_id: self.record.rules_id.clone(),
                mods: self.mods.clone(),
            });
        }
        let state = self
            .record
            .replay(rules)
            .map_err(|error| SaveProblem::Illegal(error.to_string()))?;
        if self.seats.len() != G::places(&state) {
            return Err(SaveProblem::Unreadable(format!(
                "it seats {} players for a game of {}",
                self.seats.len(),
                G::places(&state)
            )));
        }
        Ok(state)
    }

    /// The game as it was kept, replayed with `rules`, to go on with.
    pub fn restore(&self, rules: &G::Rules) -> Result<G::State, SaveProblem> {
        let state = self.replay(rules)?;
        if G::to_act(&state).is_none() {
            return Err(SaveProblem::Unreadable(
                "the game in it is already over".to_string(),
            ));
        }
        Ok(state)
    }

    /// The name the file gives the player at `place`, or "Player N".
    pub fn player_name(&self, place: Place) -> String {
        self.players
            .get(place.index())
            .cloned()
            .unwrap_or_else(|| format!("Player {}", place.index() + 1))
    }
}
