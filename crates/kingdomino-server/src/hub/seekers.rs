//! Playing anyone: players who ask wait in a queue (this server's own, or one the servers share
//! in their store), and are paired with the closest rating they may play (`pairing.rs`), into a
//! new room made for them (wherever each connected). A waiting player's entry in a shared queue is good
//! for a minute and put back in the queue while they wait, so one whose server died is skipped.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;

use super::changes::{Edit, News, Paired, Told};
use super::randomness::random_hex;
use super::{Ending, Hub, Line, RoomMade, SeatAt};
use crate::budgets::Spend;
use crate::metrics::Refusal;
use crate::pairing::{SeekEntry, closest, gap, window};
use kingdomino_core::games::GameSetup;
use kingdomino_core::online::protocol::clean_name;
use kingdomino_core::online::ratings::STARTING_RATING;
use kingdomino_core::online::{ClientMessage, RoomCode, RoomGame, SeatToken, ServerMessage};

/// Players waiting for anyone on one server.
pub const MOST_SEEKERS: usize = 1_000;

/// How long an entry in the shared queue is good for; a waiting player's is renewed halfway.
const ENTRY_SECONDS: u64 = 60;

/// A waiting player connected to this server, and the window they were last told of.
pub(super) struct Seeker {
    line: Line,
    entry: SeekEntry,
    told_window: u32,
}

/// This server's waiting players, and their queue when no store is shared.
#[derive(Default)]
pub(super) struct Seekers {
    waiting: HashMap<u64, Seeker>,
    queue: VecDeque<u64>,
}

impl Seekers {
    /// How many wait here, and how many places the local queue holds (for the tests).
    #[cfg(test)]
    pub(super) fn counts(&self) -> (usize, usize) {
        (self.waiting.len(), self.queue.len())
    }
}

impl Hub {
    /// A seeker's first message: seated at once with the first player waiting, or waiting for
    /// the next (`None`).
    pub fn seek(
        &mut self,
        connection: u64,
        address: IpAddr,
        line: Line,
        message: ClientMessage,
    ) -> Result<Option<SeatAt>, Ending> {
        let ClientMessage::Seek {
            version,
            rules_id,
            name,
            allow_hints,
            allow_watchers,
            player,
        } = message
        else {
            return Err(Ending::for_good(Refusal::Malformed, "not a seek"));
        };
        self.check_speech(version, &rules_id)?;
        self.spend(Spend::Seek, address)?;
        if self.seekers.waiting.len() >= MOST_SEEKERS {
            return Err(Ending::for_now(
                Refusal::Connections,
                "too many players are waiting here: try again later",
            ));
        }
        let (name, player, rating) = match player {
            Some(proof) => {
                let (name, id) = self.identify(&proof, address)?;
                let waiting_here = (self.seekers.waiting.values())
                    .any(|seeker| seeker.entry.player.as_ref() == Some(&id));
                if waiting_here {
                    return Err(Ending::for_good(
                        Refusal::Hello,
                        "this player already waits for a game here (in another window?)",
                    ));
                }
                let rating = self.rating_of(&id)?;
                (name, Some(id), Some(rating))
            }
            None => (clean_name(&name, "Player"), None, None),
        };
        let now = self.now();
        let entry = SeekEntry {
            server: self.id,
            connection,
            name,
            allow_hints,
            allow_watchers,
            player,
            rating,
            since: now,
            until: now + ENTRY_SECONDS,
        };
        match self.partner_for(&entry, now)? {
            Some(partner) => self.pair(partner, entry, line).map(Some),
            None => {
                let seeker = Seeker {
                    line,
                    entry,
                    told_window: 0,
                };
                if !self.tell_window(seeker, now) {
                    return Err(Ending::Dropped("a reader too slow".into()));
                }
                if !self.shared {
                    self.seekers.queue.push_back(connection);
                }
                Ok(None)
            }
        }
    }

