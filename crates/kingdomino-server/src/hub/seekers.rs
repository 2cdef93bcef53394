//! Playing anyone: players who ask wait in a queue (this server's own, or one the servers share
//! in their store), and are paired with the closest rating they may play (`pairing.rs`), into a
//! new room made for them (wherever each connected). A waiting player's entry in a shared queue is good
//! for a minute and put back in the queue while they wait, so one whose server died is skipped.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;

use super::randomness::random_hex;
use super::{Ending, Hub, Line, SeatAt};
use crate::budgets::Spend;
use crate::log;
use crate::metrics::Refusal;
use crate::pairing::{SeekEntry, closest, window};
use kingdomino_core::games::GameKind;
use kingdomino_core::online::identity::PlayerId;
use kingdomino_core::online::protocol::{SeatToken, clean_name};
use kingdomino_core::online::{ClientMessage, ProvenPlayer, ServerMessage};

/// Players waiting for anyone on one server.
pub const MOST_SEEKERS: usize = 1_000;

/// The name of a player who gave none that shows.
const DEFAULT_NAME: &str = "Player";

/// How long an entry in the shared queue is good for; a waiting player's is renewed halfway.
const ENTRY_SECONDS: u64 = 60;

/// A waiting player connected to this server, the token made for the seat they will take (its
/// key goes with their entry), and the window they were last told of.
pub(super) struct Seeker {
    pub(super) line: Line,
    pub(super) entry: SeekEntry,
    pub(super) token: SeatToken,
    told_window: u32,
}

/// A seek as the hub takes it: the seeker's first message, and who its connection proved they
/// are (the claim's key signed that connection's challenge), for a rated game.
pub struct ProvenSeek {
    pub message: ClientMessage,
    pub player: Option<ProvenPlayer>,
}

/// This server's waiting players, and their queue when no store is shared.
#[derive(Default)]
pub(super) struct Seekers {
    waiting: HashMap<u64, Seeker>,
    queue: VecDeque<u64>,
}

