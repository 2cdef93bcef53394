//! The player's bindings: a leafwing `InputMap` for the keyboard and one for the gamepad, which
//! every seat's map is made of (`settings::bindings` keeps them in `controls.ron`).

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

use super::actions::{GameAction, default_gamepad_map, default_keyboard_map, fixed_input_map};

/// The keys and gamepad buttons that do each action. The right mouse button and the left stick
/// are bound whatever the player changes: the button turns the domino, the stick moves like the
/// d-pad.
#[derive(Resource, Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Bindings {
    pub keyboard: InputMap<GameAction>,
    pub gamepad: InputMap<GameAction>,
}

impl Default for Bindings {
    fn default() -> Bindings {
        Bindings {
            keyboard: default_keyboard_map(),
            gamepad: default_gamepad_map(),
        }
    }
}

impl Bindings {
    /// `action` is done by `key` alone on the keyboard.
    pub fn bind_key(&mut self, action: GameAction, key: KeyCode) {
        self.keyboard.clear_action(&action);
        self.keyboard.insert(action, key);
    }

    /// `action` is done by `button` alone on the gamepad.
    pub fn bind_button(&mut self, action: GameAction, button: GamepadButton) {
        self.gamepad.clear_action(&action);
        self.gamepad.insert(action, button);
    }

    /// A seat's map: the keyboard's, the gamepad's and the fixed bindings together.
    pub fn seat_map(&self) -> InputMap<GameAction> {
        let mut map = fixed_input_map();
        map.merge(&self.keyboard).merge(&self.gamepad);
        map
    }
}
