//! The hub and its store: rooms written with the version they were read at (with the news of
//! the change, for the other servers), read again when another server wrote them since, brought
//! back from the store when a player asks for one. A store that fails ends nothing: the room is
//! let go as it was last stored, and its players connect again and carry on from there.

use super::changes::{News, Told};
use super::{Ending, Hub};
use crate::log;
use crate::metrics::Refusal;
use kingdomino_core::online::{Room, RoomCode};

impl Hub {
    /// Writes the room to the store with the news of the change (for the other servers):
    /// whether it was written. It is not when another server wrote the room since this one read
    /// it; a store that fails lets the room go.
    pub(super) fn write(&mut self, code: &RoomCode, told: &[Told]) -> Result<bool, Ending> {
        let Some(live) = self.rooms.get_mut(code) else {
            return Err(Ending::Dropped("the room is gone".into()));
        };
        if live.unkept {
            if live.room.table().actions_played() == 0 {
                return Ok(true);
            }
            live.unkept = false;
        }
        let news = News {
            server: self.id,
            room: code.clone(),
            version: live.version + 1,
            told: told.to_vec(),
            paired: None,
        };
        let news = serde_json::to_string(&news).expect("news is plain data");
        match self.store.save(&live.room.stored(), live.version, &news) {
            Ok(Some(version)) => {
                live.version = version;
                Ok(true)
            }
            Ok(None) => Ok(false),
            Err(error) => Err(self.store_failed(Some(code), error)),
        }
    }

    /// Reads the room held in memory again from the store (another server wrote it since);
    /// its connections stay, each at the seat its token holds now.
    pub(super) fn refresh(&mut self, code: &RoomCode) -> Result<(), Ending> {
        let loaded = match self.store.load(code) {
            Ok(loaded) => loaded,
            Err(error) => return Err(self.store_failed(Some(code), error)),
        };
        let Some((stored, version)) = loaded else {
            self.let_go(code);
            return Err(Ending::Dropped("the room is no longer kept".into()));
        };
        let room = match Room::from_stored(&self.rules, stored) {
            Ok(room) => room,
            Err(error) => {
                self.let_go(code);
                return Err(Ending::for_good(Refusal::Hello, error));
            }
        };
        let away_grace_seconds = self.away_grace_seconds;
        if let Some(live) = self.rooms.get_mut(code) {
            live.room = room;
            live.version = version;
            live.reseat_by_tokens(away_grace_seconds);
        }
        Ok(())
    }

    /// The store failed: the room's copy in memory, changed or not, is let go (the store's is
    /// the one that counts), and its connections end to come back.
    pub(super) fn store_failed(&mut self, code: Option<&RoomCode>, error: String) -> Ending {
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
        let room = Room::from_stored(&self.rules, stored)
            .map_err(|error| Ending::for_good(Refusal::Hello, error))?;
        self.room_for_another()?;
        self.add(room, version);
        Ok(true)
    }
}
