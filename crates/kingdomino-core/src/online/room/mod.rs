//! A room as the server keeps it: a seat for each player (two for a Duel, two to four for the
//! original game), the secret its rolls or lines come from and the game's record. The engine
//! decides every action; a room is rebuilt from its stored record by replaying it, so any
//! server that reads the store can take a room over.

use serde::{Deserialize, Serialize};
use subtle::ConstantTimeEq;

use crate::ai::Level;
use crate::table::Place;

use super::dice::RollSecret;
use super::identity::PlayerId;
use super::names::distinct_names;
use super::protocol::{RoomAction, RoomCode, SeatKey, SeatToken, ServerMessage};
use super::ratings::RatingChange;
pub use kept::StoredRoom;
pub use refusals::{JoinError, RoomRefusal};
use table::{RoomGame, Seated, Table};

/// A player holding a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "KeptHolder")]
pub struct SeatHolder {
    pub name: String,
    /// The key of the token the seat was given with (never the token itself).
    pub key: SeatKey,
    /// The player allowed hints when they took the seat (a room's hints are settled then).
    #[serde(default)]
    pub allows_hints: bool,
    /// The player lets strangers watch the room (a room is open to watchers when every player
    /// in it does). Left out when false: a room kept before the choice is open to none.
    #[serde(default, skip_serializing_if = "crate::table::record::is_default")]
    pub allows_watchers: bool,
    /// The server's computer holds the seat, at this level: nobody is ever given its token.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<Level>,
    /// Who the player is, in a rated room.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<PlayerId>,
}

/// A seat's holder as a store keeps it: a room kept before keys kept the token itself, read
/// as its key.
#[derive(Deserialize)]
struct KeptHolder {
    name: String,
    #[serde(default)]
    key: Option<SeatKey>,
    #[serde(default)]
    token: Option<SeatToken>,
    #[serde(default)]
    allows_hints: bool,
    #[serde(default)]
    allows_watchers: bool,
    #[serde(default)]
    computer: Option<Level>,
    #[serde(default)]
    player: Option<PlayerId>,
}

impl From<KeptHolder> for SeatHolder {
    fn from(kept: KeptHolder) -> SeatHolder {
        SeatHolder {
            name: kept.name,
            // Neither: a key no token has, so nobody takes the seat.
            key: (kept.key)
                .or(kept.token.as_ref().map(SeatToken::key))
                .unwrap_or_default(),
            allows_hints: kept.allows_hints,
            allows_watchers: kept.allows_watchers,
            computer: kept.computer,
            player: kept.player,
        }
    }
}

pub struct Room {
    code: RoomCode,
    seats: Vec<Option<SeatHolder>>,
    secret: RollSecret,
    table: Table,
    last_active: u64,
    stood_in: Vec<bool>,
    /// The action from which the computer played each seat for its absent player.
    stood_in_from: Vec<Option<u32>>,
    /// The actions the computer made for each seat because its time ran out, in this game.
    ran_out: Vec<Vec<u32>>,
    away_since: Vec<Option<u64>>,
    played_for: Vec<Vec<u32>>,
    move_seconds: u32,
    to_act_since: u64,
    rematch_asked: Vec<bool>,
    epochs: Vec<u32>,
    rated: bool,
    rating_changes: Vec<RatingChange>,
}

impl Room {
    /// A new room for `game`: `table_seed` is public (who starts), `secret` gives every roll
    /// or line; none when the rule set has no set-up for the game's options.
    pub fn new(
        game: &RoomGame,
        code: RoomCode,
        secret: RollSecret,
        table_seed: u64,
        now: u64,
    ) -> Option<Room> {
        let table = Table::deal(game, &secret, table_seed)?;
        let seats = table.seats();
        Some(Room {
            code,
            seats: vec![None; seats],
            secret,
            table,
            last_active: now,
            stood_in: vec![false; seats],
            stood_in_from: vec![None; seats],
            ran_out: vec![Vec::new(); seats],
            away_since: vec![None; seats],
            played_for: vec![Vec::new(); seats],
            move_seconds: 0,
            to_act_since: now,
            rematch_asked: vec![false; seats],
            epochs: vec![0; seats],
            rated: false,
            rating_changes: Vec::new(),
        })
    }

    pub fn code(&self) -> &RoomCode {
        &self.code
    }

    pub fn last_active(&self) -> u64 {
        self.last_active
    }

    pub fn is_over(&self) -> bool {
        self.table.is_over()
    }

    /// The room's seats, the first one first.
    pub fn all_seats(&self) -> impl Iterator<Item = Place> + Clone + use<> {
        Place::all(self.seats.len())
    }

    /// How many seats are taken.
    pub fn seat_holders(&self) -> usize {
        self.seats.iter().flatten().count()
    }

    pub fn is_full(&self) -> bool {
        self.seats.iter().all(Option::is_some)
    }

    /// Seats a player: the one its token names, or the first free one with `fresh_token`; a
    /// player coming back keeps the name and the word on hints they joined with. The token
    /// the player holds the seat with.
    pub fn join(
        &mut self,
        name: String,
        allows_hints: bool,
        token: Option<&SeatToken>,
        fresh_token: SeatToken,
        now: u64,
    ) -> Result<(Place, SeatToken), JoinError> {
        let seat = match token {
            Some(token) => self.seat_holding(token).ok_or(JoinError::WrongToken)?,
            None => self.take_free_seat(name, allows_hints, fresh_token.key(), now)?,
        };
        self.arrived(seat, now);
        Ok((seat, token.cloned().unwrap_or(fresh_token)))
    }

