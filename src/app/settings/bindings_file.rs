//! The bindings file's text: what leafwing serialises of the keyboard's and the gamepad's input
//! maps. The files of earlier versions are still read, so a player's own keys survive the
//! update: the one that kept each action's keys and buttons by name, and leafwing's maps as
//! older versions wrote them.

use std::collections::BTreeMap;

use bevy::prelude::*;
use bevy::reflect::FromReflect;
use bevy::reflect::enums::{DynamicEnum, DynamicVariant};
use leafwing_input_manager::prelude::*;
use serde::Deserialize;

use crate::app::input::{Bindings, GameAction};

/// The file of the version without leafwing: each action's keys and buttons by their names in
/// Bevy (`ArrowUp`, `KeyW`, `DPadUp`, `South`).
#[derive(Deserialize, Default)]
struct NamedBindings {
    #[serde(default)]
    keyboard: BTreeMap<GameAction, Vec<String>>,
    #[serde(default)]
    gamepad: BTreeMap<GameAction, Vec<String>>,
}

/// The variant named `name` of a plain enum such as `KeyCode`, through reflection.
fn by_name<T: FromReflect>(name: &str) -> Option<T> {
    T::from_reflect(&DynamicEnum::new(name, DynamicVariant::Unit))
}

impl NamedBindings {
    fn into_bindings(self) -> Bindings {
        let mut bindings = Bindings {
            keyboard: InputMap::default(),
            gamepad: InputMap::default(),
        };
        for (action, names) in self.keyboard {
            for key in names.iter().filter_map(|name| by_name::<KeyCode>(name)) {
                bindings.keyboard.insert(action, key);
            }
        }
        for (action, names) in self.gamepad {
            for button in names
                .iter()
                .filter_map(|name| by_name::<GamepadButton>(name))
            {
                bindings.gamepad.insert(action, button);
            }
        }
        bindings
    }
}

impl Bindings {
    /// Reads the bindings file; actions left without any key or button get their defaults back
    /// (they are returned, for the title to say so).
    pub fn from_text(text: &str) -> Result<(Bindings, Vec<GameAction>), String> {
        let options = ron::Options::default();
        let read = match options.from_str::<Bindings>(text) {
            Ok(bindings) => bindings,
            Err(error) => options
                .from_str::<NamedBindings>(text)
                .ok()
                .or_else(|| older_leafwing_file(text))
                .map(NamedBindings::into_bindings)
                .ok_or_else(|| {
                    format!(
                        "line {}, column {}: {}",
                        error.span.start.line, error.span.start.col, error.code
                    )
                })?,
        };
        Ok(read.with_defaults_for_empty_actions())
    }

    fn with_defaults_for_empty_actions(mut self) -> (Bindings, Vec<GameAction>) {
        let defaults = Bindings::default();
        let mut restored = Vec::new();
        for action in GameAction::ALL {
            let mut empty = false;
            for (map, default) in [
                (&mut self.keyboard, &defaults.keyboard),
                (&mut self.gamepad, &defaults.gamepad),
            ] {
                if map.get_buttonlike(&action).is_none_or(Vec::is_empty) {
                    empty = true;
                    for input in default.get_buttonlike(&action).into_iter().flatten() {
                        map.insert_boxed(action, input.clone());
                    }
                }
            }
            if empty {
                restored.push(action);
            }
        }
        // The file keeps the player's bindings, never a pad: a seat takes its own at the table.
        self.keyboard.clear_gamepad();
        self.gamepad.clear_gamepad();
        (self, restored)
    }

    pub fn to_text(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new())
            .expect("input maps are plain data")
    }
}

