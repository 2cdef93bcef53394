//! The computer (Expert) playing for a player who has been away past the grace: its decisions
//! are thought on tokio's blocking threads, one at a time, so the rooms' messages never wait
//! for them, and paced so the other player can follow each one.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::mpsc::UnboundedReceiver;

use super::hub::{Hub, StandInTurn, lock};
use kingdomino_core::ai::Level;

/// The pause before each of the computer's decisions, as at a table against the computer.
const PACE: Duration = Duration::from_millis(700);

pub async fn play_stand_ins(hub: Arc<Mutex<Hub>>, mut turns: UnboundedReceiver<StandInTurn>) {
    while let Some(turn) = turns.recv().await {
        tokio::time::sleep(PACE).await;
        let decided = tokio::task::spawn_blocking(move || {
            let seed = (turn.room.as_str().bytes()).fold(u64::from(turn.index), |seed, byte| {
                seed.wrapping_mul(31) ^ u64::from(byte)
            });
            let action = Level::Expert.player(seed).choose(&turn.rules, &turn.state);
            (turn, action)
        })
        .await;
        let played = match decided {
            Ok((turn, action)) => lock(&hub).play_stand_in(&turn, action),
            Err(error) => Err(format!("the computer's thinking stopped: {error}")),
        };
        if let Err(error) = played {
            eprintln!("kingdomino-duel serve: {error}");
        }
    }
}
