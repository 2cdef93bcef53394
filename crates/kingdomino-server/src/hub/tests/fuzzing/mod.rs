//! A fuzzer for the hub: arbitrary interleavings of hellos, returns, seeks, actions (legal ones
//! at any index, and made-up ones of any value), rematches, stand-ins, leavings, the computer's
//! answers and time passing, from several connections, on a store in memory, in a file and in
//! Redis. After every step: nothing panicked, no action was applied for a seat its connection
//! was not welcomed to, every room's record replays to the state it holds and to the room its
//! store keeps, and every rated game counted once for each of its players.
//!
//! `PROPTEST_CASES` sets the runs (each of up to [`STEPS`] steps); docs/BENCHMARKS.md has the
//! long runs' commands.

mod checks;
mod driver;
mod steps;

use proptest::prelude::*;
use proptest::test_runner::TestRunner;

use super::*;
use crate::local_redis::LocalRedis;
use driver::Fuzz;
use steps::{Step, steps};

/// The most steps of one run.
const STEPS: usize = 600;
/// Connections open at once.
const SLOTS: usize = 5;
/// The rooms hellos go to (seeks make others).
const ROOMS: [&str; 2] = ["FUZZ2345", "FUZZ6789"];

fn run_steps(store: &StoreAddress, steps: &[Step]) {
    let mut fuzz = Fuzz::new(store);
    for step in steps {
        fuzz.run(step);
    }
}

/// `PROPTEST_CASES` runs when it is set, else `usual`.
fn config(usual: u32) -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|cases| cases.parse().ok());
    ProptestConfig {
        cases: cases.unwrap_or(usual),
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config(24))]

    #[test]
    fn the_hub_in_memory_holds_under_any_steps(steps in steps()) {
        run_steps(&StoreAddress::Sqlite(":memory:".into()), &steps);
    }

    #[test]
    fn the_hub_on_a_sqlite_file_holds_under_any_steps(steps in steps()) {
        let (folder, store) = fresh_store("fuzzing");
        run_steps(&store, &steps);
        let _ = std::fs::remove_dir_all(&folder);
    }
}

/// One Redis for every run, emptied before each.
#[test]
fn the_hub_on_redis_holds_under_any_steps() {
    let redis = LocalRedis::start().unwrap();
    let store = StoreAddress::Redis(redis.url.clone());
    let client = redis::Client::open(redis.url.clone()).unwrap();
    let mut runner = TestRunner::new(config(8));
    let outcome = runner.run(&steps(), |steps| {
        let mut connection = client.get_connection().unwrap();
        redis::cmd("FLUSHALL").query::<()>(&mut connection).unwrap();
        run_steps(&store, &steps);
        Ok(())
    });
    if let Err(failure) = outcome {
        panic!("{failure}");
    }
}
