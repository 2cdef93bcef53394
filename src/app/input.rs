//! The player's controls as actions: keyboard, mouse buttons and gamepad all map here, and game
//! systems read only these actions. The bindings (the defaults here, the player's own in the
//! settings, `settings::bindings`) say which keys and buttons do each action.

use std::collections::BTreeMap;

use bevy::input::InputSystems;
use bevy::prelude::*;

use super::states::TextEntry;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreUpdate, read_controls.after(InputSystems));
}

/// Every control of the game, whatever device it comes from.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
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
}

/// The controls: one entity holds what the actions are doing.
#[derive(Component)]
#[require(ActionState)]
pub struct Controls;

/// Which actions are held, and which began this frame.
#[derive(Component, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ActionState {
    pressed: u16,
    just_pressed: u16,
}

impl ActionState {
    pub fn pressed(&self, action: GameAction) -> bool {
        self.pressed & bit(action) != 0
    }

    /// The action began this frame: one of its keys or buttons went down while none was held.
    pub fn just_pressed(&self, action: GameAction) -> bool {
        self.just_pressed & bit(action) != 0
    }

    /// Some action began this frame.
    pub fn any_just_pressed(&self) -> bool {
        self.just_pressed != 0
    }
}

fn bit(action: GameAction) -> u16 {
    1 << action as u16
}

/// The keys and gamepad buttons that do each action. The right mouse button and the left stick
/// are bound whatever the player changes: the button turns the domino, the stick moves like the
/// d-pad.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Bindings {
    pub keyboard: BTreeMap<GameAction, Vec<KeyCode>>,
    pub gamepad: BTreeMap<GameAction, Vec<GamepadButton>>,
}

impl Default for Bindings {
    /// The keys: arrows or WASD move, Enter or Space confirms, Backspace cancels, R rotates, Tab
    /// switches, Escape pauses, H asks for a hint. The gamepad: the d-pad moves, south confirms,
    /// east cancels, the shoulders rotate, north switches, west asks for a hint, Start pauses.
    fn default() -> Bindings {
        use GameAction::*;
        let keyboard = [
            (Up, vec![KeyCode::ArrowUp, KeyCode::KeyW]),
            (Down, vec![KeyCode::ArrowDown, KeyCode::KeyS]),
            (Left, vec![KeyCode::ArrowLeft, KeyCode::KeyA]),
            (Right, vec![KeyCode::ArrowRight, KeyCode::KeyD]),
            (
                Confirm,
                vec![KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space],
            ),
            (Cancel, vec![KeyCode::Backspace, KeyCode::Delete]),
            (Rotate, vec![KeyCode::KeyR]),
            (Switch, vec![KeyCode::Tab]),
            (Pause, vec![KeyCode::Escape, KeyCode::KeyP]),
            (Hint, vec![KeyCode::KeyH]),
        ];
        let gamepad = [
            (Up, vec![GamepadButton::DPadUp]),
            (Down, vec![GamepadButton::DPadDown]),
            (Left, vec![GamepadButton::DPadLeft]),
            (Right, vec![GamepadButton::DPadRight]),
            (Confirm, vec![GamepadButton::South]),
            (Cancel, vec![GamepadButton::East]),
            (
                Rotate,
                vec![GamepadButton::LeftTrigger, GamepadButton::RightTrigger],
            ),
            (Switch, vec![GamepadButton::North]),
            (Pause, vec![GamepadButton::Start]),
            (Hint, vec![GamepadButton::West]),
        ];
        Bindings {
            keyboard: keyboard.into_iter().collect(),
            gamepad: gamepad.into_iter().collect(),
        }
    }
}

impl Bindings {
    /// `action` is done by `key` alone on the keyboard.
    pub fn bind_key(&mut self, action: GameAction, key: KeyCode) {
        self.keyboard.insert(action, vec![key]);
    }

    /// `action` is done by `button` alone on the gamepad.
    pub fn bind_button(&mut self, action: GameAction, button: GamepadButton) {
        self.gamepad.insert(action, vec![button]);
    }

    /// Whether `action` is held on these devices now.
    fn held(
        &self,
        action: GameAction,
        keys: &ButtonInput<KeyCode>,
        mouse: &ButtonInput<MouseButton>,
        gamepads: &[&Gamepad],
    ) -> bool {
        let key = self
            .keyboard
            .get(&action)
            .is_some_and(|bound| keys.any_pressed(bound.iter().copied()));
        let button = self.gamepad.get(&action).is_some_and(|bound| {
            gamepads
                .iter()
                .any(|gamepad| gamepad.any_pressed(bound.iter().copied()))
        });
        let fixed = match action {
            GameAction::Rotate => mouse.pressed(MouseButton::Right),
            GameAction::Up => gamepads.iter().any(|pad| pad.left_stick().y > STICK_PUSH),
            GameAction::Down => gamepads.iter().any(|pad| pad.left_stick().y < -STICK_PUSH),
            GameAction::Left => gamepads.iter().any(|pad| pad.left_stick().x < -STICK_PUSH),
            GameAction::Right => gamepads.iter().any(|pad| pad.left_stick().x > STICK_PUSH),
            _ => false,
        };
        key || button || fixed
    }
}

/// How far the left stick is pushed before it moves like the d-pad.
const STICK_PUSH: f32 = 0.5;

/// While text is typed the controls stay still: keys held are kept as held, so the Enter that
/// ends the typing does not press a button as well.
fn read_controls(
    typing: Option<Res<TextEntry>>,
    bindings: Res<Bindings>,
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    gamepads: Query<&Gamepad>,
    mut controls: Query<&mut ActionState, With<Controls>>,
) {
    let gamepads: Vec<&Gamepad> = gamepads.iter().collect();
    let pressed = GameAction::ALL
        .into_iter()
        .filter(|&action| bindings.held(action, &keys, &mouse, &gamepads))
        .fold(0, |held, action| held | bit(action));
    for mut state in &mut controls {
        let just_pressed = if typing.is_some() {
            0
        } else {
            pressed & !state.pressed
        };
        state.set_if_neq(ActionState {
            pressed,
            just_pressed,
        });
    }
}
