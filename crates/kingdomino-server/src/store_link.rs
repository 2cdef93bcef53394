//! The hub's way to its store. Every call runs on the store's own thread, behind a bounded
//! queue, and the hub waits for its answer a moment at most: a store that stops answering
//! never holds the rooms. A call that fails or is not answered in time opens a breaker: every
//! call then fails at once (the rooms go on in memory, their moves not yet kept), while the
//! store's thread tries the store again, waiting twice as long after each failure up to half a
//! minute; its first answer closes the breaker.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};
use std::time::Duration;

use super::log;
use super::ratings::{NameClaim, PlayerPage, PlayerRecord, RatedGame};
use super::store::RoomStore;
use kingdomino_core::games::GameKind;
use kingdomino_core::online::identity::PlayerId;
use kingdomino_core::online::ratings::{BoardRow, Leaderboard, RatingChange};
use kingdomino_core::online::{RoomCode, StoredRoom};

/// The longest the hub waits for the store's answer: far beyond a healthy store's few
/// milliseconds, and short enough that the rooms hardly notice one that stopped.
const ANSWER_WAIT: Duration = Duration::from_millis(250);

/// Calls waiting for the store's thread, at most.
const QUEUED: usize = 256;

/// The first wait before the store is tried again, and the longest.
const FIRST_RETRY: Duration = Duration::from_millis(500);
const LONGEST_RETRY: Duration = Duration::from_secs(30);

/// Why a call to the store came to nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The store failed, did not answer in time, or is resting after failing: the rooms go on
    /// in memory.
    Away(String),
    /// A room the store holds does not read.
    Damaged(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Away(why) | StoreError::Damaged(why) => f.write_str(why),
        }
    }
}

type Job = Box<dyn FnOnce(&mut RoomStore) + Send>;

/// What the store's thread is asked.
enum Asked {
    Job(Job),
    /// Try the store until it answers, then close the breaker.
    Retry,
}

pub struct StoreLink {
    queue: SyncSender<Asked>,
    /// The breaker: open while the store is away.
    open: bool,
    /// Set by the store's thread when the store answered again.
    answered: Arc<AtomicBool>,
    in_memory: bool,
}

impl StoreLink {
    /// Starts the store's thread.
    pub fn start(store: RoomStore) -> StoreLink {
        let (queue, asked) = sync_channel(QUEUED);
        let answered = Arc::new(AtomicBool::new(false));
        let link = StoreLink {
            queue,
            open: false,
            answered: Arc::clone(&answered),
            in_memory: store.is_in_memory(),
        };
        let started = std::thread::Builder::new()
            .name("room store".into())
            .spawn(move || serve(store, asked, answered));
        if let Err(error) = started {
            log::say(&format!("the store's thread did not start: {error}"));
        }
        link
    }

    /// Whether calls go through now (the breaker is closed).
    pub fn is_up(&mut self) -> bool {
        if self.open && self.answered.swap(false, Ordering::Relaxed) {
            self.open = false;
            log::say("the store answers again");
        }
        !self.open
    }

