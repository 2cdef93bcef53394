//! The computer's thinking shared fairly: a room's requests are charged to the address (an
//! IPv6 /64 as one) of the first of its players connected here, and an address has at most
//! [`MOST_THINKING_PER_ADDRESS`] of its rooms' decisions asked at once. Its other rooms wait
//! their turn among everyone's, so one address's many stalled rooms never stand before another
//! address's room in the thinkers' queue.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr};

use super::Hub;
use crate::limits::address_key;
use kingdomino_core::online::RoomCode;

/// The rooms of one address whose decisions may be asked at once.
pub const MOST_THINKING_PER_ADDRESS: usize = 2;

/// Who pays for a room nobody is connected to here: all such rooms share one share.
const NOBODY_CONNECTED: IpAddr = IpAddr::V4(Ipv4Addr::UNSPECIFIED);

/// The rooms whose decision is being thought about, each with the address it is charged to,
/// and the address of each connection seated or waiting here.
#[derive(Default)]
pub(super) struct Thinking {
    rooms: HashMap<RoomCode, IpAddr>,
    per_address: HashMap<IpAddr, usize>,
    addresses: HashMap<u64, IpAddr>,
}

impl Thinking {
    pub(super) fn contains(&self, room: &RoomCode) -> bool {
        self.rooms.contains_key(room)
    }

    pub(super) fn len(&self) -> usize {
        self.rooms.len()
    }

    /// Whether `address` may have one more room's decision asked now.
    pub(super) fn has_room_for(&self, address: IpAddr) -> bool {
        self.per_address.get(&address).copied().unwrap_or(0) < MOST_THINKING_PER_ADDRESS
    }

    pub(super) fn insert(&mut self, room: RoomCode, address: IpAddr) {
        if self.rooms.insert(room, address).is_none() {
            *self.per_address.entry(address).or_default() += 1;
        }
    }

    pub(super) fn remove(&mut self, room: &RoomCode) {
        let Some(address) = self.rooms.remove(room) else {
            return;
        };
        if let Some(count) = self.per_address.get_mut(&address) {
            *count -= 1;
            if *count == 0 {
                self.per_address.remove(&address);
            }
        }
    }

    /// A connection seated or waiting here, from `address`.
    pub(super) fn note(&mut self, connection: u64, address: IpAddr) {
        self.addresses.insert(connection, address_key(address));
    }

    /// A connection gone.
    pub(super) fn forget(&mut self, connection: u64) {
        self.addresses.remove(&connection);
    }
}

impl Hub {
    /// The address `room`'s thinking is charged to: that of its first seat connected here.
    pub(super) fn payer_of(&self, room: &RoomCode) -> IpAddr {
        let first_connected = self.rooms.get(room).and_then(|live| {
            (live.connected.iter().flatten())
                .find_map(|seated| self.thinking.addresses.get(&seated.connection))
        });
        first_connected.copied().unwrap_or(NOBODY_CONNECTED)
    }
}
