//! A room as the server keeps it: two seats, the dice's secret and the game's record. The engine
//! decides every action; a room is rebuilt from its stored record by replaying it, so any
//! server that reads the store can take a room over.

use std::fmt;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use subtle::ConstantTimeEq;

use crate::rules::ruleset::DRAFT_DICE;
use crate::rules::{Action, ActionError, GameRecord, GameState, Report, RuleSet, SeatNumber};

use super::dice::RollSecret;
use super::protocol::{PublicGame, RoomCode, SeatToken, ServerMessage};

/// A player holding a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatHolder {
    pub name: String,
    pub token: SeatToken,
    /// The player allowed hints when they took the seat (a room's hints are settled then).
    #[serde(default)]
    pub allows_hints: bool,
}

/// What the store keeps of a room: enough to rebuild it exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredRoom {
    pub code: RoomCode,
    pub seats: [Option<SeatHolder>; 2],
    /// The dice's secret, in hexadecimal.
    pub secret: String,
    pub record: GameRecord,
    /// Seconds since 1970 of the room's last join or action: idle rooms expire.
    pub last_active: u64,
    /// The seats the computer plays while their players are away.
    #[serde(default)]
    pub stood_in: [bool; 2],
    /// Since when each seat's player is away (seconds since 1970), so the grace before the
    /// computer may stand in runs on through a server's restart.
    #[serde(default)]
    pub away_since: [Option<u64>; 2],
    /// The actions the computer played for each seat, told to its player on their return.
    #[serde(default)]
    pub played_for: [Vec<u32>; 2],
    /// The time each move may take (none: 0), and since when the seat to act has waited.
    #[serde(default)]
    pub move_seconds: u32,
    #[serde(default)]
    pub to_act_since: u64,
    /// The seats whose players asked for another game once this one ended.
    #[serde(default)]
    pub rematch_asked: [bool; 2],
}

pub struct Room {
    code: RoomCode,
    rules: Arc<RuleSet>,
    seats: [Option<SeatHolder>; 2],
    secret: RollSecret,
    record: GameRecord,
    state: GameState,
    last_active: u64,
    stood_in: [bool; 2],
    away_since: [Option<u64>; 2],
    played_for: [Vec<u32>; 2],
    move_seconds: u32,
    to_act_since: u64,
    rematch_asked: [bool; 2],
}

/// Why a player was not seated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JoinError {
    /// The token names no seat of this room.
    WrongToken,
    /// Two players are in already.
    Full,
}

impl fmt::Display for JoinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            JoinError::WrongToken => "that seat token is not one of this room's",
            JoinError::Full => "the room already has two players",
        })
    }
}

/// Why an action was not applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoomRefusal {
    /// The second player has not arrived.
    NotStarted,
    /// The record is not that long yet, or already longer: the client is out of step.
    OutOfStep {
        expected: u32,
    },
    NotYourTurn,
    Rule(ActionError),
}

impl fmt::Display for RoomRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoomRefusal::NotStarted => f.write_str("the game has not started"),
            RoomRefusal::OutOfStep { expected } => {
                write!(f, "out of step: the next action is number {expected}")
            }
            RoomRefusal::NotYourTurn => f.write_str("it is not this seat's turn"),
            RoomRefusal::Rule(error) => write!(f, "the rules refuse it: {error}"),
        }
    }
}

/// An action the room applied, as both players are told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Applied {
    pub index: u32,
    pub seat: SeatNumber,
    pub action: Action,
    pub reports: Vec<Report>,
    pub roll: Option<[u8; DRAFT_DICE]>,
}

impl Applied {
    pub fn message(&self) -> ServerMessage {
        ServerMessage::Applied {
            index: self.index,
            seat: self.seat,
            action: self.action,
            reports: self.reports.clone(),
            roll: self.roll,
        }
    }
}

impl Room {
    /// A new room: `table_seed` says who starts (it is public), `secret` gives every roll.
    pub fn new(
        rules: Arc<RuleSet>,
        code: RoomCode,
        secret: RollSecret,
        table_seed: u64,
        now: u64,
    ) -> Room {
        let mut state = GameState::new(&rules, table_seed);
        let mut record = GameRecord::new(&rules, table_seed);
        let first = secret.roll(&rules, 1);
        state
            .give_roll(&rules, first)
            .expect("a fresh game takes its first roll");
        record.rolls.push(first);
        Room {
            code,
            rules,
            seats: [None, None],
            secret,
            record,
            state,
            last_active: now,
            stood_in: [false; 2],
            away_since: [None; 2],
            played_for: Default::default(),
            move_seconds: 0,
            to_act_since: now,
            rematch_asked: [false; 2],
        }
    }

    /// The room kept in a store, replayed by the engine.
    pub fn from_stored(rules: Arc<RuleSet>, stored: StoredRoom) -> Result<Room, String> {
        let secret = RollSecret::from_hex(&stored.secret)
            .ok_or_else(|| format!("room {}: its dice secret is damaged", stored.code))?;
        if !secret.explains(&rules, &secret.commitment(), &stored.record.rolls) {
            return Err(format!(
                "room {}: its rolls do not come from its secret",
                stored.code
            ));
        }
        let state = stored
            .record
            .replay(&rules)
            .map_err(|error| format!("room {}: {error}", stored.code))?;
        Ok(Room {
            code: stored.code,
            rules,
            seats: stored.seats,
            secret,
            record: stored.record,
            state,
            last_active: stored.last_active,
            stood_in: stored.stood_in,
            away_since: stored.away_since,
            played_for: stored.played_for,
            move_seconds: stored.move_seconds,
            to_act_since: stored.to_act_since,
            rematch_asked: stored.rematch_asked,
        })
    }