    /// A waiting player is told near which rating they are looked for and how far the window
    /// reaches (again whenever it widened), and kept waiting; whether their line took it.
    fn tell_window(&mut self, mut seeker: Seeker, now: u64) -> bool {
        let within = window(seeker.entry.since, now);
        if within != seeker.told_window {
            let seeking = ServerMessage::Seeking {
                near: seeker.entry.rating,
                within: seeker.entry.rating.map(|_| within),
            };
            if !seeker.line.send(seeking) {
                return false;
            }
            seeker.told_window = within;
        }
        self.seekers.waiting.insert(seeker.entry.connection, seeker);
        true
    }

    /// The closest player `entry` may play among those waiting, taken from the queue; or
    /// `entry` joins it.
    fn partner_for(&mut self, entry: &SeekEntry, now: u64) -> Result<Option<SeekEntry>, Ending> {
        if !self.shared {
            let waiting = &self.seekers.waiting;
            self.seekers
                .queue
                .retain(|connection| waiting.contains_key(connection));
            let queued = (self.seekers.queue.iter()).filter_map(|at| waiting.get(at));
            let partner = closest(entry, queued.map(|seeker| &seeker.entry), now).cloned();
            if let Some(partner) = &partner {
                self.seekers.queue.retain(|&at| at != partner.connection);
            }
            return Ok(partner);
        }
        let text = serde_json::to_string(entry).expect("an entry is plain data");
        let taken = match self.store.seek(&text, now) {
            Ok(taken) => taken,
            Err(error) => return Err(self.store_failed(None, error)),
        };
        Ok(taken.and_then(|text| serde_json::from_str(&text).ok()))
    }

    /// A new room for the two: the one who waited takes the first seat. This player is
    /// seated here; the other wherever they wait.
    fn pair(&mut self, waited: SeekEntry, came: SeekEntry, line: Line) -> Result<SeatAt, Ending> {
        let code = self.unused_code()?;
        let now = self.now();
        let duel = RoomGame::of(&self.rules, GameSetup::Duel).expect("every rule set has a Duel");
        let made = RoomMade {
            game: &duel,
            move_seconds: 0,
            computers: &[],
        };
        self.open_room(code.clone(), made, now)?;
        // A room of two players here is kept from its first move; one whose other player
        // waits on another server is read there, so it is written now.
        if let Some(live) = self.rooms.get_mut(&code) {
            live.unkept = waited.server == self.id;
        }
        let tokens = [random_hex::<16>(), random_hex::<16>()];
        let [Ok(first_token), Ok(second_token)] = tokens else {
            self.rooms.remove(&code);
            return Err(Ending::Dropped("the system gives no random numbers".into()));
        };
        let mut seats = Vec::new();
        let joined = self.change(&code, |live| {
            seats.clear();
            for (entry, token) in [(&waited, &first_token), (&came, &second_token)] {
                let (seat, token) = live
                    .room
                    .join(
                        entry.name.clone(),
                        entry.allow_hints,
                        None,
                        SeatToken(token.clone()),
                        now,
                    )
                    .map_err(|error| Ending::Dropped(error.to_string()))?;
                live.room.set_allows_watchers(seat, entry.allow_watchers);
                live.room.set_away(seat, None);
                seats.push((seat, token));
            }
            // Rated when both are known players, and two (one player's two windows are not).
            if let (Some(first), Some(second)) = (&waited.player, &came.player) {
                live.room.rate_as(vec![first.clone(), second.clone()]);
            }
            Ok(Edit::Changed {
                outcome: (),
                told: Vec::new(),
            })
        });
        if let Err(ending) = joined {
            self.rooms.remove(&code);
            return Err(ending);
        }
        let [(waited_seat, waited_token), (came_seat, came_token)] =
            [seats[0].clone(), seats[1].clone()];
        let waited_at = Paired {
            connection: waited.connection,
            seat: waited_seat,
            token: waited_token,
        };
        if waited.server == self.id {
            self.seat_paired(&code, waited_at);
        } else {
            self.tell_paired_elsewhere(&code, waited.server, waited_at)?;
        }
        let at = SeatAt {
            room: code.clone(),
            seat: came_seat,
        };
        self.tell_seated(&at, came.connection, line, came_token, None);
        // Each was seated before the other: both hear now that the other is there.
        let here: Vec<Told> = [waited_seat, came_seat]
            .map(|seat| {
                Told::both(ServerMessage::Presence {
                    seat,
                    connected: true,
                })
            })
            .into();
        self.deliver(&code, &here);
        Ok(at)
    }

