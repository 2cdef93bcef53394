//! The game's actions, one leafwing `Actionlike` enum whatever the device, and the bindings a
//! player starts with.

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

use kingdomino_core::localization::Phrase;

/// Every control of the game, whatever device it comes from.
#[derive(
    Actionlike,
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
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
    /// Ask the Expert for its move.
    Hint,
}

impl GameAction {
    pub const ALL: [GameAction; 10] = [
        GameAction::Up,
        GameAction::Down,
        GameAction::Left,
        GameAction::Right,
        GameAction::Confirm,
        GameAction::Cancel,
        GameAction::Rotate,
        GameAction::Switch,
        GameAction::Pause,
        GameAction::Hint,
    ];

    /// What the control does, as the Controls panel and the tips name it.
    pub fn name(self) -> Phrase {
        Phrase::new(match self {
            GameAction::Up => "action-up",
            GameAction::Down => "action-down",
            GameAction::Left => "action-left",
            GameAction::Right => "action-right",
            GameAction::Confirm => "action-confirm",
            GameAction::Cancel => "action-cancel",
            GameAction::Rotate => "action-rotate",
            GameAction::Switch => "action-switch",
            GameAction::Pause => "action-pause",
            GameAction::Hint => "action-hint",
        })
    }
}

/// The keys: arrows or WASD move, Enter or Space confirms, Backspace cancels, R rotates, Tab
/// switches, Escape pauses, H asks for a hint. The player can change them.
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
        (Hint, KeyCode::KeyH),
    ])
}

/// The gamepad: the d-pad moves, south confirms, east cancels, the shoulders rotate, north
/// switches, west asks for a hint, Start pauses. The player can change them.
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
        (Pause, GamepadButton::Start),
        (Hint, GamepadButton::West),
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
        map.insert(action, direction.threshold(STICK_PUSH));
    }
    map
}

/// How far the left stick is pushed before it moves like the d-pad.
const STICK_PUSH: f32 = 0.5;
