//! Where an online game stands, from reaching the server to its end.

use kingdomino_core::online::RoomCode;

/// Where the online game stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnlineStatus {
    /// Reaching the server (again, after a drop).
    Connecting,
    /// In the room, waiting for the second player.
    Waiting(RoomCode),
    /// Waiting for anyone to play (no room yet).
    Seeking,
    Playing,
    /// The game ended and its dice were checked.
    Over,
    /// Stopped, with the reason.
    Failed(String),
}

impl OnlineStatus {
    /// Whether the game still needs the server: until it stops, and at the game over too (for
    /// another game against the same opponent).
    pub fn needs_server(&self) -> bool {
        !matches!(self, OnlineStatus::Failed(_))
    }
}
