//! Lists longer than the window (the mods, the rulebook): the mouse wheel and the up and down
//! controls scroll whichever is shown.

use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;
use leafwing_input_manager::prelude::ActionState;

use crate::app::AppSystems;
use crate::app::input::{Controls, GameAction};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        scroll_lists
            .run_if(any_with_component::<Scrolled>)
            .in_set(AppSystems::View),
    );
}

/// How far a list moves for a line of the mouse wheel, and for a press of up or down.
const WHEEL_LINE: f32 = 24.0;
const KEY_STEP: f32 = 72.0;

/// A list that scrolls (it also needs `Overflow::scroll_y()` and a `ScrollPosition`).
#[derive(Component)]
#[require(ScrollPosition)]
pub struct Scrolled;

fn scroll_lists(
    mut wheel: MessageReader<MouseWheel>,
    controls: Single<&ActionState<GameAction>, With<Controls>>,
    mut lists: Query<&mut ScrollPosition, With<Scrolled>>,
) {
    let mut down: f32 = wheel
        .read()
        .map(|event| match event.unit {
            MouseScrollUnit::Line => -event.y * WHEEL_LINE,
            MouseScrollUnit::Pixel => -event.y,
        })
        .sum();
    if controls.just_pressed(&GameAction::Down) {
        down += KEY_STEP;
    }
    if controls.just_pressed(&GameAction::Up) {
        down -= KEY_STEP;
    }
    if down == 0.0 {
        return;
    }
    // The layout keeps the position within the list's length; above its top is for us to stop.
    for mut position in &mut lists {
        position.y = (position.y + down).max(0.0);
    }
}