    /// Runs `call` on the store's thread and waits for its answer a moment at most.
    fn call<T: Send + 'static>(
        &mut self,
        what: &str,
        call: impl FnOnce(&mut RoomStore) -> Result<T, String> + Send + 'static,
    ) -> Result<T, StoreError> {
        if !self.is_up() {
            return Err(StoreError::Away(format!(
                "{what}: the store is away, tried again shortly"
            )));
        }
        let (answer, answered) = sync_channel(1);
        let job: Job = Box::new(move |store| {
            let _ = answer.send(call(store));
        });
        let outcome = match self.queue.try_send(Asked::Job(job)) {
            Ok(()) => match answered.recv_timeout(ANSWER_WAIT) {
                Ok(Ok(value)) => return Ok(value),
                Ok(Err(error)) => error,
                Err(_) => format!("{what}: the store did not answer in time"),
            },
            Err(TrySendError::Full(_)) => format!("{what}: the store has too much to do"),
            Err(TrySendError::Disconnected(_)) => format!("{what}: the store's thread stopped"),
        };
        self.open_breaker(&outcome);
        Err(StoreError::Away(outcome))
    }

    fn open_breaker(&mut self, why: &str) {
        if self.open {
            return;
        }
        log::say(&format!("the store is away ({why}): rooms go on in memory"));
        self.open = true;
        self.answered.store(false, Ordering::Relaxed);
        // A full queue is still drained: its last job's answer closes the breaker then.
        let _ = self.queue.try_send(Asked::Retry);
    }

    /// The room and its version.
    pub fn load(&mut self, code: &RoomCode) -> Result<Option<(StoredRoom, u64)>, StoreError> {
        let asked = code.clone();
        let loaded = self.call("reading a room", move |store| store.load_text(&asked))?;
        loaded
            .map(|(text, version)| {
                serde_json::from_str(&text)
                    .map(|room| (room, version))
                    .map_err(|error| {
                        StoreError::Damaged(format!("room {code} in the store is damaged: {error}"))
                    })
            })
            .transpose()
    }

    /// The version the store holds (another server may have written the room since).
    pub fn version(&mut self, code: &RoomCode) -> Result<Option<u64>, StoreError> {
        let code = code.clone();
        self.call("reading a room's version", move |store| {
            store.version(&code)
        })
    }

    pub fn contains(&mut self, code: &RoomCode) -> Result<bool, StoreError> {
        self.version(code).map(|version| version.is_some())
    }

    /// Writes the room read at `version`: its new version, or none when another server wrote
    /// it first; `news` goes to the other servers in the same step.
    pub fn save(
        &mut self,
        room: &StoredRoom,
        version: u64,
        news: &str,
    ) -> Result<Option<u64>, StoreError> {
        let (room, news) = (room.clone(), news.to_owned());
        self.call("writing a room", move |store| {
            store.save(&room, version, &news)
        })
    }

    /// The `others` closest players `entry` may play in the shared queue, taken; or none, and
    /// `entry` put in it.
    pub fn seek(
        &mut self,
        entry: &str,
        now: u64,
        others: usize,
    ) -> Result<Vec<String>, StoreError> {
        let entry = entry.to_owned();
        self.call("seeking players", move |store| {
            store.seek(&entry, now, others)
        })
    }

    pub fn publish(&mut self, news: &str) -> Result<(), StoreError> {
        let news = news.to_owned();
        self.call("passing news on", move |store| store.publish(&news))
    }

    pub fn withdraw(&mut self, entry: &str) -> Result<(), StoreError> {
        let entry = entry.to_owned();
        self.call("leaving the queue", move |store| store.withdraw(&entry))
    }

    /// Rates a finished game unless a server rated it before.
    pub fn rate(&mut self, game: &RatedGame) -> Result<Option<Vec<RatingChange>>, StoreError> {
        let game = game.clone();
        self.call("rating a game", move |store| store.rate(&game))
    }

    pub fn leaderboard(
        &mut self,
        game: GameKind,
        own: Option<PlayerId>,
        provisional: bool,
    ) -> Result<Leaderboard, StoreError> {
        self.call("reading the leaderboard", move |store| {
            store.leaderboard(game, own.as_ref(), provisional)
        })
    }

    pub fn own_row(
        &mut self,
        game: GameKind,
        id: &PlayerId,
    ) -> Result<Option<BoardRow>, StoreError> {
        let id = id.clone();
        self.call("reading a player's place", move |store| {
            store.own_row(game, &id)
        })
    }

    pub fn player_record(
        &mut self,
        game: GameKind,
        id: &PlayerId,
    ) -> Result<Option<PlayerRecord>, StoreError> {
        let id = id.clone();
        self.call("reading a player", move |store| {
            store.player_record(game, &id)
        })
    }

    pub fn rated_changes(&mut self, key: &str) -> Result<Vec<RatingChange>, StoreError> {
        let key = key.to_owned();
        self.call("reading a rated game", move |store| {
            store.rated_changes(&key)
        })
    }

    pub fn player_page(&mut self, name: &str, tag: &str) -> Result<Option<PlayerPage>, StoreError> {
        let (name, tag) = (name.to_owned(), tag.to_owned());
        self.call("reading a player", move |store| {
            store.player_page(&name, &tag)
        })
    }

    pub fn claim_name(
        &mut self,
        name: &str,
        id: &PlayerId,
        newcomer: bool,
    ) -> Result<NameClaim, StoreError> {
        let (name, id) = (name.to_owned(), id.clone());
        self.call("claiming a name", move |store| {
            store.claim_name(&name, &id.tag(), &id, newcomer)
        })
    }

    pub fn bind_key(&mut self, id: &PlayerId, key: &str) -> Result<bool, StoreError> {
        let (id, key) = (id.clone(), key.to_owned());
        self.call("binding a player's key", move |store| {
            store.bind_key(&id, &key)
        })
    }

    /// Forgets the rooms past their time from a store in this process's memory.
    pub fn expire_in_memory(&mut self, now: u64) -> Result<(), StoreError> {
        if !self.in_memory {
            return Ok(());
        }
        self.call("expiring rooms", move |store| store.expire_in_memory(now))
    }
}

/// The store's thread: runs each call in turn; asked to retry, tries the store with a growing
/// wait until it answers.
fn serve(mut store: RoomStore, asked: Receiver<Asked>, answered: Arc<AtomicBool>) {
    while let Ok(asked) = asked.recv() {
        match asked {
            Asked::Job(job) => job(&mut store),
            Asked::Retry => {
                let mut wait = FIRST_RETRY;
                while let Err(error) = store.ping() {
                    log::say(&format!(
                        "the store is still away ({error}): tried again in {wait:?}"
                    ));
                    std::thread::sleep(wait);
                    wait = (wait * 2).min(LONGEST_RETRY);
                }
                answered.store(true, Ordering::Relaxed);
            }
        }
    }
}
