//! The hub and its store: rooms written with the version they were read at, let go when another
//! server wrote them since, brought back from the store when a player asks for one.

use std::sync::Arc;

use super::Hub;
use kingdomino_core::online::{Room, RoomCode};

impl Hub {
    /// Writes the room to the store: whether it was written. When another server wrote it since
    /// this one read it, that server holds the room now: this one lets it go.
    pub(super) fn write(&mut self, code: &RoomCode) -> Result<bool, String> {
        let Some(live) = self.rooms.get_mut(code) else {
            return Err("the room is gone".into());
        };
        match self.store.save(&live.room.stored(), live.version)? {
            Some(version) => {
                live.version = version;
                Ok(true)
            }
            None => {
                self.let_go(code);
                Ok(false)
            }
        }
    }

    /// Forgets a room held in memory. Its connections end with their mailboxes, without a
    /// closing message: the clients connect again as after any drop (a proxy sends a room's
    /// players to one server) and find the room where it lives now.
    pub(super) fn let_go(&mut self, code: &RoomCode) {
        if self.rooms.remove(code).is_some() {
            eprintln!("kingdomino-duel serve: room {code} moved to another server");
        }
    }

    /// Whether another server wrote the room since this one read it (a shared store only).
    pub(super) fn is_behind(&mut self, code: &RoomCode) -> Result<bool, String> {
        let Some(live) = self.rooms.get(code) else {
            return Ok(false);
        };
        let held = live.version;
        Ok(self
            .store
            .version(code)?
            .is_some_and(|stored| stored != held))
    }

    /// Loads a room from the store into memory; whether it was there.
    pub(super) fn bring_back(&mut self, code: &RoomCode) -> Result<bool, String> {
        let Some((stored, version)) = self.store.load(code)? else {
            return Ok(false);
        };
        let room = Room::from_stored(Arc::clone(&self.rules), stored)?;
        self.add(room, version);
        Ok(true)
    }
}
