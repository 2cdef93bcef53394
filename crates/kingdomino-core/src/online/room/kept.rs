//! A room as the store keeps it, and the room rebuilt from it: its record replayed by its
//! game's engine, every per-seat list checked against the game's seats.

use serde::{Deserialize, Serialize};

use crate::duel::Duel;
use crate::for_game;
use crate::games::{EachGame, ForGame, Playable, SharedRules};
use crate::original::Original;
use crate::table::{Record, TableGame};

use super::super::dice::RollSecret;
use super::super::protocol::{Records, RoomCode};
use super::super::ratings::RatingChange;
use super::table::{GameTable, Table};
use super::{Room, SeatHolder};

/// What the store keeps of a room: enough to rebuild it exactly. Each per-seat list has one
/// entry a seat (a room kept before a list was has it empty: nobody, nothing).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredRoom {
    pub code: RoomCode,
    pub seats: Vec<Option<SeatHolder>>,
    /// The secret the rolls or lines come from, in hexadecimal.
    pub secret: String,
    /// The game's record, tagged with its game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<ForGame<Records>>,
    /// The fingerprint of the rule set it is played with: a server whose rule set has the same
    /// id but other contents (a mod's) does not take the room over. None in a room kept before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules_fingerprint: Option<u64>,
    /// Where servers before protocol 5 kept a Duel's record, and the original game's: read,
    /// never written.
    #[serde(default, skip_serializing)]
    pub record: Option<Record<Duel>>,
    #[serde(default, skip_serializing)]
    pub kingdom: Option<Record<Original>>,
    /// Seconds since 1970 of the room's last join or action: idle rooms expire.
    pub last_active: u64,
    /// The seats the computer plays while their players are away.
    #[serde(default)]
    pub stood_in: Vec<bool>,
    /// The action from which the computer stood in for each seat (none in a room kept before
    /// this was: a seat stood in for counts from the start).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stood_in_from: Vec<Option<u32>>,
    /// The actions the computer made for each seat whose time ran out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ran_out: Vec<Vec<u32>>,
    /// Since when each seat's player is away (seconds since 1970), so the grace before the
    /// computer may stand in runs on through a server's restart.
    #[serde(default)]
    pub away_since: Vec<Option<u64>>,
    /// The actions the computer played for each seat, told to its player on their return.
    #[serde(default)]
    pub played_for: Vec<Vec<u32>>,
    /// The time each move may take (none: 0), and since when the seat to act has waited.
    #[serde(default)]
    pub move_seconds: u32,
    #[serde(default)]
    pub to_act_since: u64,
    /// The seats whose players asked for another game once this one ended.
    #[serde(default)]
    pub rematch_asked: Vec<bool>,
    /// Each seat's epoch, raised whenever its player takes it: a change decided for an earlier
    /// arrival (their leaving, the computer's move for them) is dropped.
    #[serde(default)]
    pub epochs: Vec<u32>,
    /// The game is rated (a quick match's first), and once rated, what it changed.
    #[serde(default, skip_serializing_if = "crate::table::record::is_default")]
    pub rated: bool,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rating_changes: Vec<RatingChange>,
}

impl Room {
    /// The room kept in a store, replayed by the engine of its game with its rule set of
    /// `rules`.
    pub fn from_stored(rules: &EachGame<SharedRules>, stored: StoredRoom) -> Result<Room, String> {
        let code = stored.code.clone();
        let damaged = |what: &str| format!("room {code}: {what}");
        let secret =
            RollSecret::from_hex(&stored.secret).ok_or_else(|| damaged("its secret is damaged"))?;
        let record = match (stored.game, stored.record, stored.kingdom) {
            (Some(record), None, None) => record,
            (None, Some(record), None) => ForGame::Duel(record),
            (None, None, Some(record)) => ForGame::Original(record),
            _ => return Err(damaged("it keeps no one game's record")),
        };
        let ours = for_game!(&record, G, _record => G::fingerprint(rules.of::<G>()));
        if stored.rules_fingerprint.is_some_and(|kept| kept != ours) {
            return Err(damaged(
                "it is played with a rule set of the same id but other contents than this \
                 server's",
            ));
        }
        let table: Table = for_game!(record, G, record => G::tagged(Box::new(
            GameTable::replayed(rules.of::<G>(), record).map_err(|error| damaged(&error))?
        )));
        if !table.explained_by(&secret) {
            return Err(damaged("its rolls or lines do not come from its secret"));
        }
        let seats = table.seats();
        let per_seat = |length: usize, what: &str| {
            if length == seats || length == 0 {
                Ok(())
            } else {
                Err(damaged(&format!("{length} {what} for {seats} seats")))
            }
        };
        per_seat(stored.seats.len(), "holders")?;
        per_seat(stored.stood_in.len(), "stand-ins")?;
        per_seat(stored.stood_in_from.len(), "stand-ins' starts")?;
        per_seat(stored.ran_out.len(), "lists of moves out of time")?;
        per_seat(stored.away_since.len(), "absences")?;
        per_seat(stored.played_for.len(), "lists of stood-in moves")?;
        per_seat(stored.rematch_asked.len(), "rematch wishes")?;
        per_seat(stored.epochs.len(), "epochs")?;
        Ok(Room {
            code: stored.code,
            seats: filled(stored.seats, seats, None),
            secret,
            table,
            last_active: stored.last_active,
            stood_in: filled(stored.stood_in, seats, false),
            stood_in_from: filled(stored.stood_in_from, seats, None),
            ran_out: filled(stored.ran_out, seats, Vec::new()),
            away_since: filled(stored.away_since, seats, None),
            played_for: filled(stored.played_for, seats, Vec::new()),
            move_seconds: stored.move_seconds,
            to_act_since: stored.to_act_since,
            rematch_asked: filled(stored.rematch_asked, seats, false),
            epochs: filled(stored.epochs, seats, 0),
            rated: stored.rated,
            rating_changes: stored.rating_changes,
        })
    }

    pub fn stored(&self) -> StoredRoom {
        let record = for_game!(&self.table, G, table => G::tagged(table.record().clone()));
        StoredRoom {
            code: self.code.clone(),
            seats: self.seats.clone(),
            secret: self.secret.to_hex(),
            game: Some(record),
            rules_fingerprint: Some(self.table.rules_fingerprint()),
            record: None,
            kingdom: None,
            last_active: self.last_active,
            stood_in: self.stood_in.clone(),
            stood_in_from: self.stood_in_from.clone(),
            ran_out: self.ran_out.clone(),
            away_since: self.away_since.clone(),
            played_for: self.played_for.clone(),
            move_seconds: self.move_seconds,
            to_act_since: self.to_act_since,
            rematch_asked: self.rematch_asked.clone(),
            epochs: self.epochs.clone(),
            rated: self.rated,
            rating_changes: self.rating_changes.clone(),
        }
    }
}

fn filled<T: Clone>(mut list: Vec<T>, seats: usize, empty: T) -> Vec<T> {
    list.resize(seats, empty);
    list
}