impl Seekers {
    /// A waiting player, taken to seat them (they wait no more).
    pub(super) fn take(&mut self, connection: u64) -> Option<Seeker> {
        self.queue.retain(|&waiting| waiting != connection);
        self.waiting.remove(&connection)
    }

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
        seek: ProvenSeek,
    ) -> Result<Option<SeatAt>, Ending> {
        let ClientMessage::Seek {
            version,
            rules_id,
            name,
            allow_hints,
            allow_watchers,
            player: claim,
            game,
        } = seek.message
        else {
            return Err(Ending::for_good(Refusal::Malformed, "not a seek"));
        };
        if claim.is_some() && seek.player.is_none() {
            return Err(Ending::for_good(
                Refusal::Hello,
                "a rated seek's challenge was not signed",
            ));
        }
        self.spoken_game(version, game, &rules_id)?;
        self.spend(Spend::Seek, address)?;
        if self.seekers.waiting.len() >= MOST_SEEKERS {
            return Err(Ending::for_now(
                Refusal::Connections,
                "too many players are waiting here: try again later",
            ));
        }
        let (name, player, rating) = match seek.player {
            Some(proven) => {
                let (name, id, rating) = self.rated_seeker(proven, address, game.kind())?;
                (name, Some(id), Some(rating))
            }
            None => (clean_name(&name, DEFAULT_NAME), None, None),
        };
        let now = self.now();
        let token = SeatToken(random_hex::<16>().map_err(Ending::Dropped)?);
        let entry = SeekEntry {
            server: self.id,
            connection,
            name,
            allow_hints,
            allow_watchers,
            player,
            rating,
            game,
            group: serde_json::to_string(&game).expect("a game is plain data"),
            since: now,
            until: now + ENTRY_SECONDS,
            key: token.key(),
        };
        let seeker = Seeker {
            line,
            entry,
            token,
            told_window: 0,
        };
        let partners = self.partners_for(&seeker.entry, now)?;
        if !partners.is_empty() {
            let seated = self.seat_group(partners, seeker)?;
            self.thinking.note(connection, address);
            return Ok(Some(seated));
        }
        if !self.tell_window(seeker, now) {
            return Err(Ending::Dropped("a reader too slow".into()));
        }
        if !self.shared {
            self.seekers.queue.push_back(connection);
        }
        self.thinking.note(connection, address);
        Ok(None)
    }

    /// A rated seeker's name, id and rating, unless they already wait here.
    fn rated_seeker(
        &mut self,
        proven: ProvenPlayer,
        address: IpAddr,
        game: GameKind,
    ) -> Result<(String, PlayerId, i32), Ending> {
        let (name, id) = self.identify(proven, address)?;
        let waiting_here =
            (self.seekers.waiting.values()).any(|seeker| seeker.entry.player.as_ref() == Some(&id));
        if waiting_here {
            return Err(Ending::for_good(
                Refusal::Hello,
                "this player already waits for a game here (in another window?)",
            ));
        }
        let rating = self.rating_of(&id, game)?;
        Ok((name, id, rating))
    }

    /// A waiting player is told near which rating they are looked for and how far the window
    /// reaches (again whenever it widened), and kept waiting; whether their line took it.
    fn tell_window(&mut self, mut seeker: Seeker, now: u64) -> bool {
        let within = window(seeker.entry.since, now);
        if within != seeker.told_window {
            let seeking = ServerMessage::Seeking {
                near: seeker.entry.rating,
                within: seeker.entry.rating.map(|_| within),
                move_seconds: self.quick_match_seconds,
            };
            if !seeker.line.send(seeking) {
                return false;
            }
            seeker.told_window = within;
        }
        self.seekers.waiting.insert(seeker.entry.connection, seeker);
        true
    }

    /// The closest players `entry` may play among those waiting, as many as its game needs
    /// beside them, taken from the queue; or none, and `entry` joins it.
    fn partners_for(&mut self, entry: &SeekEntry, now: u64) -> Result<Vec<SeekEntry>, Ending> {
        let others = entry.game.places() - 1;
        if !self.shared {
            let waiting = &self.seekers.waiting;
            self.seekers
                .queue
                .retain(|connection| waiting.contains_key(connection));
            let queued = (self.seekers.queue.iter()).filter_map(|at| waiting.get(at));
            let partners: Vec<SeekEntry> = closest(entry, queued.map(|seeker| &seeker.entry), now)
                .into_iter()
                .cloned()
                .collect();
            (self.seekers.queue).retain(|&at| partners.iter().all(|taken| taken.connection != at));
            return Ok(partners);
        }
        let text = serde_json::to_string(entry).expect("an entry is plain data");
        // The script dropped what it found broken; an entry it took that is not a partner for
        // this player is dropped here, and the queue is asked again without it.
        for _ in 0..SEEK_TRIES {
            let taken = match self.store.seek(&text, now, others) {
                Ok(taken) => taken,
                Err(error) => return Err(self.store_failed(None, error)),
            };
            let partners: Result<Vec<SeekEntry>, String> =
                (taken.iter()).map(|text| partner(text, entry)).collect();
            match partners {
                Ok(partners) if partners.is_empty() || partners.len() == others => {
                    return Ok(partners);
                }
                Ok(partners) => log::say(&format!(
                    "the shared queue gave {} partners for a game that needs {others}",
                    partners.len()
                )),
                Err(why) => log::say(&format!("an entry of the shared queue refused: {why}")),
            }
        }
        Ok(Vec::new())
    }

    /// A waiting player's connection closed.
    pub fn stop_seeking(&mut self, connection: u64) {
        self.thinking.forget(connection);
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

    /// Groups the players waiting here who may play each other now: each in turn, longest
    /// waiting first, with the closest of the others that fit (its window is the wider the
    /// longer it waited).
    fn pair_waiting_here(&mut self, now: u64) {
        loop {
            let mut by_wait: Vec<&SeekEntry> = self
                .seekers
                .waiting
                .values()
                .map(|seeker| &seeker.entry)
                .collect();
            by_wait.sort_by_key(|entry| (entry.since, entry.connection));
            let group = by_wait.iter().find_map(|first| {
                let others = by_wait
                    .iter()
                    .copied()
                    .filter(|other| other.connection != first.connection);
                let partners = closest(first, others, now);
                (!partners.is_empty()).then(|| {
                    let partners: Vec<SeekEntry> = partners.into_iter().cloned().collect();
                    (first.connection, partners)
                })
            });
            let Some((came, partners)) = group else {
                return;
            };
            self.seekers
                .queue
                .retain(|&at| at != came && partners.iter().all(|taken| taken.connection != at));
            let Some(came) = self.seekers.waiting.remove(&came) else {
                return;
            };
            if self.seat_group(partners, came).is_err() {
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
            let renewed = Seeker { entry, ..seeker };
            match self.partners_for(&renewed.entry, now) {
                Ok(partners) if !partners.is_empty() => {
                    let _ = self.seat_group(partners, renewed);
                }
                Ok(_) => {
                    self.seekers.waiting.insert(connection, renewed);
                }
                Err(_) => {}
            }
        }
    }
}

/// How many times a seek asks the shared queue again after it gave entries that are not
/// partners (each time without them).
const SEEK_TRIES: usize = 3;

/// An entry of the shared queue as a partner for `entry`'s player: a seeker's entry, waiting for
/// the same game, under a name as clean as one from a seek.
fn partner(text: &str, entry: &SeekEntry) -> Result<SeekEntry, String> {
    let mut partner: SeekEntry = serde_json::from_str(text).map_err(|error| error.to_string())?;
    if partner.game != entry.game || partner.group != entry.group {
        return Err(format!("it waits for {}", partner.game.describe()));
    }
    partner.name = clean_name(&partner.name, DEFAULT_NAME);
    Ok(partner)
}
