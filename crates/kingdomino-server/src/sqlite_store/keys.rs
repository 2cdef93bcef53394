//! The public key the SQLite store holds each hashed identity to (one made before signatures):
//! bound the first time it signs here, any other key refused after.

use rusqlite::params;

use super::SqliteStore;
use super::ratings::failed;
use kingdomino_core::online::identity::PlayerId;

impl SqliteStore {
    /// Whether `key` is the one `id` answers to here: bound now when `id` has none yet.
    pub fn bind_key(&self, id: &PlayerId, key: &str) -> Result<bool, String> {
        let binding = failed("binding a player's key");
        self.database
            .execute(
                "INSERT OR IGNORE INTO player_keys (id, key) VALUES (?1, ?2)",
                params![id.as_str(), key],
            )
            .map_err(&binding)?;
        let bound: String = self
            .database
            .query_row(
                "SELECT key FROM player_keys WHERE id = ?1",
                params![id.as_str()],
                |row| row.get(0),
            )
            .map_err(&binding)?;
        Ok(bound == key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kingdomino_core::online::Identity;

    #[test]
    fn an_id_answers_to_the_first_key_bound_to_it_and_to_no_other() {
        let store = SqliteStore::open(std::path::Path::new(":memory:")).unwrap();
        let (ann, other) = (
            Identity::fresh("Ann").unwrap(),
            Identity::fresh("Bob").unwrap(),
        );
        let (first, second) = (ann.claim().key, other.claim().key);
        assert_eq!(store.bind_key(&ann.id(), &first), Ok(true));
        assert_eq!(store.bind_key(&ann.id(), &second), Ok(false));
        assert_eq!(store.bind_key(&ann.id(), &first), Ok(true));
        assert_eq!(
            store.reader().unwrap().bind_key(&ann.id(), &second),
            Ok(false)
        );
        assert_eq!(store.bind_key(&other.id(), &second), Ok(true));
    }
}
