//! A player's look at their rooms without taking a seat: the title's list of their games over
//! days asks the server, by room and seat token, how each stands and whose move it is.

use serde::{Deserialize, Serialize};

use super::codes::{RoomCode, SeatToken};
use crate::rules::SeatNumber;

/// The most rooms one glance may ask about: a player keeps no more seats than this.
pub const MAX_GLANCED_ROOMS: usize = 8;

/// A seat a player holds: the room, and the token that proves the seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeldSeat {
    pub room: RoomCode,
    pub token: SeatToken,
}

/// One room as its player sees it from the title.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoomGlance {
    pub room: RoomCode,
    pub standing: Standing,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "snake_case", deny_unknown_fields)]
pub enum Standing {
    /// No seat of the room holds the token: the room expired, or never was (a stranger's
    /// guess learns nothing more).
    Gone,
    /// The second player has not come yet.
    Waiting,
    /// The game goes on: `to_act` decides now, within `seconds_left` when the room's clock runs.
    Playing {
        seat: SeatNumber,
        opponent: String,
        to_act: SeatNumber,
        seconds_left: Option<u64>,
    },
    /// The game is over: both totals, by seat.
    Over {
        seat: SeatNumber,
        opponent: String,
        totals: [u32; 2],
    },
}
