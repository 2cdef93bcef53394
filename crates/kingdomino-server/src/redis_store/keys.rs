//! The public key the shared Redis holds each hashed identity to (one made before signatures):
//! bound by whichever server first sees it sign, any other key refused by every server after.

use super::RedisStore;
use kingdomino_core::online::identity::PlayerId;

const KEYS_KEY: &str = "kingdomino-duel:player-keys";

impl RedisStore {
    /// Whether `key` is the one `id` answers to: bound now when `id` has none yet.
    pub fn bind_key(&mut self, id: &PlayerId, key: &str) -> Result<bool, String> {
        self.run("binding a player's key", |connection| {
            let _: bool = redis::cmd("HSETNX")
                .arg(KEYS_KEY)
                .arg(id.as_str())
                .arg(key)
                .query(connection)?;
            let bound: Option<String> = redis::cmd("HGET")
                .arg(KEYS_KEY)
                .arg(id.as_str())
                .query(connection)?;
            Ok(bound.as_deref() == Some(key))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::local_redis::LocalRedis;
    use crate::ratings::{MOST_NAMES, NameClaim};
    use kingdomino_core::online::Identity;

    #[test]
    fn every_server_on_one_redis_holds_an_id_to_the_first_key_bound() {
        let redis = LocalRedis::start().unwrap();
        let mut first_server = RedisStore::open(&redis.url).unwrap();
        let mut second_server = RedisStore::open(&redis.url).unwrap();
        let (ann, other) = (
            Identity::fresh("Ann").unwrap(),
            Identity::fresh("Bob").unwrap(),
        );
        let (first, second) = (ann.claim().key, other.claim().key);
        assert_eq!(first_server.bind_key(&ann.id(), &first), Ok(true));
        assert_eq!(second_server.bind_key(&ann.id(), &second), Ok(false));
        assert_eq!(second_server.bind_key(&ann.id(), &first), Ok(true));
    }

    /// Names are kept for good: one player's renames stop at [`MOST_NAMES`], on every server.
    #[test]
    fn a_player_s_names_stop_at_the_most_one_may_hold() {
        let redis = LocalRedis::start().unwrap();
        let mut store = RedisStore::open(&redis.url).unwrap();
        let ann = Identity::fresh("Ann").unwrap();
        let (id, tag) = (ann.id(), ann.id().tag());
        let claim = |store: &mut RedisStore, n: usize| {
            store.claim_name(&format!("Ann{n}"), &tag, &id, true)
        };
        assert_eq!(claim(&mut store, 0), Ok(NameClaim::New));
        for n in 1..MOST_NAMES {
            assert_eq!(claim(&mut store, n), Ok(NameClaim::Theirs), "name {n}");
        }
        let mut other_server = RedisStore::open(&redis.url).unwrap();
        assert_eq!(claim(&mut other_server, MOST_NAMES), Ok(NameClaim::TooMany));
        assert_eq!(
            claim(&mut other_server, 3),
            Ok(NameClaim::Theirs),
            "a name held stays"
        );
    }
}
