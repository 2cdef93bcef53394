//! The person's drawing, held a moment on the map before it goes to the engine: a misclick
//! can be taken back with Undo, and a second confirmation keeps it at once.

use crate::app::table::Intended;
use kingdomino_core::duel::{Action, Duel, SeatNumber};
use std::time::Duration;

use bevy::prelude::*;

use crate::app::runtime::redraw::KeepDrawing;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HeldDrawing>();
}

/// How long a drawing waits for an Undo before it is made.
const HOLD_TIME: Duration = Duration::from_millis(1200);

/// The drawing waiting on the map, if any.
#[derive(Resource, Default, Debug)]
pub struct HeldDrawing(pub Option<Held>);

#[derive(Debug)]
pub struct Held {
    seat: SeatNumber,
    action: Action,
    timer: Timer,
}

impl HeldDrawing {
    pub fn hold(&mut self, seat: SeatNumber, action: Action) {
        self.0 = Some(Held {
            seat,
            action,
            timer: Timer::new(HOLD_TIME, TimerMode::Once),
        });
    }

    /// The held drawing goes to the engine now.
    pub fn release(&mut self, intended: &mut MessageWriter<Intended<Duel>>) {
        if let Some(held) = self.0.take() {
            intended.write(Intended {
                seat: held.seat.into(),
                action: held.action,
            });
        }
    }
}

/// Once its time is up, the held drawing is made. The hold is counted in the player's time, not
/// the game's: a faster animation speed must not take away the moment to undo.
pub(super) fn release_when_due(
    time: Res<Time<Virtual>>,
    mut held: ResMut<HeldDrawing>,
    mut intended: MessageWriter<Intended<Duel>>,
    mut keep_drawing: ResMut<KeepDrawing>,
) {
    // Looked at before it is touched: a drawing held or not is news to the prompt only when
    // it changes.
    if held.0.is_none() {
        return;
    }
    keep_drawing.next_frame();
    let due = held.0.as_mut().is_some_and(|waiting| {
        let players_time = time
            .delta()
            .div_f32(time.relative_speed().max(f32::EPSILON));
        waiting.timer.tick(players_time).is_finished()
    });
    if due {
        held.release(&mut intended);
    }
}
