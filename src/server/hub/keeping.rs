//! The hub and its store: rooms written with the version they were read at, let go when another
//! server wrote them since, brought back from the store when a player asks for one.

use std::sync::Arc;

use super::Hub;
use crate::online::{Room, RoomCode, ServerMessage};

impl Hub {
    /// Writes the room to the store. When another server wrote it since this one read it, that
    /// server holds the room now: this one lets it go, closing its connections to it, which
    /// connect again (a proxy sends a room's players to one server) and find it there.
    pub(super) fn write(&mut self, code: &RoomCode) -> Result<(), String> {
        let Some(live) = self.rooms.get_mut(code) else {
            return Err("the room is gone".into());
        };
        match self.store.save(&live.room.stored(), live.version)? {
            Some(version) => {
                live.version = version;
                Ok(())
            }
            None => {
                let reason = "the room moved to another server: connect again";
                self.let_go(code, reason);
                Err(reason.into())
            }
        }
    }

    /// Forgets a room held in memory, closing its connections with the reason.
    pub(super) fn let_go(&mut self, code: &RoomCode, reason: &str) {
        if let Some(live) = self.rooms.remove(code) {
            live.tell_both(&ServerMessage::Closing {
                reason: reason.into(),
            });
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