    /// Seats a player whose token another server made and keeps (one paired by anyone there):
    /// the first free seat, held by the token's `key`.
    pub fn join_by_key(
        &mut self,
        name: String,
        allows_hints: bool,
        key: SeatKey,
        now: u64,
    ) -> Result<Place, JoinError> {
        let seat = self.take_free_seat(name, allows_hints, key, now)?;
        self.arrived(seat, now);
        Ok(seat)
    }

    /// The first free seat, taken by a player whose token has this key.
    fn take_free_seat(
        &mut self,
        name: String,
        allows_hints: bool,
        key: SeatKey,
        now: u64,
    ) -> Result<Place, JoinError> {
        let free = self
            .all_seats()
            .find(|&seat| self.seats[seat.index()].is_none())
            .ok_or(JoinError::Full)?;
        self.seats[free.index()] = Some(SeatHolder {
            name,
            key,
            allows_hints,
            allows_watchers: false,
            computer: None,
            player: None,
        });
        if self.is_full() {
            // The first move's clock starts with the game.
            self.to_act_since = now;
        }
        Ok(free)
    }

    /// A player took `seat`: a change decided before counts no longer.
    fn arrived(&mut self, seat: Place, now: u64) {
        self.last_active = now;
        self.epochs[seat.index()] = self.epochs[seat.index()].wrapping_add(1);
    }

    /// How many times `seat` was taken: a change decided before its player's last arrival
    /// carries an older number.
    pub fn epoch(&self, seat: Place) -> u32 {
        self.epochs.get(seat.index()).copied().unwrap_or(0)
    }

    /// The seat this token holds. The tokens are compared in constant time, every seat always,
    /// so how long a refusal takes says nothing of how much of a guess was right.
    pub fn seat_holding(&self, token: &SeatToken) -> Option<Place> {
        let mut held = None;
        for seat in self.all_seats() {
            let key = token.key();
            let same = self.seats[seat.index()]
                .as_ref()
                .is_some_and(|holder| bool::from(holder.key.0.as_bytes().ct_eq(key.0.as_bytes())));
            if same {
                held = Some(seat);
            }
        }
        held
    }

    /// Sets whether the player who just took `seat` lets strangers watch the room.
    pub fn set_allows_watchers(&mut self, seat: Place, allowed: bool) {
        if let Some(Some(holder)) = self.seats.get_mut(seat.index()) {
            holder.allows_watchers = allowed;
        }
    }

    /// Whether strangers may watch: the game has begun (nobody learns of a free seat) and
    /// every player in it allowed watchers.
    pub fn is_watchable(&self) -> bool {
        self.is_full()
            && self
                .seats
                .iter()
                .flatten()
                .all(|holder| holder.allows_watchers)
    }

    /// Each taken seat's name as the tables show it: told apart by a number where two alike.
    fn shown_names(&self) -> Vec<String> {
        distinct_names(
            self.seats
                .iter()
                .flatten()
                .map(|holder| holder.name.as_str()),
        )
    }

    /// The game so far, once every seat is taken: a `game` message, of either game.
    pub fn public_game(&self, now: u64) -> Option<ServerMessage> {
        let holders: Vec<&SeatHolder> = self.seats.iter().flatten().collect();
        if holders.len() < self.seats.len() {
            return None;
        }
        let seated = Seated {
            names: self.shown_names(),
            computers: self.computer_seats(),
            hints: holders.iter().all(|holder| holder.allows_hints),
            move_seconds: self.move_seconds,
            waited_seconds: now.saturating_sub(self.to_act_since),
        };
        Some(self.table.public(self.secret.commitment().0, seated))
    }

    /// The game played, its rules, state and record.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The seat whose decision the computer is to make now, if it plays the seat to act.
    pub fn stand_in_to_act(&self) -> Option<Place> {
        self.table
            .to_act()
            .filter(|&seat| self.is_full() && self.played_by_computer(seat))
    }

    /// The secret, once it can be told: at the game's end.
    pub fn revealed_secret(&self) -> Option<String> {
        self.table.is_over().then(|| self.secret.to_hex())
    }

    /// What every seat hears once the game is over: the secret and every seat's total.
    pub fn ending(&self) -> Option<ServerMessage> {
        let secret = self.revealed_secret()?;
        Some(ServerMessage::Ended {
            secret,
            totals: self.table.totals(),
        })
    }

    /// Applies `seat`'s action if it is that seat's turn, the record's next one and legal; the
    /// next roll or line follows from the secret. What every seat is told.
    pub fn act(
        &mut self,
        seat: Place,
        index: u32,
        action: RoomAction,
        now: u64,
    ) -> Result<ServerMessage, RoomRefusal> {
        if !self.is_full() {
            return Err(RoomRefusal::NotStarted);
        }
        let expected = self.table.actions_played() as u32;
        if index != expected {
            return Err(RoomRefusal::OutOfStep { expected });
        }
        match self.table.to_act() {
            None => return Err(RoomRefusal::Over),
            Some(to_act) if to_act != seat => return Err(RoomRefusal::NotYourTurn),
            Some(_) => {}
        }
        let applied = self
            .table
            .apply(&self.secret, index, action)
            .map_err(RoomRefusal::Rule)?;
        self.last_active = now;
        self.to_act_since = now;
        if self.stood_in[seat.index()] {
            self.played_for[seat.index()].push(index);
        }
        Ok(applied)
    }
}

/// A per-seat list kept before it was (empty) made one entry a seat.
mod absence;
pub mod clock;
mod computers;
pub mod glance;
pub mod kept;
pub mod ranking;
mod refusals;
mod rematch;
pub mod table;
