//! Why a room did not seat a player, or did not apply an action.

use std::fmt;

use super::table::TableRefusal;

/// Why a player was not seated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JoinError {
    /// The token names no seat of this room.
    WrongToken,
    /// Every seat is taken.
    Full,
}

impl fmt::Display for JoinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            JoinError::WrongToken => "that seat token is not one of this room's",
            JoinError::Full => "every seat of the room is taken",
        })
    }
}

/// Why an action was not applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoomRefusal {
    /// A seat is still free.
    NotStarted,
    /// The game is over.
    Over,
    /// The record is not that long yet, or already longer: the client is out of step.
    OutOfStep {
        expected: u32,
    },
    NotYourTurn,
    /// The computer's move for a seat whose player took it again since it was asked.
    PlayerBack,
    Rule(TableRefusal),
}

impl fmt::Display for RoomRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoomRefusal::NotStarted => f.write_str("the game has not started"),
            RoomRefusal::OutOfStep { expected } => {
                write!(f, "out of step: the next action is number {expected}")
            }
            RoomRefusal::NotYourTurn => f.write_str("it is not this seat's turn"),
            RoomRefusal::PlayerBack => f.write_str("the seat's player is back"),
            RoomRefusal::Over => f.write_str("the game is over"),
            RoomRefusal::Rule(TableRefusal::Rule(error)) => {
                write!(f, "the rules refuse it: {error}")
            }
            RoomRefusal::Rule(TableRefusal::OtherGame) => {
                f.write_str("that is an action of another game than the room's")
            }
            RoomRefusal::Rule(TableRefusal::Over) => f.write_str("the game is over"),
        }
    }
}
