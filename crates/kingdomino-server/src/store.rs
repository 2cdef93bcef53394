//! Where the server keeps its rooms, written after every join and action before anyone is told,
//! so a server started again on the same store serves every room it had: a SQLite file for one
//! server (or several on one machine), or a Redis that several servers share (any of them serves
//! any room).
//!
//! Each room has a version, one more at each write. A write names the version it was read at
//! and fails when another server wrote the room since: that server holds the room now.

use std::path::PathBuf;

use super::log;
use super::ratings::{NameClaim, PlayerPage, PlayerRecord, RatedGame};
use super::redis_store::RedisStore;
use super::sqlite_store::SqliteStore;
use kingdomino_core::games::GameKind;
use kingdomino_core::online::identity::PlayerId;
use kingdomino_core::online::ratings::{BoardRow, Leaderboard, RatingChange};
use kingdomino_core::online::{RoomCode, StoredRoom};

pub enum RoomStore {
    Sqlite(SqliteStore),
    Redis(Box<RedisStore>),
}

/// Where `--store` says: a `redis://` address, else a SQLite file's path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreAddress {
    Sqlite(PathBuf),
    Redis(String),
}

impl StoreAddress {
    pub fn of(text: &str) -> StoreAddress {
        if text.starts_with("redis://") || text.starts_with("rediss://") {
            StoreAddress::Redis(text.to_string())
        } else {
            StoreAddress::Sqlite(PathBuf::from(text))
        }
    }
}

/// Shown in the log and in messages: a Redis address's password stays out of both.
impl std::fmt::Display for StoreAddress {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreAddress::Sqlite(path) => write!(f, "{}", path.display()),
            StoreAddress::Redis(address) => f.write_str(&log::without_password(address)),
        }
    }
}

impl RoomStore {
    pub fn open(address: &StoreAddress) -> Result<RoomStore, String> {
        Ok(match address {
            StoreAddress::Sqlite(path) => RoomStore::Sqlite(SqliteStore::open(path)?),
            StoreAddress::Redis(url) if url.starts_with("rediss://") => {
                return Err(format!(
                    "--store {address}: this server does not speak TLS to Redis (rediss://); \
                     reach Redis with redis:// over a private network, or through a TLS tunnel \
                     such as stunnel or spiped on this machine"
                ));
            }
            StoreAddress::Redis(url) => RoomStore::Redis(Box::new(RedisStore::open(url)?)),
        })
    }

    /// Another connection to the same store, for reading beside the rooms' own.
    pub fn reader(&self) -> Result<RoomStore, String> {
        Ok(match self {
            RoomStore::Sqlite(store) => RoomStore::Sqlite(store.reader()?),
            RoomStore::Redis(store) => RoomStore::Redis(Box::new(store.reader()?)),
        })
    }

    /// The room as the store keeps it (JSON), and its version.
    pub fn load_text(&mut self, code: &RoomCode) -> Result<Option<(String, u64)>, String> {
        match self {
            RoomStore::Sqlite(store) => store.load_text(code),
            RoomStore::Redis(store) => store.load_text(code),
        }
    }

    /// Whether the store answers.
    pub fn ping(&mut self) -> Result<(), String> {
        match self {
            RoomStore::Sqlite(store) => store.ping(),
            RoomStore::Redis(store) => store.ping(),
        }
    }

    /// The version the store holds (another server may have written the room since).
    pub fn version(&mut self, code: &RoomCode) -> Result<Option<u64>, String> {
        match self {
            RoomStore::Sqlite(store) => store.version(code),
            RoomStore::Redis(store) => store.version(code),
        }
    }

    pub fn contains(&mut self, code: &RoomCode) -> Result<bool, String> {
        self.version(code).map(|version| version.is_some())
    }

    /// Writes the room read at `version`: its new version, or none when another server wrote
    /// it first. A shared store passes `news` (the change as the players heard it) to the
    /// other servers in the same step.
    pub fn save(
        &mut self,
        room: &StoredRoom,
        version: u64,
        news: &str,
    ) -> Result<Option<u64>, String> {
        match self {
            RoomStore::Sqlite(store) => store.save(room, version),
            RoomStore::Redis(store) => store.save(room, version, news),
        }
    }

    /// The queue of players waiting for anyone, when servers share it: the `others` closest
    /// that `entry` may play, taken, or none and `entry` put in the queue. A store of one
    /// server's own has no shared queue.
    pub fn seek(&mut self, entry: &str, now: u64, others: usize) -> Result<Vec<String>, String> {
        match self {
            RoomStore::Sqlite(_) => Ok(Vec::new()),
            RoomStore::Redis(store) => store.seek(entry, now, others),
        }
    }

    /// Passes news to the other servers (a shared store only).
    pub fn publish(&mut self, news: &str) -> Result<(), String> {
        match self {
            RoomStore::Sqlite(_) => Ok(()),
            RoomStore::Redis(store) => store.publish(news),
        }
    }

