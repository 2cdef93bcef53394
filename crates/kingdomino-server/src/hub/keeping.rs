//! The hub and its store: rooms written with the version they were read at, let go when another
//! server wrote them since, brought back from the store when a player asks for one. A store
//! that fails ends nothing: the room is let go as it was last stored, and its players connect
//! again and carry on from there.

use std::sync::Arc;

use super::{Ending, Hub};
use crate::log;
use crate::metrics::Refusal;
use kingdomino_core::online::{Room, RoomCode};

impl Hub {
    /// Writes the room to the store. When another server wrote it since this one read it, that
    /// server holds the room now: this one lets it go, as it does when the store fails.
    pub(super) fn write(&mut self, code: &RoomCode) -> Result<(), Ending> {
        let Some(live) = self.rooms.get_mut(code) else {
            return Err(Ending::Dropped("the room is gone".into()));
        };
        let saved = self.store.save(&live.room.stored(), live.version);
        match saved {
            Ok(Some(version)) => {
                live.version = version;
                Ok(())
            }
            Ok(None) => {
                self.let_go(code);
                log::say(&format!("room {code} moved to another server"));
                Err(Ending::Dropped("the room moved to another server".into()))
            }
            Err(error) => Err(self.store_failed(Some(code), error)),
        }
    }

    /// The store failed: the room's copy in memory, changed or not, is let go (the store's is
    /// the one that counts), and its connections end to come back.
    fn store_failed(&mut self, code: Option<&RoomCode>, error: String) -> Ending {
        self.metrics.store_failed();
        if let Some(code) = code {
            self.let_go(code);
        }
        log::say(&format!("the store failed: {error}"));
        Ending::Dropped(format!("the server could not reach its store: {error}"))
    }

    /// Forgets a room held in memory. Its connections hang up without a final word: the
    /// clients connect again as after any drop and find the room where it lives now.
    pub(super) fn let_go(&mut self, code: &RoomCode) {
        self.rooms.remove(code);
    }

    /// Whether another server wrote the room since this one read it (a shared store only).
    pub(super) fn is_behind(&mut self, code: &RoomCode) -> Result<bool, Ending> {
        let Some(live) = self.rooms.get(code) else {
            return Ok(false);
        };
        let held = live.version;
        match self.store.version(code) {
            Ok(stored) => Ok(stored.is_some_and(|stored| stored != held)),
            Err(error) => Err(self.store_failed(Some(code), error)),
        }
    }

    /// Whether the store holds a room under this code.
    pub(super) fn stored(&mut self, code: &RoomCode) -> Result<bool, Ending> {
        self.store
            .contains(code)
            .map_err(|error| self.store_failed(None, error))
    }

    /// Loads a room from the store into memory; whether it was there.
    pub(super) fn bring_back(&mut self, code: &RoomCode) -> Result<bool, Ending> {
        let loaded = match self.store.load(code) {
            Ok(loaded) => loaded,
            Err(error) => return Err(self.store_failed(None, error)),
        };
        let Some((stored, version)) = loaded else {
            return Ok(false);
        };
        let room = Room::from_stored(Arc::clone(&self.rules), stored)
            .map_err(|error| Ending::for_good(Refusal::Hello, error))?;
        self.add(room, version);
        Ok(true)
    }
}