/// Leafwing's maps as older versions wrote them, some fields left out: each action's list of
/// `{"KeyCode": Name}` or `{"GamepadButton": Name}`, read word by word.
fn older_leafwing_file(text: &str) -> Option<NamedBindings> {
    if !text.contains("buttonlike_map") {
        return None;
    }
    let mut file = NamedBindings::default();
    let mut action = None;
    let words: Vec<&str> = text
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|word| !word.is_empty())
        .collect();
    for pair in words.windows(2) {
        if let Some(named) = GameAction::ALL
            .into_iter()
            .find(|action| format!("{action:?}") == pair[0])
        {
            action = Some(named);
            continue;
        }
        let Some(action) = action else { continue };
        let list = match pair[0] {
            "KeyCode" => file.keyboard.entry(action).or_default(),
            "GamepadButton" => file.gamepad.entry(action).or_default(),
            _ => continue,
        };
        list.push(pair[1].to_string());
    }
    Some(file)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::settings::bindings::Device;

    /// Leafwing's registry of input kinds, which reading its maps needs, is filled when its
    /// plugin is added to an app.
    fn with_input_kinds() {
        App::new().add_plugins(InputManagerPlugin::<GameAction>::default());
    }

    #[test]
    fn the_file_keeps_what_leafwing_serialises() {
        with_input_kinds();
        let mut bindings = Bindings::default();
        bindings.bind_key(GameAction::Confirm, KeyCode::KeyJ);
        bindings.bind_button(GameAction::Pause, GamepadButton::Select);
        let text = bindings.to_text();
        assert!(
            text.contains("buttonlike_map") && text.contains("KeyJ") && text.contains("Select"),
            "{text}"
        );
        assert_eq!(Bindings::from_text(&text), Ok((bindings, vec![])));
    }

    /// The file as the version without leafwing wrote it (each action's keys by name).
    #[test]
    fn the_file_of_the_version_without_leafwing_keeps_the_players_keys() {
        with_input_kinds();
        let text = r#"(keyboard: {Confirm: ["KeyJ", "Nonsense"], Up: ["Nonsense"]}, gamepad: {Pause: ["Select"]})"#;
        let (bindings, restored) = Bindings::from_text(text).unwrap();
        assert_eq!(
            bindings.inputs(Device::Keyboard, GameAction::Confirm),
            ["KeyJ"]
        );
        assert_eq!(
            bindings.inputs(Device::Gamepad, GameAction::Pause),
            ["Select"]
        );
        assert_eq!(
            bindings.inputs(Device::Keyboard, GameAction::Up),
            Bindings::default().inputs(Device::Keyboard, GameAction::Up)
        );
        assert!(restored.contains(&GameAction::Up) && restored.contains(&GameAction::Confirm));
        assert!(Bindings::from_text("(keyboard: [").is_err());
    }

    /// The file as older versions with leafwing wrote it, some fields left out.
    #[test]
    fn a_file_of_older_leafwing_versions_keeps_the_players_keys() {
        with_input_kinds();
        let text = r#"(
    keyboard: (
        buttonlike_map: {
            Confirm: [
                {
                    "KeyCode": KeyJ,
                },
            ],
            Up: [
                {
                    "KeyCode": ArrowUp,
                },
                {
                    "KeyCode": KeyW,
                },
            ],
        },
        axislike_map: {},
    ),
    gamepad: (
        buttonlike_map: {
            Pause: [
                {
                    "GamepadButton": Select,
                },
            ],
        },
    ),
)"#;
        let (bindings, _) = Bindings::from_text(text).unwrap();
        assert_eq!(
            bindings.inputs(Device::Keyboard, GameAction::Confirm),
            ["KeyJ"]
        );
        assert_eq!(
            bindings.inputs(Device::Keyboard, GameAction::Up),
            ["ArrowUp", "KeyW"]
        );
        assert_eq!(
            bindings.inputs(Device::Gamepad, GameAction::Pause),
            ["Select"]
        );
        assert_eq!(
            bindings.inputs(Device::Gamepad, GameAction::Confirm),
            Bindings::default().inputs(Device::Gamepad, GameAction::Confirm)
        );
    }
}
