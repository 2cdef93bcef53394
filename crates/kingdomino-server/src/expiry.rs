//! Forgetting the rooms past their time from a SQLite file, on a connection of its own and a
//! thread of its own, so the rooms go on meanwhile. A pass that fails, even one that panics, is
//! logged and the next goes on, on a new connection if the old one was lost with it.

use std::time::Duration;

use super::log;
use super::sqlite_store::SqliteStore;
use kingdomino_core::player_files::data_store::now_seconds;

/// One pass of forgetting, on a store's connection, at a time: how many rooms it forgot.
pub type Pass = fn(&SqliteStore, u64) -> Result<usize, String>;

/// Runs `pass` every `every`, on connections opened like `template`.
pub async fn expire(template: SqliteStore, every: Duration, pass: Pass) {
    let mut ticks = tokio::time::interval(every);
    let mut connection: Option<SqliteStore> = None;
    loop {
        ticks.tick().await;
        let store = match connection.take().map_or_else(|| template.reader(), Ok) {
            Ok(store) => store,
            Err(error) => {
                log::say(&format!(
                    "the rooms' expiry cannot reach the store: {error}"
                ));
                continue;
            }
        };
        let passed = tokio::task::spawn_blocking(move || {
            let expired = pass(&store, now_seconds());
            (store, expired)
        })
        .await;
        match passed {
            Ok((store, expired)) => {
                connection = Some(store);
                if let Err(error) = expired {
                    log::say(&format!("the store failed while expiring rooms: {error}"));
                }
            }
            Err(error) => log::say(&format!(
                "the rooms' expiry failed ({error}): it goes on, on a new connection"
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;

    static PASSES: AtomicUsize = AtomicUsize::new(0);

    /// The first pass panics; the others count.
    fn panics_first(_: &SqliteStore, _: u64) -> Result<usize, String> {
        if PASSES.fetch_add(1, Ordering::SeqCst) == 0 {
            panic!("a pass that fails");
        }
        Ok(0)
    }

    #[tokio::test]
    async fn a_pass_that_panics_is_followed_by_the_next() {
        let store = SqliteStore::open(std::path::Path::new(":memory:")).unwrap();
        let task = tokio::spawn(expire(store, Duration::from_millis(20), panics_first));
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        while PASSES.load(Ordering::SeqCst) < 3 && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert!(!task.is_finished(), "the expiry stopped");
        assert!(
            PASSES.load(Ordering::SeqCst) >= 3,
            "no pass after the panic"
        );
        task.abort();
    }
}
