//! The rooms an address made with the computer at a seat: the computer's thinking is the
//! server's to share, so an address (an IPv6 /64 counting as one) may keep only a few such
//! rooms going at once; a finished one, or one gone from memory, no longer counts.

use std::net::IpAddr;

use super::{Ending, Hub};
use crate::limits::address_key;
use crate::metrics::Refusal;
use kingdomino_core::online::RoomCode;

/// The rooms with the computer an address may keep going at once.
pub const MOST_COMPUTER_ROOMS_PER_ADDRESS: usize = 4;

impl Hub {
    /// Whether `address` may make another room with the computer, or why not.
    pub(super) fn check_computer_rooms(&mut self, address: IpAddr) -> Result<(), Ending> {
        self.forget_finished_computer_rooms();
        let going = self
            .computer_rooms
            .get(&address_key(address))
            .map_or(0, Vec::len);
        if going >= MOST_COMPUTER_ROOMS_PER_ADDRESS {
            return Err(Ending::for_now(
                Refusal::Flood,
                format!(
                    "this address already plays {going} rooms with the computer: finish one \
                     first"
                ),
            ));
        }
        Ok(())
    }

    /// `code`, made by `address` with the computer at a seat, counts for it from now on.
    pub(super) fn count_computer_room(&mut self, address: IpAddr, code: &RoomCode) {
        let rooms = self.computer_rooms.entry(address_key(address)).or_default();
        if !rooms.contains(code) {
            rooms.push(code.clone());
        }
    }

    /// Rooms that are over or gone from memory count no longer; addresses left with none are
    /// forgotten.
    pub(super) fn forget_finished_computer_rooms(&mut self) {
        let live = &self.rooms;
        self.computer_rooms.retain(|_, rooms| {
            rooms.retain(|code| live.get(code).is_some_and(|held| !held.room.is_over()));
            !rooms.is_empty()
        });
    }
}
