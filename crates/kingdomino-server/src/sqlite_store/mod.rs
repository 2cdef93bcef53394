//! Rooms kept in one SQLite file, each with its version: a server's store (or several servers'
//! on one machine).

mod board_queries;
mod keys;
mod ratings;

use std::path::Path;

use rusqlite::{Connection, OptionalExtension, params};

use super::limits::{IDLE_ROOM_SECONDS, keep_seconds};
use kingdomino_core::online::{RoomCode, StoredRoom};

pub struct SqliteStore {
    pub(crate) database: Connection,
    /// What it was opened as: a file's path, or the name of a database in this process's
    /// memory, so a reader can open it again.
    opened_as: String,
}

/// Stores in memory made so far in this process: each is a database of its own.
static IN_MEMORY: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// Rooms forgotten in one statement: the file is never held long by an expiry, so a room's
/// write waits at most a moment for it.
const EXPIRED_AT_ONCE: usize = 256;

impl SqliteStore {
    /// Opens (or makes) the store at `path`; `:memory:` keeps nothing past the server.
    pub fn open(path: &Path) -> Result<SqliteStore, String> {
        // In memory, the database has a name a second connection can open.
        let opened_as = if path == Path::new(":memory:") {
            let number = IN_MEMORY.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let process = std::process::id();
            format!("file:kingdomino-rooms-{process}-{number}?mode=memory&cache=shared")
        } else {
            path.display().to_string()
        };
        Self::open_as(opened_as)
    }

    /// Another connection to the same database.
    pub fn reader(&self) -> Result<SqliteStore, String> {
        Self::open_as(self.opened_as.clone())
    }

    fn open_as(opened_as: String) -> Result<SqliteStore, String> {
        let named = |error: rusqlite::Error| format!("the room store {opened_as}: {error}");
        let database = Connection::open(&opened_as).map_err(named)?;
        // Another server on this machine may hold the file a moment; the rooms' messages wait
        // for the store (one thread), so not for long: past this the write fails as a drop.
        database
            .busy_timeout(std::time::Duration::from_millis(500))
            .map_err(named)?;
        // Write-ahead logging without a sync per commit: a power cut may lose the last moments,
        // a killed server loses nothing (the log is in the operating system's hands).
        database
            .execute_batch(
                "PRAGMA journal_mode = WAL;
                 PRAGMA synchronous = NORMAL;
                 CREATE TABLE IF NOT EXISTS rooms (
                     code TEXT PRIMARY KEY,
                     last_active INTEGER NOT NULL,
                     room TEXT NOT NULL,
                     version INTEGER NOT NULL DEFAULT 0,
                     keep_until INTEGER NOT NULL DEFAULT 0
                 );",
            )
            .map_err(named)?;
        // A store from before rooms had versions: each room starts at 0.
        let has_versions = database
            .prepare("SELECT version FROM rooms LIMIT 0")
            .is_ok();
        if !has_versions {
            database
                .execute_batch("ALTER TABLE rooms ADD COLUMN version INTEGER NOT NULL DEFAULT 0;")
                .map_err(named)?;
        }
        // A store from before rooms kept for days: each room is kept as long as any was.
        let has_keep_until = database
            .prepare("SELECT keep_until FROM rooms LIMIT 0")
            .is_ok();
        if !has_keep_until {
            database
                .execute_batch(
                    "ALTER TABLE rooms ADD COLUMN keep_until INTEGER NOT NULL DEFAULT 0;",
                )
                .map_err(named)?;
        }
        // Each room's end in its own column, indexed, so an expiry reads only what it removes
        // (a room from before kept as long as any was).
        database
            .execute_batch(&format!(
                "UPDATE rooms SET keep_until = last_active + {IDLE_ROOM_SECONDS}
                   WHERE keep_until = 0;
                 CREATE INDEX IF NOT EXISTS rooms_by_end ON rooms (keep_until);"
            ))
            .map_err(named)?;
        ratings::make_tables(&database).map_err(named)?;
        // In memory, connections share one cache, where a reader's table lock would fail a
        // writer at once (no waiting there): the boards' reads take none.
        if opened_as.contains("mode=memory") {
            (database.execute_batch("PRAGMA read_uncommitted = true;")).map_err(named)?;
        }
        Ok(SqliteStore {
            database,
            opened_as,
        })
    }

