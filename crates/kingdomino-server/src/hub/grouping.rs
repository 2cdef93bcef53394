//! A room made for players paired by anyone: two for the Duel, two to four for the original
//! game. Those who waited take the first seats, longest waiting first, each seated wherever
//! they wait (another server is told whom to seat); the one who came last is seated here.
//! Rated when every seat is a known player, no player twice.

use super::changes::{Edit, News, Paired, Told};
use super::seekers::Seeker;
use super::{Ending, Hub, RoomMade, SeatAt};
use crate::log;
use crate::pairing::SeekEntry;
use kingdomino_core::online::{RoomCode, ServerMessage};
use kingdomino_core::table::Place;

impl Hub {
    pub(super) fn seat_group(
        &mut self,
        mut waited: Vec<SeekEntry>,
        came: Seeker,
    ) -> Result<SeatAt, Ending> {
        let Seeker {
            line,
            entry: came,
            token: came_token,
            ..
        } = came;
        waited.sort_by_key(|entry| entry.since);
        let game = self.offered_game(came.game)?;
        let code = self.unused_code()?;
        let now = self.now();
        let made = RoomMade {
            game: &game,
            move_seconds: self.quick_match_seconds,
            computers: &[],
        };
        self.open_room(code.clone(), made, now)?;
        // A room whose players all wait here is kept from its first move; one with a player
        // on another server is read there, so it is written now.
        if let Some(live) = self.rooms.get_mut(&code) {
            live.unkept = waited.iter().all(|entry| entry.server == self.id);
        }
        let everyone: Vec<&SeekEntry> = waited.iter().chain([&came]).collect();
        let seats = match self.seat_everyone(&code, &everyone, now) {
            Ok(seats) => seats,
            Err(ending) => {
                self.rooms.remove(&code);
                return Err(ending);
            }
        };
        for (entry, &seat) in waited.iter().zip(&seats) {
            let paired = Paired {
                connection: entry.connection,
                seat,
            };
            if entry.server == self.id {
                self.seat_paired(&code, paired);
            } else {
                self.tell_paired_elsewhere(&code, entry.server, paired)?;
            }
        }
        let came_seat = *seats.last().expect("every player has a seat");
        let at = SeatAt {
            room: code.clone(),
            seat: came_seat,
        };
        self.tell_seated(&at, came.connection, line, came_token, None);
        // Each was seated before the others: all hear now that the others are there.
        let here: Vec<Told> = (seats.iter())
            .map(|&seat| {
                Told::both(ServerMessage::Presence {
                    seat,
                    connected: true,
                })
            })
            .collect();
        self.deliver(&code, &here);
        Ok(at)
    }

    /// Every player of the group joins the room, in order, each by the key of the token their
    /// server made for them; the room is rated when every seat is a known player (one player's
    /// two windows are not two).
    fn seat_everyone(
        &mut self,
        code: &RoomCode,
        everyone: &[&SeekEntry],
        now: u64,
    ) -> Result<Vec<Place>, Ending> {
        let mut seats = Vec::new();
        self.change(code, |live| {
            seats.clear();
            for entry in everyone {
                let name = entry.name.clone();
                let seat = (live.room)
                    .join_by_key(name, entry.allow_hints, entry.key.clone(), now)
                    .map_err(|error| Ending::Dropped(error.to_string()))?;
                live.room.set_allows_watchers(seat, entry.allow_watchers);
                live.room.set_away(seat, None);
                seats.push(seat);
            }
            let players: Option<Vec<_>> =
                everyone.iter().map(|entry| entry.player.clone()).collect();
            if let Some(players) = players {
                live.room.rate_as(players);
            }
            Ok(Edit::Changed {
                outcome: (),
                told: Vec::new(),
            })
        })?;
        Ok(seats)
    }

    /// A player waiting here was paired: their connection takes its seat, which the token
    /// made for them must hold (news says where; it is not believed).
    pub(super) fn seat_paired(&mut self, code: &RoomCode, paired: Paired) {
        let Some(seeker) = self.seekers.take(paired.connection) else {
            return;
        };
        let holds = self
            .rooms
            .get(code)
            .and_then(|live| live.room.seat_holding(&seeker.token));
        if holds != Some(paired.seat) {
            log::say(&format!(
                "room {code}: a pairing names seat {} that its player's token does not hold",
                paired.seat
            ));
            return;
        }
        let at = SeatAt {
            room: code.clone(),
            seat: paired.seat,
        };
        self.tell_seated(&at, paired.connection, seeker.line, seeker.token, None);
    }

    /// The other server hears whom it is to seat, and where.
    fn tell_paired_elsewhere(
        &mut self,
        code: &RoomCode,
        server: u64,
        paired: Paired,
    ) -> Result<(), Ending> {
        let version = self.rooms.get(code).map_or(0, |live| live.version);
        let news = News {
            server: self.id,
            room: code.clone(),
            version,
            told: Vec::new(),
            paired: Some((server, paired)),
        };
        let text = serde_json::to_string(&news).expect("news is plain data");
        self.store
            .publish(&text)
            .map_err(|error| self.store_failed(None, error))
    }
}