    /// A player waiting here was paired: their connection takes its seat.
    pub(super) fn seat_paired(&mut self, code: &RoomCode, paired: Paired) {
        let Some(seeker) = self.seekers.waiting.remove(&paired.connection) else {
            return;
        };
        let at = SeatAt {
            room: code.clone(),
            seat: paired.seat,
        };
        self.tell_seated(&at, paired.connection, seeker.line, paired.token, None);
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

    /// A waiting player's connection closed.
    pub fn stop_seeking(&mut self, connection: u64) {
        self.seekers.queue.retain(|&waiting| waiting != connection);
        if let Some(seeker) = self.seekers.waiting.remove(&connection) {
            let text = serde_json::to_string(&seeker.entry).expect("an entry is plain data");
            if let Err(error) = self.store.withdraw(&text) {
                self.store_failed(None, error);
            }
        }
    }

    /// The waiting players' windows widen as they wait: on this server's own queue those who
    /// may play each other now are paired; in a shared queue each entry is renewed halfway to
    /// its end, seeking again with its wider window. Each is told their window once it widened.
    pub fn renew_seekers(&mut self, now: u64) {
        if self.shared {
            self.renew_shared_entries(now);
        } else {
            self.pair_waiting_here(now);
        }
        let connections: Vec<u64> = self.seekers.waiting.keys().copied().collect();
        for connection in connections {
            if let Some(seeker) = self.seekers.waiting.remove(&connection) {
                let entry = seeker.entry.clone();
                if !self.tell_window(seeker, now) {
                    let text = serde_json::to_string(&entry).expect("an entry is plain data");
                    let _ = self.store.withdraw(&text);
                }
            }
        }
    }

    /// Pairs the players waiting here who may play each other now, closest first: neighbours
    /// in rating order (when any two fit, two neighbours between them do).
    fn pair_waiting_here(&mut self, now: u64) {
        loop {
            let mut by_rating: Vec<&SeekEntry> = self
                .seekers
                .waiting
                .values()
                .map(|seeker| &seeker.entry)
                .collect();
            by_rating.sort_by_key(|entry| (entry.rating.unwrap_or(STARTING_RATING), entry.since));
            let fitting = by_rating
                .windows(2)
                .filter_map(|pair| Some((gap(pair[0], pair[1], now)?, pair[0], pair[1])))
                .min_by_key(|(gap, _, _)| *gap);
            let Some((_, one, other)) = fitting else {
                return;
            };
            // The one who waited longer takes the first seat.
            let (waited, came) = if one.since <= other.since {
                (one.clone(), other.connection)
            } else {
                (other.clone(), one.connection)
            };
            self.seekers
                .queue
                .retain(|&at| at != waited.connection && at != came);
            let Some(came) = self.seekers.waiting.remove(&came) else {
                return;
            };
            if self.pair(waited, came.entry, came.line).is_err() {
                return;
            }
        }
    }

    /// The entries due in the shared queue seek again with their wider window.
    fn renew_shared_entries(&mut self, now: u64) {
        let due: Vec<u64> = self
            .seekers
            .waiting
            .iter()
            .filter(|(_, seeker)| seeker.entry.until <= now + ENTRY_SECONDS / 2)
            .map(|(connection, _)| *connection)
            .collect();
        for connection in due {
            let Some(seeker) = self.seekers.waiting.remove(&connection) else {
                continue;
            };
            let old = serde_json::to_string(&seeker.entry).expect("an entry is plain data");
            if self.store.withdraw(&old).is_err() {
                self.seekers.waiting.insert(connection, seeker);
                continue;
            }
            let entry = SeekEntry {
                until: now + ENTRY_SECONDS,
                ..seeker.entry.clone()
            };
            match self.partner_for(&entry, now) {
                Ok(Some(partner)) => {
                    let _ = self.pair(partner, entry, seeker.line);
                }
                Ok(None) => {
                    let renewed = Seeker { entry, ..seeker };
                    self.seekers.waiting.insert(connection, renewed);
                }
                Err(_) => {}
            }
        }
    }
}
