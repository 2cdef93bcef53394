//! Kept files of layout 1, each game's of its own: a Duel's had no `game`, its two seats as a
//! pair and its fingerprint bare; the original game's named its game in a string. Both are
//! read into today's layout.

use serde::Deserialize;

use super::{GameName, KeptGame, SAVE_FORMAT, SaveProblem, SavedGame, SavedSeat, read_as};
use crate::duel::{Duel, SeatNumber};
use crate::original::Original;
use crate::table::Record;

/// The layout these files were kept in.
pub(super) const FORMAT: u32 = 1;

#[derive(Deserialize)]
struct DuelFile {
    game_version: String,
    rules_fingerprint: u64,
    mods: Vec<String>,
    seats: [SavedSeat; SeatNumber::BOTH.len()],
    #[serde(default)]
    players: Vec<String>,
    record: Record<Duel>,
}

#[derive(Deserialize)]
struct OriginalFile {
    game_version: String,
    mods: Vec<String>,
    #[serde(default)]
    rules_fingerprint: Option<u64>,
    seats: Vec<SavedSeat>,
    #[serde(default)]
    players: Vec<String>,
    record: Record<Original>,
}

/// Reads a file of layout 1, telling the games apart by its `game` (a Duel's has none), as
/// today's layout: kept again, it is written so.
pub(super) fn read(text: &str) -> Result<KeptGame, SaveProblem> {
    #[derive(Deserialize)]
    struct GameOnly {
        #[serde(default)]
        game: String,
    }
    let game = read_as::<GameOnly>(text).map(|only| only.game)?;
    match game.as_str() {
        "" => {
            let file: DuelFile = read_as(text)?;
            Ok(KeptGame::Duel(Box::new(SavedGame {
                format: SAVE_FORMAT,
                game: GameName::default(),
                game_version: file.game_version,
                rules_fingerprint: Some(file.rules_fingerprint),
                mods: file.mods,
                seats: file.seats.to_vec(),
                players: file.players,
                record: file.record,
            })))
        }
        "kingdomino" => {
            let file: OriginalFile = read_as(text)?;
            Ok(KeptGame::Original(Box::new(SavedGame {
                format: SAVE_FORMAT,
                game: GameName::default(),
                game_version: file.game_version,
                rules_fingerprint: file.rules_fingerprint,
                mods: file.mods,
                seats: file.seats,
                players: file.players,
                record: file.record,
            })))
        }
        other => Err(SaveProblem::Unreadable(format!(
            "it keeps a game of `{other}`, which this version does not know"
        ))),
    }
}
