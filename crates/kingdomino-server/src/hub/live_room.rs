//! A room held in memory: the room itself, who is connected to each seat, since when nobody
//! is, and the version of it the store holds. Telling a seat goes through its line; a
//! connection that lets its messages pile up is let go, its seat kept.

use super::Line;
use crate::metrics::{Metrics, Refusal};
use kingdomino_core::online::{Room, ServerMessage};
use kingdomino_core::player_files::data_store::now_seconds;
use kingdomino_core::rules::SeatNumber;

/// A connection seated in a room.
pub(super) struct Seated {
    pub connection: u64,
    pub line: Line,
}

pub(super) struct LiveRoom {
    pub room: Room,
    pub connected: [Option<Seated>; 2],
    /// Since when nobody is connected (seconds since 1970): a room brought into memory counts
    /// from then, so a hello that came to nothing does not keep it.
    pub unwatched_since: Option<u64>,
    /// The store's version of the room this server read or wrote last.
    pub version: u64,
    pub metrics: Metrics,
}

impl LiveRoom {
    /// Tells `seat`'s connection, if there is one; one that lets its messages pile up is let
    /// go as a drop (the seat is kept for its player's return).
    pub fn tell(&mut self, seat: SeatNumber, message: &ServerMessage) {
        let keeps_up = self.connected[seat]
            .as_ref()
            .is_none_or(|seated| seated.line.send(message.clone()));
        if !keeps_up {
            self.metrics.refused(Refusal::Dropped);
            self.disconnect(seat);
        }
    }

    pub fn tell_both(&mut self, message: &ServerMessage) {
        for seat in SeatNumber::BOTH {
            self.tell(seat, message);
        }
    }

    /// The seat's connection is gone: the other player is told, and the room counts as
    /// unwatched once nobody is left.
    pub fn disconnect(&mut self, seat: SeatNumber) {
        if self.connected[seat].take().is_none() {
            return;
        }
        let now = now_seconds();
        self.room.set_away(seat, Some(now));
        self.tell(
            seat.other(),
            &ServerMessage::Presence {
                seat,
                connected: false,
            },
        );
        if self.connected.iter().all(Option::is_none) {
            self.unwatched_since = Some(now);
        }
    }
}
