//! A seat of a room: two in a Duel's, two to four in the original game's. Read from the network
//! as a number below four, and checked against the room's own count where it is used.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::ai::Level;
use crate::original::PlayerNumber;
use crate::rules::SeatNumber;

/// The most seats a room has: the original game's four players.
pub const MOST_SEATS: usize = 4;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct RoomSeat(u8);

impl RoomSeat {
    pub const FIRST: RoomSeat = RoomSeat(0);

    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The seats of a room of `count`, the first one first.
    pub fn all(count: usize) -> impl Iterator<Item = RoomSeat> + Clone {
        (0..count.min(MOST_SEATS) as u8).map(RoomSeat)
    }

    /// The Duel's seat, when this is one of its two.
    pub fn duel(self) -> Option<SeatNumber> {
        SeatNumber::try_from(self.0).ok()
    }

    /// The original game's player at this seat.
    pub fn player(self) -> PlayerNumber {
        PlayerNumber::at(self.0)
    }
}

/// A seat the server's computer plays from the start of a room's game, and how strongly: the
/// room's maker sets them with the hello that makes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ComputerSeat {
    pub seat: RoomSeat,
    pub level: Level,
}

impl From<SeatNumber> for RoomSeat {
    fn from(seat: SeatNumber) -> RoomSeat {
        RoomSeat(u8::from(seat))
    }
}

impl From<PlayerNumber> for RoomSeat {
    fn from(player: PlayerNumber) -> RoomSeat {
        RoomSeat(player.index() as u8)
    }
}

impl TryFrom<u8> for RoomSeat {
    type Error = String;

    fn try_from(number: u8) -> Result<RoomSeat, String> {
        if usize::from(number) < MOST_SEATS {
            Ok(RoomSeat(number))
        } else {
            Err(format!(
                "seat {number} does not exist (a room has at most {MOST_SEATS})"
            ))
        }
    }
}

impl From<RoomSeat> for u8 {
    fn from(seat: RoomSeat) -> u8 {
        seat.0
    }
}

impl fmt::Display for RoomSeat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}
