//! The player's controls as leafwing actions: keyboard, mouse buttons and gamepad all map here,
//! and game systems read only these actions.

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(InputManagerPlugin::<GameAction>::default());
    app.add_systems(Startup, spawn_controls);
}

/// Every control of the game, whatever device it comes from.
#[derive(Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum GameAction {
    Up,
    Down,
    Left,
    Right,
    /// Take the focused die, press the focused button, draw the domino where the cursor is.
    Confirm,
    /// Undo the domino's preparations, or step back out of a choice.
    Cancel,
    /// Turn the domino a quarter.
    Rotate,
    /// Move the focus between the map and the buttons.
    Switch,
    /// Open or close the pause menu.
    Pause,
}

/// The controls: one entity holds the input map and its action state.
#[derive(Component)]
pub struct Controls;

fn spawn_controls(mut commands: Commands) {
    commands.spawn((Name::new("Controls"), Controls, default_input_map()));
}

/// Keyboard, mouse and gamepad bindings. Arrows or WASD move, Enter or Space confirms,
/// Backspace cancels, R or the right mouse button rotates, Tab switches, Escape pauses.
pub fn default_input_map() -> InputMap<GameAction> {
    use GameAction::*;
    let mut map = InputMap::new([
        (Up, KeyCode::ArrowUp),
        (Up, KeyCode::KeyW),
        (Down, KeyCode::ArrowDown),
        (Down, KeyCode::KeyS),
        (Left, KeyCode::ArrowLeft),
        (Left, KeyCode::KeyA),
        (Right, KeyCode::ArrowRight),
        (Right, KeyCode::KeyD),
        (Confirm, KeyCode::Enter),
        (Confirm, KeyCode::NumpadEnter),
        (Confirm, KeyCode::Space),
        (Cancel, KeyCode::Backspace),
        (Cancel, KeyCode::Delete),
        (Rotate, KeyCode::KeyR),
        (Switch, KeyCode::Tab),
        (Pause, KeyCode::Escape),
        (Pause, KeyCode::KeyP),
    ]);
    map.insert(Rotate, MouseButton::Right);
    for (action, button) in [
        (Up, GamepadButton::DPadUp),
        (Down, GamepadButton::DPadDown),
        (Left, GamepadButton::DPadLeft),
        (Right, GamepadButton::DPadRight),
        (Confirm, GamepadButton::South),
        (Cancel, GamepadButton::East),
        (Rotate, GamepadButton::LeftTrigger),
        (Rotate, GamepadButton::RightTrigger),
        (Switch, GamepadButton::North),
        (Switch, GamepadButton::West),
        (Pause, GamepadButton::Start),
    ] {
        map.insert(action, button);
    }
    for (action, direction) in [
        (Up, GamepadControlDirection::LEFT_UP),
        (Down, GamepadControlDirection::LEFT_DOWN),
        (Left, GamepadControlDirection::LEFT_LEFT),
        (Right, GamepadControlDirection::LEFT_RIGHT),
    ] {
        map.insert(action, direction);
    }
    map
}