    pub fn withdraw(&mut self, entry: &str) -> Result<(), String> {
        match self {
            RoomStore::Sqlite(_) => Ok(()),
            RoomStore::Redis(store) => store.withdraw(entry),
        }
    }

    /// Whether other servers share this store (and hear each other's news through it).
    /// Rates a finished game unless it was rated before: each seat's change, or none.
    pub fn rate(&mut self, game: &RatedGame) -> Result<Option<Vec<RatingChange>>, String> {
        match self {
            RoomStore::Sqlite(store) => store.rate(game),
            RoomStore::Redis(store) => store.rate(game),
        }
    }

    pub fn leaderboard(
        &mut self,
        game: GameKind,
        own: Option<&PlayerId>,
        provisional: bool,
    ) -> Result<Leaderboard, String> {
        match self {
            RoomStore::Sqlite(store) => store.leaderboard(game, own, provisional),
            RoomStore::Redis(store) => store.leaderboard(game, own, provisional),
        }
    }

    /// `id`'s line on the game's board, wherever they stand.
    pub fn own_row(&mut self, game: GameKind, id: &PlayerId) -> Result<Option<BoardRow>, String> {
        match self {
            RoomStore::Sqlite(store) => store.own_row(game, id),
            RoomStore::Redis(store) => store.own_row(game, id),
        }
    }

    pub fn player_record(
        &mut self,
        game: GameKind,
        id: &PlayerId,
    ) -> Result<Option<PlayerRecord>, String> {
        match self {
            RoomStore::Sqlite(store) => store.player_record(game, id),
            RoomStore::Redis(store) => store.player_record(game, id),
        }
    }

    /// What the game rated under `key` changed (none when it is not kept, or kept without).
    pub fn rated_changes(&mut self, key: &str) -> Result<Vec<RatingChange>, String> {
        match self {
            RoomStore::Sqlite(store) => store.rated_changes(key),
            RoomStore::Redis(store) => store.rated_changes(key),
        }
    }

    pub fn player_page(&mut self, name: &str, tag: &str) -> Result<Option<PlayerPage>, String> {
        match self {
            RoomStore::Sqlite(store) => store.player_page(name, tag),
            RoomStore::Redis(store) => store.player_page(name, tag),
        }
    }

    pub fn claim_name(
        &mut self,
        name: &str,
        tag: &str,
        id: &PlayerId,
        newcomer: bool,
    ) -> Result<NameClaim, String> {
        match self {
            RoomStore::Sqlite(store) => store.claim_name(name, tag, id, newcomer),
            RoomStore::Redis(store) => store.claim_name(name, tag, id, newcomer),
        }
    }

    /// Whether `key` is the one the hashed identity `id` answers to (bound now if it had none).
    pub fn bind_key(&mut self, id: &PlayerId, key: &str) -> Result<bool, String> {
        match self {
            RoomStore::Sqlite(store) => store.bind_key(id, key),
            RoomStore::Redis(store) => store.bind_key(id, key),
        }
    }

    pub fn is_shared(&self) -> bool {
        matches!(self, RoomStore::Redis(_))
    }

    /// Whether the store lives in this process's memory only.
    pub fn is_in_memory(&self) -> bool {
        matches!(self, RoomStore::Sqlite(store) if store.in_memory())
    }

    /// Where the rooms past their time are forgotten beside the rooms' own work: another
    /// connection to a SQLite file. None for Redis (each write sets the room's expiry) and for
    /// a store in memory (see [`RoomStore::expire_in_memory`]).
    pub fn expiry(&self) -> Result<Option<SqliteStore>, String> {
        match self {
            RoomStore::Sqlite(store) => store.another(),
            RoomStore::Redis(_) => Ok(None),
        }
    }

    /// Forgets the rooms kept until before `now` (seconds since 1970) from a store in this
    /// process's memory, which no other connection can reach.
    pub fn expire_in_memory(&mut self, now: u64) -> Result<(), String> {
        match self {
            RoomStore::Sqlite(store) if store.in_memory() => store.expire(now).map(|_| ()),
            RoomStore::Sqlite(_) | RoomStore::Redis(_) => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_redis_password_is_never_shown_and_tls_is_refused_with_the_way_round() {
        let shown = StoreAddress::of("redis://game:s3cret@10.0.0.5:6379/0").to_string();
        assert_eq!(shown, "redis://game:***@10.0.0.5:6379/0");
        let shown = StoreAddress::of("redis://:s3cret@db:6379").to_string();
        assert_eq!(shown, "redis://:***@db:6379");
        assert_eq!(
            StoreAddress::of("redis://db:6379").to_string(),
            "redis://db:6379"
        );
        let Err(refusal) = RoomStore::open(&StoreAddress::of("rediss://user:pw@db:6380")) else {
            panic!("rediss:// opened");
        };
        assert!(
            refusal.contains("TLS") && refusal.contains("stunnel"),
            "{refusal}"
        );
        assert!(!refusal.contains("pw@"), "{refusal}");
    }
}
