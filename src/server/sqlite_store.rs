//! Rooms kept in one SQLite file: one server's store.

use std::path::Path;

use rusqlite::{Connection, OptionalExtension, params};

use crate::online::{RoomCode, StoredRoom};

pub struct SqliteStore {
    database: Connection,
}

impl SqliteStore {
    /// Opens (or makes) the store at `path`; `:memory:` keeps nothing past the server.
    pub fn open(path: &Path) -> Result<SqliteStore, String> {
        let named = |error: rusqlite::Error| format!("the room store {}: {error}", path.display());
        let database = Connection::open(path).map_err(named)?;
        // Write-ahead logging without a sync per commit: a power cut may lose the last moments,
        // a killed server loses nothing (the log is in the operating system's hands).
        database
            .execute_batch(
                "PRAGMA journal_mode = WAL;
                 PRAGMA synchronous = NORMAL;
                 CREATE TABLE IF NOT EXISTS rooms (
                     code TEXT PRIMARY KEY,
                     last_active INTEGER NOT NULL,
                     room TEXT NOT NULL
                 );",
            )
            .map_err(named)?;
        Ok(SqliteStore { database })
    }

    pub fn load(&self, code: &RoomCode) -> Result<Option<StoredRoom>, String> {
        let text: Option<String> = self
            .database
            .query_row(
                "SELECT room FROM rooms WHERE code = ?1",
                params![code.as_str()],
                |row| row.get(0),
            )
            .optional()
            .map_err(|error| format!("reading room {code}: {error}"))?;
        text.map(|text| {
            serde_json::from_str(&text)
                .map_err(|error| format!("room {code} in the store is damaged: {error}"))
        })
        .transpose()
    }

    pub fn contains(&self, code: &RoomCode) -> Result<bool, String> {
        self.database
            .query_row(
                "SELECT 1 FROM rooms WHERE code = ?1",
                params![code.as_str()],
                |_| Ok(()),
            )
            .optional()
            .map(|found| found.is_some())
            .map_err(|error| format!("reading room {code}: {error}"))
    }

    pub fn save(&self, room: &StoredRoom) -> Result<(), String> {
        let text = serde_json::to_string(room).expect("a room is plain data");
        self.database
            .execute(
                "INSERT OR REPLACE INTO rooms (code, last_active, room) VALUES (?1, ?2, ?3)",
                params![room.code.as_str(), room.last_active as i64, text],
            )
            .map(|_| ())
            .map_err(|error| format!("writing room {}: {error}", room.code))
    }

    /// Forgets the rooms idle since before `before` (seconds since 1970); says how many.
    pub fn expire(&self, before: u64) -> Result<usize, String> {
        self.database
            .execute(
                "DELETE FROM rooms WHERE last_active < ?1",
                params![before as i64],
            )
            .map_err(|error| format!("expiring rooms: {error}"))
    }
}
