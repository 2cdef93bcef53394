//! Every change to a room goes one way: changed in memory, written to the store with the
//! version it was read at, then told, to this server's players and, through the store, to the
//! other servers' (numbered by the room's version). When another server wrote the room since
//! this one read it, the room is read again and the change tried again on it.

use serde::{Deserialize, Serialize};

use super::live_room::LiveRoom;
use super::{Ending, Hub};
use kingdomino_core::online::{RoomCode, ServerMessage};
use kingdomino_core::table::Place;

/// How often a change is tried on a room other servers keep writing.
const MOST_TRIES: usize = 4;

/// A message for one seat, or for both.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Told {
    pub to: Option<Place>,
    pub message: ServerMessage,
}

impl Told {
    pub fn both(message: ServerMessage) -> Told {
        Told { to: None, message }
    }

    pub fn to(seat: Place, message: ServerMessage) -> Told {
        Told {
            to: Some(seat),
            message,
        }
    }

    /// Whether the room's whole game, as every seat is shown it, holds this news.
    fn in_the_whole_game(&self) -> bool {
        matches!(
            self.message,
            ServerMessage::Game { .. }
                | ServerMessage::Applied { .. }
                | ServerMessage::Ended { .. }
                | ServerMessage::Rated { .. }
        )
    }
}

/// A pairing made on another server for a player waiting on this one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Paired {
    pub connection: u64,
    pub seat: Place,
}

/// What an edit of a room did.
pub(super) enum Edit<T> {
    /// Nothing changed: nothing is written or told.
    Unchanged(T),
    /// The room changed: it is written, then the players hear `told`.
    Changed { outcome: T, told: Vec<Told> },
}

/// A room's news between servers: the version a change wrote, and what the players heard.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct News {
    /// The server that wrote the change (each picks a random number at start).
    pub server: u64,
    pub room: RoomCode,
    pub version: u64,
    pub told: Vec<Told>,
    /// A player waiting on that server (named by its number) is paired into this room.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paired: Option<(u64, Paired)>,
}

impl Hub {
    /// Changes the room held in memory with `edit`, writes it and tells its players; on a
    /// room written elsewhere since, reads it again and edits that.
    pub(super) fn change<T>(
        &mut self,
        code: &RoomCode,
        mut edit: impl FnMut(&mut LiveRoom) -> Result<Edit<T>, Ending>,
    ) -> Result<T, Ending> {
        for _ in 0..MOST_TRIES {
            let Some(live) = self.rooms.get_mut(code) else {
                return Err(Ending::Dropped("the room is gone".into()));
            };
            let (outcome, told) = match edit(live)? {
                Edit::Unchanged(outcome) => return Ok(outcome),
                Edit::Changed { outcome, told } => (outcome, told),
            };
            if self.write(code, &told)? {
                self.tell_news(code, &told);
                return Ok(outcome);
            }
            self.refresh(code)?;
        }
        self.let_go(code);
        Err(Ending::Dropped(
            "the room changed elsewhere too often to be written".into(),
        ))
    }

    /// The players here hear the change this server wrote, or, when news of changes before it
    /// has not reached them yet, the whole game with what of the change it does not hold (an
    /// action told again would be followed twice, and its deal dealt twice).
    fn tell_news(&mut self, code: &RoomCode, told: &[Told]) {
        let Some(live) = self.rooms.get(code) else {
            return;
        };
        if live.told_up_to == live.version {
            self.deliver(code, told);
            return;
        }
        self.show_the_game(code);
        let rest: Vec<Told> = (told.iter())
            .filter(|told| !told.in_the_whole_game())
            .cloned()
            .collect();
        self.deliver(code, &rest);
    }

    /// The players of this room connected here hear what they are told.
    pub(super) fn deliver(&mut self, code: &RoomCode, told: &[Told]) {
        let Some(live) = self.rooms.get_mut(code) else {
            return;
        };
        for Told { to, message } in told {
            match to {
                Some(seat) => live.tell(*seat, message),
                None => live.tell_both(message),
            }
        }
    }
}
