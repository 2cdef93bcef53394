//! Online play without Bevy and without I/O: the messages a client and the server exchange, the
//! server's committed secret and what it deals, and a room as the server keeps it (the engine
//! decides every action).

mod codes;
mod deals;
pub mod dice;
pub mod glances;
pub mod identity;
mod names;
pub mod protocol;
pub mod proving;
pub mod ratings;
pub mod room;
pub mod seat;

pub use dice::{Commitment, Dealt, RollSecret};
pub use glances::{HeldSeat, MAX_GLANCED_ROOMS, RoomGlance, Standing, own_and_best_other};
pub use identity::{Identity, PlayerId};
pub use protocol::{
    Actions, ClientMessage, Played, Plays, PublicGame, Records, RoomAction, RoomCode, SeatToken,
    ServerMessage,
};
pub use proving::{PlayerClaim, ProvenPlayer};
pub use room::clock::{DAY_SECONDS, MOVE_CLOCK_CHOICES, check_move_seconds};
pub use room::table::{GameTable, RoomGame, Ruled, Table, TableRefusal};
pub use room::{JoinError, Room, RoomRefusal, StoredRoom};
pub use seat::ComputerSeat;
