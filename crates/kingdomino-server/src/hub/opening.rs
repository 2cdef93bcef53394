//! Rooms coming into memory: a new one made under its code with its clock, its secret, who
//! starts and the computer's seats; one read from the store; a code no room has.

use super::live_room::LiveRoom;
use super::randomness::{random_bytes, random_secret, random_u64};
use super::{Ending, Hub, RoomMade};
use crate::metrics::Refusal;
use kingdomino_core::online::protocol::CODE_LENGTH;
use kingdomino_core::online::{Room, RoomCode};
use kingdomino_core::player_files::data_store::now_seconds;

impl Hub {
    /// A new room for `game` under `code` with its clock, its secret and who starts drawn at
    /// random.
    pub(super) fn open_room(
        &mut self,
        code: RoomCode,
        made: RoomMade,
        now: u64,
    ) -> Result<(), Ending> {
        self.room_for_another()?;
        let game = made.game;
        let mut room = Room::new(
            game,
            code,
            random_secret().map_err(Ending::Dropped)?,
            random_u64().map_err(Ending::Dropped)?,
            now,
        )
        .ok_or_else(|| {
            Ending::for_good(Refusal::Hello, format!("there is no {}", game.describe()))
        })?;
        let move_seconds = match made.move_seconds {
            0 => 0,
            asked => asked.max(self.min_move_seconds),
        };
        room.set_move_seconds(move_seconds);
        (room.seat_computers(made.computers))
            .map_err(|why| Ending::for_good(Refusal::Hello, why))?;
        self.add(room, 0);
        Ok(())
    }

    fn add(&mut self, mut room: Room, version: u64) {
        // On a store of its own the server was all there was: nobody is connected yet. On a
        // shared one a seat may be connected to another server.
        if !self.shared {
            room.count_absent_from(self.now());
        }
        let seats = room.all_seats();
        self.rooms.insert(
            room.code().clone(),
            LiveRoom {
                room,
                version,
                told_up_to: version,
                connected: seats.map(|_| None).collect(),
                watchers: Vec::new(),
                unwatched_since: Some(now_seconds()),
                unkept: false,
                waits_for_store: false,
                rated_elsewhere: false,
                metrics: self.metrics.clone(),
                clock: self.clock.clone(),
            },
        );
    }

    pub(super) fn unused_code(&mut self) -> Result<RoomCode, Ending> {
        loop {
            let code =
                RoomCode::from_random(random_bytes::<CODE_LENGTH>().map_err(Ending::Dropped)?);
            if !self.rooms.contains_key(&code) && !self.stored(&code)? {
                return Ok(code);
            }
        }
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