    /// The room as kept (JSON) and its version.
    pub fn load_text(&self, code: &RoomCode) -> Result<Option<(String, u64)>, String> {
        self.database
            .query_row(
                "SELECT room, version FROM rooms WHERE code = ?1",
                params![code.as_str()],
                |row| Ok((row.get(0)?, row.get::<_, i64>(1)? as u64)),
            )
            .optional()
            .map_err(|error| format!("reading room {code}: {error}"))
    }

    /// Whether the file answers.
    pub fn ping(&self) -> Result<(), String> {
        self.database
            .query_row("SELECT COUNT(*) FROM rooms WHERE code = ''", [], |_| Ok(()))
            .map_err(|error| format!("reading the store: {error}"))
    }

    pub fn version(&self, code: &RoomCode) -> Result<Option<u64>, String> {
        self.database
            .query_row(
                "SELECT version FROM rooms WHERE code = ?1",
                params![code.as_str()],
                |row| row.get::<_, i64>(0),
            )
            .optional()
            .map(|version| version.map(|version| version as u64))
            .map_err(|error| format!("reading room {code}: {error}"))
    }

    /// Writes the room read at `version`: its new version, or none when it was written since.
    pub fn save(&self, room: &StoredRoom, version: u64) -> Result<Option<u64>, String> {
        let text = serde_json::to_string(room).expect("a room is plain data");
        let next = version + 1;
        self.database
            .execute(
                "INSERT INTO rooms (code, last_active, room, version, keep_until)
                 VALUES (?1, ?2, ?3, ?5, ?6)
                 ON CONFLICT (code) DO UPDATE
                 SET last_active = excluded.last_active, room = excluded.room,
                     version = excluded.version, keep_until = excluded.keep_until
                 WHERE rooms.version = ?4",
                params![
                    room.code.as_str(),
                    room.last_active as i64,
                    text,
                    version as i64,
                    next as i64,
                    (room.last_active + keep_seconds(room)) as i64
                ],
            )
            .map(|written| (written == 1).then_some(next))
            .map_err(|error| format!("writing room {}: {error}", room.code))
    }

    /// Forgets the rooms kept until before `now` (seconds since 1970), a few at a time; says
    /// how many.
    pub fn expire(&self, now: u64) -> Result<usize, String> {
        let mut forgotten = 0;
        loop {
            let batch = self
                .database
                .execute(
                    "DELETE FROM rooms WHERE code IN
                       (SELECT code FROM rooms WHERE keep_until < ?1 LIMIT ?2)",
                    params![now as i64, EXPIRED_AT_ONCE as i64],
                )
                .map_err(|error| format!("expiring rooms: {error}"))?;
            forgotten += batch;
            if batch < EXPIRED_AT_ONCE {
                return Ok(forgotten);
            }
        }
    }

    /// Whether the store lives in this process's memory only (no file another connection
    /// could open).
    pub fn in_memory(&self) -> bool {
        self.database.path().is_none_or(str::is_empty)
    }

