//! The hub and its store: rooms written with the version they were read at (with the news of
//! the change, for the other servers), read again when another server wrote them since. A store
//! that is away ends no game: the rooms in memory go on, their players told the moves are not
//! yet kept, and each is written as soon as the store answers again.

use super::changes::{News, Told};
use super::{Ending, Hub};
use crate::log;
use crate::metrics::Refusal;
use crate::store_link::StoreError;
use kingdomino_core::online::{Room, RoomCode, ServerMessage, StoredRoom};

impl Hub {
    /// Writes the room to the store with the news of the change (for the other servers):
    /// whether it was written. It is not when another server wrote the room since this one read
    /// it. A store that is away leaves the room in memory, waiting to be kept.
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
        // A welcome carries its seat's token: it goes to its player here alone, never on the
        // servers' shared channel (the others seat their connections by the tokens they hold).
        let news = News {
            server: self.id,
            room: code.clone(),
            version: live.version + 1,
            told: (told.iter())
                .filter(|told| !matches!(told.message, ServerMessage::Welcome { .. }))
                .cloned()
                .collect(),
            paired: None,
        };
        let news = serde_json::to_string(&news).expect("news is plain data");
        let stored = live.room.stored();
        let version = live.version;
        // The players here heard every change made in memory as it was made, the store away
        // or not: when they had heard all the room read before, they have heard what is kept.
        let heard_all = live.told_up_to == version;
        match self.store.save(&stored, version, &news) {
            Ok(Some(version)) => {
                self.kept(code, version);
                if heard_all && let Some(live) = self.rooms.get_mut(code) {
                    live.told_up_to = version;
                }
                Ok(true)
            }
            Ok(None) if self.caught_up(code)? => self.write(code, told),
            Ok(None) => Ok(false),
            Err(error) => {
                self.wait_for_store(code, &error);
                Ok(true)
            }
        }
    }

    /// The room is written at `version`: its players hear so if they were told it was not.
    fn kept(&mut self, code: &RoomCode, version: u64) {
        if let Some(live) = self.rooms.get_mut(code) {
            live.version = version;
            if live.waits_for_store {
                live.waits_for_store = false;
                live.tell_both(&ServerMessage::StoreAway { away: false });
            }
        }
    }

    /// The store is away: the room goes on in memory, its players told once.
    fn wait_for_store(&mut self, code: &RoomCode, error: &StoreError) {
        self.metrics.store_failed();
        if let Some(live) = self.rooms.get_mut(code)
            && !live.waits_for_store
        {
            log::say(&format!("room {code} waits for the store: {error}"));
            live.waits_for_store = true;
            live.tell_both(&ServerMessage::StoreAway { away: true });
        }
    }

    /// A room waiting for the store found a later version there: when it is this room's own
    /// earlier write (answered too late, so not counted), the room in memory carries it on and
    /// takes its version; whether it did.
    fn caught_up(&mut self, code: &RoomCode) -> Result<bool, Ending> {
        if !self
            .rooms
            .get(code)
            .is_some_and(|live| live.waits_for_store)
        {
            return Ok(false);
        }
        let Ok(Some((kept, version))) = self.store.load(code) else {
            return Ok(false);
        };
        let moved = self
            .rooms
            .get(code)
            .is_some_and(|live| live.version != version);
        Ok(moved && self.carries_on(code, &kept, version))
    }

    /// Whether the room in memory, waiting for the store, carries on the store's copy `kept`
    /// (its own write that landed late: the same secret and seats, no more actions); it then
    /// takes that copy's version.
    fn carries_on(&mut self, code: &RoomCode, kept: &StoredRoom, version: u64) -> bool {
        let Some(live) = self.rooms.get(code).filter(|live| live.waits_for_store) else {
            return false;
        };
        let ours = live.room.stored();
        let played = |stored: &StoredRoom| {
            Room::from_stored(&self.rules, stored.clone())
                .map(|room| room.table().actions_played())
                .ok()
        };
        let carried_on = kept.secret == ours.secret
            && kept.seats == ours.seats
            && (played(kept).zip(played(&ours))).is_some_and(|(kept, ours)| kept <= ours);
        if carried_on && let Some(live) = self.rooms.get_mut(code) {
            // That write's change was told here when it was made.
            if live.told_up_to == live.version {
                live.told_up_to = version;
            }
            live.version = version;
        }
        carried_on
    }

    /// Writes each room waiting for the store, once it answers again.
    pub fn keep_waiting_rooms(&mut self) {
        if !self.store.is_up() {
            return;
        }
        let waiting: Vec<RoomCode> = (self.rooms.iter())
            .filter(|(_, live)| live.waits_for_store)
            .map(|(code, _)| code.clone())
            .collect();
        for code in waiting {
            // The other servers heard nothing of the moves made meanwhile: their players are
            // shown the game whole, and its end if it ended.
            let shown = self.whole_game(&code);
            match self.write(&code, &shown) {
                Ok(true) => {}
                // Another server wrote the room meanwhile: its copy is the one that counts.
                Ok(false) => {
                    if self.refresh(&code).is_ok() {
                        self.show_the_game(&code);
                        self.kept_after_reading(&code);
                    }
                }
                Err(_) => {}
            }
            if !self.store.is_up() {
                return;
            }
        }
    }

    /// The room's game as every seat is shown it whole: the game, and its end with the secret
    /// once over.
    pub(super) fn whole_game(&self, code: &RoomCode) -> Vec<Told> {
        let Some(live) = self.rooms.get(code) else {
            return Vec::new();
        };
        let game = live.room.public_game(self.now());
        let end = live.room.ending();
        let rated = live.room.rating_news();
        game.into_iter()
            .chain(end)
            .chain(rated)
            .map(Told::both)
            .collect()
    }

    /// A room read again from the store is kept as it is there.
    fn kept_after_reading(&mut self, code: &RoomCode) {
        if let Some(version) = self.rooms.get(code).map(|live| live.version) {
            self.kept(code, version);
        }
    }

    /// Reads the room held in memory again from the store (another server wrote it since);
    /// its connections stay, each at the seat its token holds now. A store that is away
    /// leaves the room as it is in memory.
    pub(super) fn refresh(&mut self, code: &RoomCode) -> Result<(), Ending> {
        let loaded = match self.store.load(code) {
            Ok(loaded) => loaded,
            Err(StoreError::Away(error)) => {
                self.wait_for_store(code, &StoreError::Away(error));
                return Ok(());
            }
            Err(error) => return Err(self.store_failed(Some(code), error)),
        };
        let Some((stored, version)) = loaded else {
            self.let_go(code);
            return Err(Ending::Dropped("the room is no longer kept".into()));
        };
        // A write of this room's that landed late is no news: the room in memory goes on.
        if self.carries_on(code, &stored, version) {
            return Ok(());
        }
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

    /// The store failed on a room it could not give: the room's copy in memory, if any, is let
    /// go (the store's is the one that counts), and the connection ends to come back; a room
    /// the store gave damaged ends it for good, saying so.
    pub(super) fn store_failed(&mut self, code: Option<&RoomCode>, error: StoreError) -> Ending {
        if let Some(code) = code {
            self.let_go(code);
        }
        // The store answered with a room that does not read: coming back will not mend it.
        if let StoreError::Damaged(why) = error {
            log::say(&format!("a damaged room: {why}"));
            return Ending::for_good(Refusal::Hello, format!("{why}: it cannot be played"));
        }
        self.metrics.store_failed();
        log::say(&format!("the store failed: {error}"));
        Ending::Dropped(format!("the server could not reach its store: {error}"))
    }

    /// Forgets a room held in memory. Its connections hang up without a final word: the
    /// clients connect again as after any drop and find the room where it lives now.
    pub(super) fn let_go(&mut self, code: &RoomCode) {
        self.rooms.remove(code);
    }

    /// Whether another server wrote the room since this one read it (a shared store only); a
    /// store that is away says no, and the room goes on in memory.
    pub(super) fn is_behind(&mut self, code: &RoomCode) -> Result<bool, Ending> {
        let Some(live) = self.rooms.get(code) else {
            return Ok(false);
        };
        let held = live.version;
        match self.store.version(code) {
            Ok(stored) => Ok(stored.is_some_and(|stored| stored != held)),
            Err(StoreError::Away(_)) => Ok(false),
            Err(error) => Err(self.store_failed(Some(code), error)),
        }
    }

    /// Whether the store holds a room under this code (a store that is away: not as far as
    /// anyone can tell, for a code drawn at random among 31⁸).
    pub(super) fn stored(&mut self, code: &RoomCode) -> Result<bool, Ending> {
        match self.store.contains(code) {
            Ok(held) => Ok(held),
            Err(StoreError::Away(_)) => Ok(false),
            Err(error) => Err(self.store_failed(None, error)),
        }
    }
}
