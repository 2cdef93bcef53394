//! The window redraws on input and while something moves. Each animation's owner asks for the
//! next frame while it runs, so a game waiting for the player sleeps.

use std::time::Duration;

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeepDrawing>();
    app.insert_resource(sleeping(IDLE_WAIT));
    app.add_systems(
        Last,
        (
            stay_awake_after_gamepad_presses,
            request_redraw.run_if(resource_exists::<Messages<RequestRedraw>>),
            wake_often_for_gamepads,
        )
            .chain(),
    );
}

/// How long a waiting game sleeps when nothing happens: the window's own events (the pointer
/// over it, keys, being uncovered) wake it at once.
#[cfg(not(feature = "dev"))]
const IDLE_WAIT: Duration = Duration::from_secs(2);
/// Development builds wake often: a changed file is only taken in while the game is awake.
#[cfg(feature = "dev")]
const IDLE_WAIT: Duration = Duration::from_millis(250);

/// Gamepads wake nothing (their buttons are read at each frame), so with one connected the
/// game looks a few times a second.
const IDLE_WAIT_WITH_GAMEPAD: Duration = Duration::from_millis(250);

/// How long the game stays awake after a gamepad button: the first press may wait for the
/// next look, the presses that follow it register at once.
const AWAKE_AFTER_GAMEPAD_PRESS: Duration = Duration::from_secs(3);

/// Wakes on the window's events only: raw device events (the mouse moving anywhere on the
/// desktop) would wake a game nobody is playing.
fn sleeping(wait: Duration) -> WinitSettings {
    WinitSettings {
        focused_mode: UpdateMode::reactive_low_power(wait),
        unfocused_mode: UpdateMode::reactive_low_power(wait * 2),
    }
}

fn wake_often_for_gamepads(
    gamepads: Query<(), With<Gamepad>>,
    mut settings: ResMut<WinitSettings>,
    mut with_gamepad: Local<bool>,
) {
    let connected = !gamepads.is_empty();
    if connected != *with_gamepad {
        *with_gamepad = connected;
        let wait = if connected {
            IDLE_WAIT_WITH_GAMEPAD
        } else {
            IDLE_WAIT
        };
        *settings = sleeping(wait);
    }
}

/// Whether something moved this frame: a tumble, a timer, an animation, the computer thinking.
#[derive(Resource, Default, Debug)]
pub struct KeepDrawing(bool);

impl KeepDrawing {
    /// Something is still moving: draw the next frame too.
    pub fn next_frame(&mut self) {
        self.0 = true;
    }

    /// An animation on the game's clock moves only while that clock runs: the pause menu
    /// stops it, and then the window may sleep.
    pub fn next_frame_on(&mut self, time: &Time) {
        if !time.delta().is_zero() {
            self.next_frame();
        }
    }
}

fn stay_awake_after_gamepad_presses(
    gamepads: Query<&Gamepad>,
    time: Res<Time<Real>>,
    mut last_press: Local<Option<Duration>>,
    mut keep: ResMut<KeepDrawing>,
) {
    let now = time.elapsed();
    let pressing = gamepads.iter().any(|gamepad| {
        gamepad.get_pressed().next().is_some() || gamepad.get_just_released().next().is_some()
    });
    if pressing {
        *last_press = Some(now);
    }
    if last_press.is_some_and(|pressed| now.saturating_sub(pressed) < AWAKE_AFTER_GAMEPAD_PRESS) {
        keep.next_frame();
    }
}

fn request_redraw(mut keep: ResMut<KeepDrawing>, mut redraw: MessageWriter<RequestRedraw>) {
    if std::mem::take(&mut keep.0) {
        redraw.write(RequestRedraw);
    }
}
