//! Scrolling as input: the mouse wheel, a finger dragged over the screen and the up and down
//! controls, read in ReadInput, become how far a long list or page should move; the view moves
//! whichever is shown.

use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;

use crate::app::input::{Actions, GameAction};
use crate::app::states::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ScrollBy>();
    app.add_systems(Update, read_scrolling.in_set(AppSystems::ReadInput));
}

/// How far a list moves for a line of the mouse wheel, and for a press of up or down.
const WHEEL_LINE: f32 = 24.0;
const KEY_STEP: f32 = 72.0;

/// How far down (in pixels, negative for up) the wheel and the up and down controls asked to
/// move this frame. Lists of choices follow the wheel only: up and down move their focus.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct ScrollBy {
    pub wheel: f32,
    pub keys: f32,
}

fn read_scrolling(
    mut wheel: MessageReader<MouseWheel>,
    mut finger_moves: MessageReader<TouchInput>,
    touches: Option<Res<Touches>>,
    ui_scale: Option<Res<UiScale>>,
    controls: Actions,
    mut scroll: MessageWriter<ScrollBy>,
) {
    // A page follows the finger: it moves up as the finger does, as far in the UI's pixels.
    // (A finger's last move stays in `Touches` until it moves again: only this frame's count.)
    let finger_moved = finger_moves
        .read()
        .any(|touch| touch.phase == TouchPhase::Moved);
    let dragged = touches.filter(|_| finger_moved).map_or(0.0, |touches| {
        let ui_scale = ui_scale.map_or(1.0, |scale| scale.0);
        touches.iter().map(|touch| -touch.delta().y).sum::<f32>() / ui_scale
    });
    let wheeled = dragged
        + wheel
            .read()
            .map(|event| match event.unit {
                MouseScrollUnit::Line => -event.y * WHEEL_LINE,
                MouseScrollUnit::Pixel => -event.y,
            })
            .sum::<f32>();
    let mut keyed = 0.0;
    if controls.just_pressed(GameAction::Down) {
        keyed += KEY_STEP;
    }
    if controls.just_pressed(GameAction::Up) {
        keyed -= KEY_STEP;
    }
    if wheeled != 0.0 || keyed != 0.0 {
        scroll.write(ScrollBy {
            wheel: wheeled,
            keys: keyed,
        });
    }
}
