//! The hub is one, shared by every task of the server: each takes it in turn, and a task that
//! must outlive a fault takes it guarded. The boards are shared the same way, under a lock of
//! their own.

use std::sync::{Mutex, MutexGuard};

use super::Hub;

/// The hub (or the boards), for one task at a time.
pub fn lock<S>(shared: &Mutex<S>) -> MutexGuard<'_, S> {
    // A panic while the hub was held would leave it as it was: its changes are whole or none.
    shared
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Runs `work` on the hub from a task of the server's runtime: the worker thread that waits
/// for the hub (or, in it, a moment for the store) hands its other tasks to the runtime's other
/// threads meanwhile, so pings, `/metrics` and the other connections go on.
pub fn with<S, T>(shared: &Mutex<S>, work: impl FnOnce(&mut S) -> T) -> T {
    let many_threads = tokio::runtime::Handle::try_current().is_ok_and(|runtime| {
        runtime.runtime_flavor() == tokio::runtime::RuntimeFlavor::MultiThread
    });
    if many_threads {
        tokio::task::block_in_place(|| work(&mut lock(shared)))
    } else {
        work(&mut lock(shared))
    }
}

/// Runs `work` on the hub as [`with`] does, for a task that must outlive it: a panic in `work`
/// (a fault of ours, or data no check foresaw) is said in the log, and the task goes on with
/// the next piece of work rather than end unseen. None when it panicked.
pub fn guarded<T>(hub: &Mutex<Hub>, what: &str, work: impl FnOnce(&mut Hub) -> T) -> Option<T> {
    let done = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| with(hub, work)));
    done.map_err(|panic| {
        let why = (panic.downcast_ref::<&str>().copied())
            .or(panic.downcast_ref::<String>().map(String::as_str))
            .unwrap_or("no message");
        crate::log::say(&format!(
            "{what} failed ({}); going on",
            crate::log::quoted(why)
        ));
    })
    .ok()
}
