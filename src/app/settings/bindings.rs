//! The player's key and gamepad bindings, as leafwing input maps (one for the keyboard, one for
//! the gamepad) kept in `controls.ron` in the data store, and put on the controls' entity.

use bevy::prelude::*;
use leafwing_input_manager::plugin::InputManagerSystem;
use leafwing_input_manager::prelude::*;
use serde::{Deserialize, Serialize};

use crate::app::input::{
    Controls, GameAction, default_gamepad_map, default_keyboard_map, fixed_input_map,
};
use crate::app::names;
use crate::app::player_data::{PlayerData, set_aside_unreadable};
use crate::app::startup_problems::StartupProblems;
use crate::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, (load_bindings, spawn_controls).chain());
    app.add_systems(
        PreUpdate,
        apply_bindings
            .run_if(resource_changed::<Bindings>)
            .before(InputManagerSystem::Update),
    );
}

/// The file of the player's bindings in the data store.
pub const CONTROLS_FILE: &str = "controls.ron";

/// The bindings the player can change. The mouse's and the left stick's are fixed.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
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

/// A device whose bindings the player changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Device {
    Keyboard,
    Gamepad,
}

impl Bindings {
    /// Everything bound, as the controls' entity uses it.
    pub fn input_map(&self) -> InputMap<GameAction> {
        let mut map = fixed_input_map();
        map.merge(&self.keyboard).merge(&self.gamepad);
        map
    }

    fn map(&self, device: Device) -> &InputMap<GameAction> {
        match device {
            Device::Keyboard => &self.keyboard,
            Device::Gamepad => &self.gamepad,
        }
    }

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

    /// The names of the keys or buttons bound to `action`.
    pub fn names(&self, device: Device, action: GameAction) -> Vec<Phrase> {
        self.inputs(device, action)
            .iter()
            .map(|input| input_name(input))
            .collect()
    }

    /// The keys or buttons bound to `action`, as Bevy names them.
    fn inputs(&self, device: Device, action: GameAction) -> Vec<String> {
        self.map(device)
            .get_buttonlike(&action)
            .map(|inputs| inputs.iter().map(|input| format!("{input:?}")).collect())
            .unwrap_or_default()
    }

    /// Each key or button bound to more than one action, with those actions' names.
    pub fn conflicts(&self) -> Vec<Phrase> {
        let mut lines = Vec::new();
        for device in [Device::Keyboard, Device::Gamepad] {
            let mut seen: Vec<(String, Vec<Phrase>)> = Vec::new();
            for action in GameAction::ALL {
                for input in self.inputs(device, action) {
                    match seen.iter_mut().find(|(seen_input, _)| *seen_input == input) {
                        Some((_, actions)) => actions.push(names::action(action)),
                        None => seen.push((input, vec![names::action(action)])),
                    }
                }
            }
            lines.extend(
                seen.into_iter()
                    .filter(|(_, actions)| actions.len() > 1)
                    .map(|(input, actions)| {
                        Phrase::new("controls-conflict")
                            .with("input", input_name(&input))
                            .with("actions", Phrase::list(actions))
                    }),
            );
        }
        lines
    }

    /// Reads the bindings file; actions left without a key or button get their defaults back.
    pub fn from_text(text: &str) -> Result<(Bindings, Vec<GameAction>), String> {
        let mut bindings: Bindings = ron::Options::default().from_str(text).map_err(|error| {
            format!(
                "line {}, column {}: {}",
                error.span.start.line, error.span.start.col, error.code
            )
        })?;
        let defaults = Bindings::default();
        let mut restored = Vec::new();
        for action in GameAction::ALL {
            for device in [Device::Keyboard, Device::Gamepad] {
                if bindings.names(device, action).is_empty() {
                    let map = match device {
                        Device::Keyboard => &mut bindings.keyboard,
                        Device::Gamepad => &mut bindings.gamepad,
                    };
                    for input in defaults
                        .map(device)
                        .get_buttonlike(&action)
                        .into_iter()
                        .flatten()
                    {
                        map.insert_boxed(action, input.clone());
                    }
                    restored.push(action);
                }
            }
        }
        Ok((bindings, restored))
    }

    pub fn to_text(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new())
            .expect("input maps are plain data")
    }
}