    /// Another connection to the same file, for the expiry to run beside the rooms.
    pub fn another(&self) -> Result<Option<SqliteStore>, String> {
        match self.database.path().filter(|path| !path.is_empty()) {
            Some(path) => SqliteStore::open(Path::new(path)).map(Some),
            None => Ok(None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::DAYS_ROOM_SECONDS;
    use kingdomino_core::duel::NoOptions;
    use kingdomino_core::duel::{Duel, RuleSet};
    use kingdomino_core::online::{DAY_SECONDS, RollSecret, Room, RoomGame, Ruled};
    use std::sync::Arc;

    fn duel() -> RoomGame {
        RoomGame::Duel(Ruled::<Duel> {
            rules: Arc::new(RuleSet::builtin()),
            options: NoOptions,
        })
    }

    #[test]
    fn a_store_from_before_versions_is_read_and_written_from_version_zero() {
        let path =
            std::env::temp_dir().join(format!("kingdomino-old-{}.sqlite", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let code = RoomCode::parse("WASR2345").unwrap();
        let room = Room::new(&duel(), code.clone(), RollSecret([1; 32]), 3, 0).unwrap();
        let text = serde_json::to_string(&room.stored()).unwrap();
        Connection::open(&path)
            .unwrap()
            .execute_batch(&format!(
                "CREATE TABLE rooms (code TEXT PRIMARY KEY, last_active INTEGER NOT NULL, \
                 room TEXT NOT NULL);
                 INSERT INTO rooms VALUES ('{}', 0, '{text}');",
                code.as_str()
            ))
            .unwrap();
        let store = SqliteStore::open(&path).unwrap();
        let (text, version) = store.load_text(&code).unwrap().unwrap();
        assert_eq!(
            serde_json::from_str::<StoredRoom>(&text).unwrap(),
            room.stored()
        );
        assert_eq!(version, 0);
        assert_eq!(
            store.save(&room.stored(), 1).unwrap(),
            None,
            "not the version read"
        );
        assert_eq!(store.save(&room.stored(), 0).unwrap(), Some(1));
        assert_eq!(store.version(&code).unwrap(), Some(1));
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn a_game_played_over_days_is_kept_two_weeks_and_a_quick_one_a_day() {
        let path =
            std::env::temp_dir().join(format!("kingdomino-keep-{}.sqlite", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let store = SqliteStore::open(&path).unwrap();
        let duel = duel();
        let room = |code: &str, move_seconds: u32| {
            let code = RoomCode::parse(code).unwrap();
            let mut room = Room::new(&duel, code, RollSecret([1; 32]), 3, 1_000).unwrap();
            room.set_move_seconds(move_seconds);
            room.stored()
        };
        store.save(&room("FAST2345", 60), 0).unwrap();
        store.save(&room("DAYS2345", DAY_SECONDS), 0).unwrap();
        let two_days = 1_000 + 2 * 24 * 3600;
        assert_eq!(store.expire(two_days).unwrap(), 1);
        assert!(
            store
                .version(&RoomCode::parse("DAYS2345").unwrap())
                .unwrap()
                .is_some()
        );
        assert_eq!(store.expire(1_000 + DAYS_ROOM_SECONDS + 1).unwrap(), 1);
        let _ = std::fs::remove_file(&path);
    }

    /// Many rooms past their time leave in batches, read through the index of their ends;
    /// another connection to the file expires them while this one keeps its rooms.
    #[test]
    fn expired_rooms_leave_in_batches_found_by_their_index() {
        let path =
            std::env::temp_dir().join(format!("kingdomino-batch-{}.sqlite", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let store = SqliteStore::open(&path).unwrap();
        let duel = duel();
        let rooms = EXPIRED_AT_ONCE * 3 + 5;
        for n in 0..rooms {
            let code = RoomCode::from_random([(n % 31) as u8, (n / 31) as u8, 0, 0, 0, 0, 0, 0]);
            let room = Room::new(&duel, code, RollSecret([1; 32]), 3, 1_000).unwrap();
            store.save(&room.stored(), 0).unwrap();
        }
        let plan: String = store
            .database
            .query_row(
                "EXPLAIN QUERY PLAN SELECT code FROM rooms WHERE keep_until < 5 LIMIT 9",
                [],
                |row| row.get(3),
            )
            .unwrap();
        assert!(plan.contains("rooms_by_end"), "{plan}");
        let beside = store
            .another()
            .unwrap()
            .expect("a file has another connection");
        assert_eq!(beside.expire(1_000 + DAYS_ROOM_SECONDS).unwrap(), rooms);
        let left: i64 = store
            .database
            .query_row("SELECT COUNT(*) FROM rooms", [], |row| row.get(0))
            .unwrap();
        assert_eq!(left, 0);
        assert!(
            SqliteStore::open(Path::new(":memory:"))
                .unwrap()
                .another()
                .unwrap()
                .is_none()
        );
        let _ = std::fs::remove_file(&path);
    }
}