    pub fn stored(&self) -> StoredRoom {
        StoredRoom {
            code: self.code.clone(),
            seats: self.seats.clone(),
            secret: self.secret.to_hex(),
            record: self.record.clone(),
            last_active: self.last_active,
            stood_in: self.stood_in,
            away_since: self.away_since,
            played_for: self.played_for.clone(),
            move_seconds: self.move_seconds,
            to_act_since: self.to_act_since,
            rematch_asked: self.rematch_asked,
        }
    }

    pub fn code(&self) -> &RoomCode {
        &self.code
    }

    pub fn last_active(&self) -> u64 {
        self.last_active
    }

    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }

    /// The token of the player holding `seat`.
    pub fn seat_token(&self, seat: SeatNumber) -> Option<SeatToken> {
        self.seats[seat].as_ref().map(|holder| holder.token.clone())
    }

    /// How many seats are taken.
    pub fn seat_holders(&self) -> usize {
        self.seats.iter().flatten().count()
    }

    pub fn is_full(&self) -> bool {
        self.seats.iter().all(Option::is_some)
    }

    /// Seats a player: the one its token names, or the first free one with `fresh_token`; a
    /// player coming back keeps the name and the word on hints they joined with.
    pub fn join(
        &mut self,
        name: String,
        allows_hints: bool,
        token: Option<&SeatToken>,
        fresh_token: SeatToken,
        now: u64,
    ) -> Result<(SeatNumber, SeatToken), JoinError> {
        let seat = match token {
            Some(token) => self.seat_holding(token).ok_or(JoinError::WrongToken)?,
            None => {
                let free = SeatNumber::BOTH
                    .into_iter()
                    .find(|&seat| self.seats[seat].is_none())
                    .ok_or(JoinError::Full)?;
                self.seats[free] = Some(SeatHolder {
                    name,
                    token: fresh_token,
                    allows_hints,
                });
                if self.is_full() {
                    // The first move's clock starts with the game.
                    self.to_act_since = now;
                }
                free
            }
        };
        self.last_active = now;
        let token = self.seats[seat]
            .as_ref()
            .map(|holder| holder.token.clone())
            .expect("the seat was just found or taken");
        Ok((seat, token))
    }

    /// The seat this token holds. The tokens are compared in constant time, both seats always,
    /// so how long a refusal takes says nothing of how much of a guess was right.
    pub fn seat_holding(&self, token: &SeatToken) -> Option<SeatNumber> {
        let mut held = None;
        for seat in SeatNumber::BOTH {
            let same = self.seats[seat].as_ref().is_some_and(|holder| {
                bool::from(holder.token.0.as_bytes().ct_eq(token.0.as_bytes()))
            });
            if same {
                held = Some(seat);
            }
        }
        held
    }

    /// The game so far, once both players are in.
    pub fn public_game(&self, now: u64) -> Option<PublicGame> {
        let [Some(first), Some(second)] = &self.seats else {
            return None;
        };
        Some(PublicGame {
            record: self.record.clone(),
            commitment: self.secret.commitment().0,
            names: [first.name.clone(), second.name.clone()],
            hints: first.allows_hints && second.allows_hints,
            move_seconds: self.move_seconds,
            waited_seconds: now.saturating_sub(self.to_act_since),
        })
    }

    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    pub fn state(&self) -> &GameState {
        &self.state
    }

    pub fn rules(&self) -> &Arc<RuleSet> {
        &self.rules
    }

    /// The seat whose decision the computer is to make now, if it stands in for the seat to act.
    pub fn stand_in_to_act(&self) -> Option<SeatNumber> {
        self.state
            .to_act()
            .filter(|&seat| self.is_full() && self.is_stood_in(seat))
    }

    /// The secret, once it can be told: at the game's end.
    pub fn revealed_secret(&self) -> Option<String> {
        self.state.is_over().then(|| self.secret.to_hex())
    }

    /// Applies `seat`'s action if it is that seat's turn, the record's next one and legal; the
    /// next turn's roll follows from the secret.
    pub fn act(
        &mut self,
        seat: SeatNumber,
        index: u32,
        action: Action,
        now: u64,
    ) -> Result<Applied, RoomRefusal> {
        if !self.is_full() {
            return Err(RoomRefusal::NotStarted);
        }
        let expected = self.record.actions.len() as u32;
        if index != expected {
            return Err(RoomRefusal::OutOfStep { expected });
        }
        if self.state.is_over() {
            return Err(RoomRefusal::Rule(ActionError::GameOver));
        }
        if self.state.to_act() != Some(seat) {
            return Err(RoomRefusal::NotYourTurn);
        }
        let turn = self.state.turn();
        let mut reports = self
            .state
            .apply(&self.rules, action)
            .map_err(RoomRefusal::Rule)?;
        self.record.actions.push(action);
        self.last_active = now;
        self.to_act_since = now;
        if self.stood_in[seat] {
            self.played_for[seat].push(index);
        }
        let mut roll = None;
        if self.state.turn() != turn && !self.state.is_over() {
            // The engine rolled from the public seed; the secret's roll replaces it.
            let faces = self.secret.roll(&self.rules, self.state.turn());
            self.state
                .give_roll_after(&self.rules, faces, &mut reports)
                .expect("a turn's start takes its roll");
            self.record.rolls.push(faces);
            roll = Some(faces);
        }
        Ok(Applied {
            index,
            seat,
            action,
            reports,
            roll,
        })
    }
}

mod absence;
pub mod clock;
pub mod glance;
mod rematch;
#[cfg(test)]
mod tests;
