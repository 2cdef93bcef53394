//! The player's controls as leafwing actions: keyboard, mouse buttons and gamepad all map here,
//! and game systems read only these actions. The default bindings are here; the player's own
//! are the settings' (`settings::bindings`).

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(InputManagerPlugin::<GameAction>::default());
}

/// Every control of the game, whatever device it comes from.
#[derive(
    Actionlike,
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    Reflect,
    serde::Serialize,
    serde::Deserialize,
)]
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

impl GameAction {
    pub const ALL: [GameAction; 9] = [
        GameAction::Up,
        GameAction::Down,
        GameAction::Left,
        GameAction::Right,
        GameAction::Confirm,
        GameAction::Cancel,
        GameAction::Rotate,
        GameAction::Switch,
        GameAction::Pause,
    ];
}

/// The controls: one entity holds the input map and its action state.
#[derive(Component)]
pub struct Controls;

/// The keys: arrows or WASD move, Enter or Space confirms, Backspace cancels, R rotates, Tab
/// switches, Escape pauses. The player can change them.
pub fn default_keyboard_map() -> InputMap<GameAction> {
    use GameAction::*;
    InputMap::new([
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
    ])
}

/// The gamepad's buttons; the player can change them.
pub fn default_gamepad_map() -> InputMap<GameAction> {
    use GameAction::*;
    InputMap::new([
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
    ])
}

/// What stays bound whatever the player changes: the right mouse button turns the domino and
/// the left stick moves like the d-pad.
pub fn fixed_input_map() -> InputMap<GameAction> {
    use GameAction::*;
    let mut map = InputMap::default();
    map.insert(Rotate, MouseButton::Right);
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
