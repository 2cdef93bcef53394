//! A room held in memory: the room itself, who is connected to each seat and who watches,
//! since when nobody is, and the version of it the store holds. Telling a seat goes through
//! its line; what every seat hears the watchers hear too; a connection that lets its messages
//! pile up is let go, a seat's kept for its player.

use super::Line;
use crate::metrics::{Metrics, Refusal};
use crate::store_clock::StoreClock;
use kingdomino_core::online::{Room, SeatToken, ServerMessage};
use kingdomino_core::player_files::data_store::now_seconds;
use kingdomino_core::table::Place;

/// A connection seated in a room, or watching it.
pub(super) struct Seated {
    pub connection: u64,
    pub line: Line,
    /// The token its seat was taken with (none for a watcher): after the room is read again,
    /// the connection sits wherever that token's seat is then.
    pub token: Option<SeatToken>,
    /// The seat's epoch when this connection took it.
    pub epoch: u32,
}

pub(super) struct LiveRoom {
    pub room: Room,
    /// Each seat's connection, one entry a seat.
    pub connected: Vec<Option<Seated>>,
    pub watchers: Vec<Seated>,
    /// Since when nobody is connected (seconds since 1970): a room brought into memory counts
    /// from then, so a hello that came to nothing does not keep it.
    pub unwatched_since: Option<u64>,
    /// The store's version of the room this server read or wrote last.
    pub version: u64,
    /// Made for two players who asked for anyone, both here, and not written yet: written
    /// with its first move, so pairs who leave before one cost the store nothing.
    pub unkept: bool,
    /// Changed while the store was away: written, and its players told, once it answers.
    pub waits_for_store: bool,
    /// Its game ended rated, and the store said another server rated it: that one tells.
    pub rated_elsewhere: bool,
    /// The last version whose news this server's players heard (the room may have been read
    /// at a later one: the news in between is still to be told).
    pub told_up_to: u64,
    pub metrics: Metrics,
    /// The store's clock, which a player's leaving is kept on.
    pub clock: StoreClock,
}

impl LiveRoom {
    /// Whether `seat`'s player is there as far as this server knows: connected here, the
    /// computer's own seat, or (on a store shared with other servers) not known to be away.
    pub fn is_there(&self, seat: Place, shared: bool) -> bool {
        self.connected
            .get(seat.index())
            .is_some_and(Option::is_some)
            || self.room.computer_level(seat).is_some()
            || (shared && self.room.away_since(seat).is_none())
    }

    /// Each seated connection moved to the seat its token holds in the room as it is now (a
    /// rematch heard of only by reading the room again moved the players round), and told its
    /// seat there; one whose token holds no seat any more is let go, told why.
    pub fn reseat_by_tokens(&mut self, away_grace_seconds: u64) {
        let mut placed: Vec<Option<Seated>> = self.room.all_seats().map(|_| None).collect();
        let held: Vec<(usize, Seated)> = (self.connected.iter_mut().enumerate())
            .filter_map(|(at, seated)| Some((at, seated.take()?)))
            .collect();
        for (at, seated) in held {
            let seat = (seated.token.as_ref()).and_then(|token| self.room.seat_holding(token));
            match (seat, &seated.token) {
                (Some(seat), Some(token)) if placed[seat.index()].is_none() => {
                    if seat.index() != at {
                        seated.line.send(ServerMessage::Welcome {
                            room: self.room.code().clone(),
                            seat,
                            token: token.clone(),
                            away_grace_seconds,
                        });
                    }
                    placed[seat.index()] = Some(seated);
                }
                _ => {
                    seated.line.send(ServerMessage::Closing {
                        reason: "this seat is no longer yours in this room".into(),
                        for_good: true,
                    });
                }
            }
        }
        self.connected = placed;
    }

    /// Tells `seat`'s connection, if there is one; one that lets its messages pile up is let
    /// go as a drop (the seat is kept for its player's return).
    pub fn tell(&mut self, seat: Place, message: &ServerMessage) {
        let keeps_up = (self.connected.get(seat.index()))
            .and_then(Option::as_ref)
            .is_none_or(|seated| seated.line.send(message.clone()));
        if !keeps_up {
            self.metrics.refused(Refusal::Dropped);
            self.disconnect(seat);
        }
    }

    /// Tells every seat and every watcher.
    pub fn tell_both(&mut self, message: &ServerMessage) {
        for seat in self.room.all_seats() {
            self.tell(seat, message);
        }
        let before = self.watchers.len();
        self.watchers
            .retain(|watcher| watcher.line.send(message.clone()));
        if self.watchers.len() < before {
            self.metrics.refused(Refusal::Dropped);
            self.tell_audience();
        }
    }

    /// The players hear how many watch.
    pub fn tell_audience(&mut self) {
        let count = ServerMessage::Watchers {
            count: self.watchers.len() as u32,
        };
        for seat in self.room.all_seats() {
            self.tell(seat, &count);
        }
        self.note_if_unwatched();
    }

    /// Nobody connected, player or watcher: the room may leave memory a while from now.
    pub fn note_if_unwatched(&mut self) {
        if self.connected.iter().all(Option::is_none) && self.watchers.is_empty() {
            self.unwatched_since.get_or_insert(now_seconds());
        }
    }

    /// The seat's connection is gone: the other players are told, and the room counts as
    /// unwatched once nobody is left.
    pub fn disconnect(&mut self, seat: Place) {
        let connected = self.connected.get_mut(seat.index());
        if connected.and_then(Option::take).is_none() {
            return;
        }
        self.room.set_away(seat, Some(self.clock.now()));
        self.tell_both(&ServerMessage::Presence {
            seat,
            connected: false,
        });
        self.note_if_unwatched();
    }
}
