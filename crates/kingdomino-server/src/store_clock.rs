//! The clock that deadlines shared between servers are read on: the store's (Redis's `TIME`),
//! so servers whose own clocks differ still agree on when a move's time is out or a player's
//! grace is over. Each server keeps how far the store's clock is from its own, measured every
//! half minute on a connection and a thread of their own; a SQLite store is on this machine,
//! whose clock it is.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

use super::log;
use super::redis_store::RedisStore;
use kingdomino_core::player_files::data_store::now_seconds;

/// How often the store's clock is read again.
const MEASURED_EVERY: Duration = Duration::from_secs(30);

/// Seconds since 1970 on the store's clock.
#[derive(Clone, Default)]
pub struct StoreClock {
    /// The store's clock less this machine's, in seconds.
    ahead: Arc<AtomicI64>,
}

impl StoreClock {
    pub fn now(&self) -> u64 {
        let ahead = self.ahead.load(Ordering::Relaxed);
        now_seconds().saturating_add_signed(ahead)
    }

    /// The store's clock reads `store_seconds` now.
    pub fn set(&self, store_seconds: u64) {
        let ahead = store_seconds as i64 - now_seconds() as i64;
        self.ahead.store(ahead, Ordering::Relaxed);
    }
}

/// Keeps `clock` on the Redis at `url`, read every half minute; a Redis that does not answer
/// leaves the last reading.
pub async fn follow(url: String, clock: StoreClock) {
    let mut every = tokio::time::interval(MEASURED_EVERY);
    let mut store: Option<RedisStore> = None;
    loop {
        every.tick().await;
        let url = url.clone();
        let held = store.take();
        let read = tokio::task::spawn_blocking(move || {
            let mut opened = match held {
                Some(store) => store,
                None => RedisStore::open(&url)?,
            };
            let seconds = opened.time();
            seconds.map(|seconds| (opened, seconds))
        })
        .await;
        match read {
            Ok(Ok((opened, seconds))) => {
                clock.set(seconds);
                store = Some(opened);
            }
            Ok(Err(error)) => log::say(&format!("the store's clock was not read: {error}")),
            Err(error) => {
                log::say(&format!("the store's clock is no longer read: {error}"));
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::local_redis::LocalRedis;

    #[test]
    fn the_clock_reads_the_store_s_time_wherever_this_machine_s_is() {
        let clock = StoreClock::default();
        clock.set(now_seconds() + 1_000);
        let ahead = clock.now() - now_seconds();
        assert!((999..=1_001).contains(&ahead), "{ahead}");
        let redis = LocalRedis::start().unwrap();
        let seconds = RedisStore::open(&redis.url).unwrap().time().unwrap();
        assert!(seconds.abs_diff(now_seconds()) <= 1, "{seconds}");
    }
}
