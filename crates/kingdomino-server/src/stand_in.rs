//! The computer playing its own seats of a room, or (as the Expert) for a player who has been
//! away past the grace or whose time ran out. Each room's request waits its own pause (so the
//! other players can follow each decision) and is thought on tokio's blocking threads, at most [`THINKING_AT_ONCE`] at a time, so the rooms' messages
//! never wait for it and one busy room does not hold up the others.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::Semaphore;
use tokio::sync::mpsc::Receiver;

use super::hub::{Hub, StandInTurn, with};
use super::log;

/// The pause before each of the computer's decisions, as at a table against the computer.
const PACE: Duration = Duration::from_millis(700);

/// Requests waiting to be picked up; the hub asks once per room at a time.
pub const QUEUED: usize = 1_024;

/// Decisions thought about at once (the machine's cores are shared with the rooms).
const THINKING_AT_ONCE: usize = 2;

pub async fn play_stand_ins(hub: Arc<Mutex<Hub>>, mut turns: Receiver<StandInTurn>) {
    let thinkers = Arc::new(Semaphore::new(THINKING_AT_ONCE));
    while let Some(turn) = turns.recv().await {
        tokio::spawn(play_one(Arc::clone(&hub), Arc::clone(&thinkers), turn));
    }
}

async fn play_one(hub: Arc<Mutex<Hub>>, thinkers: Arc<Semaphore>, turn: StandInTurn) {
    tokio::time::sleep(PACE).await;
    let room = turn.room.clone();
    let Ok(_thinking) = thinkers.acquire().await else {
        with(&hub, |hub| hub.stand_in_lost(&room));
        return;
    };
    let decided = tokio::task::spawn_blocking(move || {
        let seed = (turn.room.as_str().bytes()).fold(u64::from(turn.index), |seed, byte| {
            seed.wrapping_mul(31) ^ u64::from(byte)
        });
        let action = turn.table.computer_decision(turn.level, seed);
        (turn, action)
    })
    .await;
    with(&hub, |hub| match decided {
        Ok((turn, Some(action))) => {
            // A room let go meanwhile (its store failed) is found again by its players.
            let _ = hub.play_stand_in(&turn, action);
        }
        Ok((_, None)) => hub.stand_in_lost(&room),
        Err(error) => {
            hub.stand_in_lost(&room);
            log::say(&format!(
                "room {room}: the computer's thinking stopped: {error}"
            ));
        }
    });
}