/// The input's name for players: the message `input-...` for keys and buttons whose names are
/// words (`input-space`, `input-dpad-left`), else the key's own label (`R`, `F5`).
fn input_name(debug: &str) -> Phrase {
    let name = debug
        .trim_start_matches("KeyCode(")
        .trim_start_matches("GamepadButton(")
        .trim_end_matches(')');
    // Bevy's upper triggers are the shoulder buttons, its lower ones the triggers.
    let worded = match name {
        "South" => Some("input-pad-south"),
        "East" => Some("input-pad-east"),
        "West" => Some("input-pad-west"),
        "North" => Some("input-pad-north"),
        "LeftTrigger" => Some("input-left-shoulder"),
        "RightTrigger" => Some("input-right-shoulder"),
        "LeftTrigger2" => Some("input-left-trigger"),
        "RightTrigger2" => Some("input-right-trigger"),
        "DPadUp" => Some("input-dpad-up"),
        "DPadDown" => Some("input-dpad-down"),
        "DPadLeft" => Some("input-dpad-left"),
        "DPadRight" => Some("input-dpad-right"),
        "ArrowUp" => Some("input-arrow-up"),
        "ArrowDown" => Some("input-arrow-down"),
        "ArrowLeft" => Some("input-arrow-left"),
        "ArrowRight" => Some("input-arrow-right"),
        "Enter" => Some("input-enter"),
        "NumpadEnter" => Some("input-numpad-enter"),
        "Escape" => Some("input-escape"),
        "Space" => Some("input-space"),
        "Backspace" => Some("input-backspace"),
        "Tab" => Some("input-tab"),
        "Start" => Some("input-start"),
        "Select" => Some("input-select"),
        _ => None,
    };
    if let Some(id) = worded {
        return Phrase::new(id);
    }
    let name = name
        .strip_prefix("Key")
        .or_else(|| name.strip_prefix("Digit"))
        .filter(|rest| rest.chars().count() == 1)
        .unwrap_or(name);
    let mut words = String::new();
    for character in name.chars() {
        match words.chars().last() {
            Some(before) if character.is_uppercase() && before.is_lowercase() => {
                words.push(' ');
                words.extend(character.to_lowercase());
            }
            _ => words.push(character),
        }
    }
    Phrase::Verbatim(words)
}

fn load_bindings(
    mut commands: Commands,
    data: Res<PlayerData>,
    mut problems: ResMut<StartupProblems>,
) {
    let read = data
        .0
        .read(CONTROLS_FILE)
        .map_err(|error| error.to_string())
        .and_then(|bytes| match bytes {
            None => Ok(None),
            Some(bytes) => String::from_utf8(bytes)
                .map_err(|_| "it is not text".to_string())
                .and_then(|text| Bindings::from_text(&text))
                .map(Some),
        });
    let bindings = match read {
        Ok(None) => Bindings::default(),
        Ok(Some((bindings, restored))) => {
            if !restored.is_empty() {
                problems.report(
                    Phrase::new("problem-controls-restored").with(
                        "actions",
                        Phrase::list(
                            restored
                                .iter()
                                .map(|action| names::action(*action))
                                .collect(),
                        ),
                    ),
                );
            }
            bindings
        }
        Err(why) => {
            set_aside_unreadable(
                &data.0,
                CONTROLS_FILE,
                "controls",
                &why,
                Phrase::new("instead-default-controls"),
                &mut problems,
            );
            Bindings::default()
        }
    };
    commands.insert_resource(bindings);
}

fn spawn_controls(mut commands: Commands, bindings: Res<Bindings>) {
    commands.spawn((Name::new("Controls"), Controls, bindings.input_map()));
}

/// Changed bindings are used from this frame on and kept in the data store.
fn apply_bindings(
    bindings: Res<Bindings>,
    data: Res<PlayerData>,
    mut controls: Query<&mut InputMap<GameAction>, With<Controls>>,
) {
    for mut map in &mut controls {
        *map = bindings.input_map();
    }
    if bindings.is_added() {
        return;
    }
    if let Err(error) = data.0.write(CONTROLS_FILE, &bindings.to_text()) {
        warn!(
            "The controls could not be saved to {}: {error}",
            data.0.describe(CONTROLS_FILE)
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_and_buttons_have_players_names() {
        let name = |debug: &str| crate::app::console::in_english(&input_name(debug));
        assert_eq!(name("KeyR"), "R");
        assert_eq!(name("ArrowUp"), "Up arrow");
        assert_eq!(name("NumpadEnter"), "Numpad enter");
        assert_eq!(name("South"), "A (south)");
        assert_eq!(name("DPadLeft"), "D-pad left");
        assert_eq!(name("LeftTrigger"), "Left shoulder");
        assert_eq!(name("RightTrigger2"), "Right trigger");
        assert_eq!(name("Select"), "Select");
        assert_eq!(name("Digit5"), "5");
        assert_eq!(name("PageDown"), "Page down");
    }
}
