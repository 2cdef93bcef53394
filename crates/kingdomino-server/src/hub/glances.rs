//! A player's look at their rooms from the title: how each stands, read from memory or the
//! store without bringing anything into memory or changing it; a seat's token is the only key.

use std::net::IpAddr;

use super::{Ending, Hub};
use crate::budgets::Spend;
use crate::metrics::Refusal;
use kingdomino_core::online::{
    ClientMessage, MAX_GLANCED_ROOMS, Room, RoomCode, RoomGlance, SeatToken, Standing,
};

impl Hub {
    /// How each room the glance names stands for the seat its token holds. A glance reads up to
    /// a few rooms from the store: it is charged to the address's allowance of glances.
    pub fn glance(
        &mut self,
        address: IpAddr,
        message: ClientMessage,
    ) -> Result<Vec<RoomGlance>, Ending> {
        let ClientMessage::Glance {
            version,
            rules_id,
            seats,
        } = message
        else {
            return Err(Ending::for_good(
                Refusal::Malformed,
                "a glance was expected",
            ));
        };
        self.check_speech(version, &rules_id)?;
        if seats.len() > MAX_GLANCED_ROOMS {
            return Err(Ending::for_good(
                Refusal::Malformed,
                format!(
                    "a glance asks about at most {MAX_GLANCED_ROOMS} rooms, not {}",
                    seats.len()
                ),
            ));
        }
        self.spend(Spend::Glance, address)?;
        let now = self.now();
        seats
            .into_iter()
            .map(|held| {
                let standing = self.standing(&held.room, &held.token, now)?;
                Ok(RoomGlance {
                    room: held.room,
                    standing,
                })
            })
            .collect()
    }

    /// How the room stands now for the token's seat: from this server's copy when it is up to
    /// date, else from the store's (read, not kept).
    fn standing(
        &mut self,
        code: &RoomCode,
        token: &SeatToken,
        now: u64,
    ) -> Result<Standing, Ending> {
        if self.rooms.contains_key(code) && !self.is_behind(code)? {
            return Ok(self.rooms[code].room.glance(token, now));
        }
        let loaded = match self.store.load(code) {
            Ok(loaded) => loaded,
            Err(error) => return Err(self.store_failed(None, error)),
        };
        // A stored room that no longer replays is gone for its players too.
        Ok(loaded
            .and_then(|(stored, _)| Room::from_stored(&self.rules, stored).ok())
            .map_or(Standing::Gone, |room| room.glance(token, now)))
    }
}
