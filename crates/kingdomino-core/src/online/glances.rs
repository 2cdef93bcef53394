//! A player's look at their rooms without taking a seat: the title's list of their games over
//! days asks the server, by room and seat token, how each stands and whose move it is.

use serde::{Deserialize, Serialize};

use super::codes::{RoomCode, SeatToken};
use crate::table::Place;

/// The most rooms one glance may ask about: a player keeps no more seats than this.
pub const MAX_GLANCED_ROOMS: usize = 8;

/// A seat a player holds: the room, and the token that proves the seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeldSeat {
    pub room: RoomCode,
    pub token: SeatToken,
}

/// A finished game's totals as one seat sees them: its own, and the best of the others'.
pub fn own_and_best_other(totals: &[u32], seat: Place) -> (u32, u32) {
    let own = totals.get(seat.index()).copied().unwrap_or(0);
    let best_other = (0..totals.len())
        .filter(|&at| at != seat.index())
        .map(|at| totals[at])
        .max()
        .unwrap_or(0);
    (own, best_other)
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
    /// A seat is still free.
    Waiting,
    /// The game goes on: `to_act` decides now, within `seconds_left` when the room's clock runs.
    Playing {
        seat: Place,
        /// The other players' names, in their seats' order.
        opponent: String,
        to_act: Place,
        /// The name of the player to act (left out by a server before it was told).
        #[serde(default)]
        acting: String,
        seconds_left: Option<u64>,
    },
    /// The game is over: every total, by seat.
    Over {
        seat: Place,
        opponent: String,
        totals: Vec<u32>,
    },
}
