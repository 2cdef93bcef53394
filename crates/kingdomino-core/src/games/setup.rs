//! A game with its options: which game a player asks for, for how many, and what they read
//! of it.

use super::{GameKind, GameSetup};
use crate::duel::{Duel, NoOptions};
use crate::original::{GameOptions, Original};
use crate::table::TableGame;

impl GameSetup {
    /// The game of `kind` with the original game's options (its players among them): what the
    /// command line and the settings ask for. A Duel has none of them, and is for two.
    pub fn new(kind: GameKind, options: GameOptions) -> Result<GameSetup, String> {
        let unchosen = GameOptions {
            players: options.players,
            ..GameOptions::default()
        };
        match kind {
            GameKind::Duel if options != unchosen => Err(
                "the Mighty Duel, the Middle Kingdom, Harmony and the Dynasty are the original \
                 game's"
                    .into(),
            ),
            GameKind::Duel => Ok(GameSetup::Duel),
            GameKind::Original => Ok(GameSetup::Original(options)),
        }
    }

    /// The game of `kind` for `players` (its usual number when none is asked), the rest of its
    /// options as they first are: what the command line and a page's address ask for. Why
    /// not, when the game is not for so many.
    pub fn for_players(kind: GameKind, players: Option<u8>) -> Result<GameSetup, String> {
        match (kind, players) {
            (GameKind::Duel, None | Some(2)) => Ok(GameSetup::Duel),
            (GameKind::Duel, Some(_)) => Err("a Duel is for two players".into()),
            (GameKind::Original, players) => match players.unwrap_or(4) {
                players @ 2..=4 => Ok(GameSetup::Original(GameOptions {
                    players,
                    ..GameOptions::default()
                })),
                _ => Err("the original game is for 2 to 4 players".into()),
            },
        }
    }

    pub fn kind(self) -> GameKind {
        match self {
            GameSetup::Duel => GameKind::Duel,
            GameSetup::Original(_) => GameKind::Original,
        }
    }

    /// How many players sit at its table.
    pub fn places(self) -> usize {
        match self {
            GameSetup::Duel => 2,
            GameSetup::Original(options) => usize::from(options.players),
        }
    }

    /// Whether a player asking for `other` may sit at a table set up so: the same game for as
    /// many (the other options are the table's, set by whoever set it up).
    pub fn seats_the_same(self, other: GameSetup) -> bool {
        match (self, other) {
            (GameSetup::Duel, GameSetup::Duel) => true,
            (GameSetup::Original(ours), GameSetup::Original(theirs)) => {
                (ours.players, ours.mighty_duel) == (theirs.players, theirs.mighty_duel)
            }
            _ => false,
        }
    }

    /// What a player reads of it: "a Duel", "Kingdomino for 3".
    pub fn describe(self) -> String {
        match self {
            GameSetup::Duel => Duel::describe(NoOptions),
            GameSetup::Original(options) => Original::describe(options),
        }
    }
}
