//! How many rooms a server holds in memory: at the cap, the room nobody has been connected to
//! for longest leaves (it stays in the store) to make way; when every room has someone in it,
//! a new one is refused with "busy, try another server" before the server slows.

use super::{Ending, Hub};
use crate::limits::BUSY;
use crate::metrics::Refusal;

impl Hub {
    /// Whether one more room may come into memory, making way for it if need be.
    pub(super) fn room_for_another(&mut self) -> Result<(), Ending> {
        if self.max_rooms == 0 || self.rooms.len() < self.max_rooms {
            return Ok(());
        }
        let idlest = (self.rooms.iter())
            .filter_map(|(code, live)| Some((live.unwatched_since?, code)))
            .min_by_key(|(since, _)| *since)
            .map(|(_, code)| code.clone());
        match idlest {
            Some(code) => {
                self.let_go(&code);
                Ok(())
            }
            None => Err(Ending::for_now(Refusal::Busy, BUSY)),
        }
    }
}
