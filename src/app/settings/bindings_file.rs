//! The bindings file's text: each action's keys and buttons by name, and the file of earlier
//! versions (leafwing's input maps) read so a player's own keys survive the update.

use std::collections::BTreeMap;

use bevy::prelude::*;
use bevy::reflect::FromReflect;
use bevy::reflect::enums::{DynamicEnum, DynamicVariant, Enum};
use serde::{Deserialize, Serialize};

use crate::app::input::{Bindings, GameAction};

/// The bindings as the file keeps them: each action's keys and buttons by their names in Bevy
/// (`ArrowUp`, `KeyW`, `DPadUp`, `South`), so the file reads and edits by hand.
#[derive(Serialize, Deserialize, Default)]
struct BindingsFile {
    #[serde(default)]
    keyboard: BTreeMap<GameAction, Vec<String>>,
    #[serde(default)]
    gamepad: BTreeMap<GameAction, Vec<String>>,
}

/// The variant named `name` of a plain enum such as `KeyCode`, through reflection (Bevy's input
/// types carry no serde here: the game builds Bevy without it, for a lighter web page).
fn by_name<T: FromReflect>(name: &str) -> Option<T> {
    T::from_reflect(&DynamicEnum::new(name, DynamicVariant::Unit))
}

pub(super) fn names_of<T: Enum>(inputs: &[T]) -> Vec<String> {
    inputs
        .iter()
        .map(|input| input.variant_name().to_string())
        .collect()
}

impl Bindings {
    /// Reads the bindings file; names that are no key or button are left out, and actions left
    /// without any get their defaults back.
    pub fn from_text(text: &str) -> Result<(Bindings, Vec<GameAction>), String> {
        let file = match ron::Options::default().from_str::<BindingsFile>(text) {
            Ok(file) => file,
            Err(error) => earlier_file(text).ok_or_else(|| {
                format!(
                    "line {}, column {}: {}",
                    error.span.start.line, error.span.start.col, error.code
                )
            })?,
        };
        let defaults = Bindings::default();
        let mut bindings = Bindings {
            keyboard: BTreeMap::new(),
            gamepad: BTreeMap::new(),
        };
        let mut restored = Vec::new();
        for action in GameAction::ALL {
            let read = |names: &BTreeMap<GameAction, Vec<String>>| -> Vec<String> {
                names.get(&action).cloned().unwrap_or_default()
            };
            let keys: Vec<KeyCode> = read(&file.keyboard)
                .iter()
                .filter_map(|name| by_name(name))
                .collect();
            let buttons: Vec<GamepadButton> = read(&file.gamepad)
                .iter()
                .filter_map(|name| by_name(name))
                .collect();
            if keys.is_empty() || buttons.is_empty() {
                restored.push(action);
            }
            let keys = if keys.is_empty() {
                defaults.keyboard[&action].clone()
            } else {
                keys
            };
            let buttons = if buttons.is_empty() {
                defaults.gamepad[&action].clone()
            } else {
                buttons
            };
            bindings.keyboard.insert(action, keys);
            bindings.gamepad.insert(action, buttons);
        }
        Ok((bindings, restored))
    }

    pub fn to_text(&self) -> String {
        let file = BindingsFile {
            keyboard: self
                .keyboard
                .iter()
                .map(|(action, keys)| (*action, names_of(keys)))
                .collect(),
            gamepad: self
                .gamepad
                .iter()
                .map(|(action, buttons)| (*action, names_of(buttons)))
                .collect(),
        };
        ron::ser::to_string_pretty(&file, ron::ser::PrettyConfig::new())
            .expect("names of keys and buttons are plain data")
    }
}

/// The bindings in the file of earlier versions (leafwing's input maps), so a player's own keys
/// survive the update: each action's list of `{"KeyCode": Name}` or `{"GamepadButton": Name}`.
fn earlier_file(text: &str) -> Option<BindingsFile> {
    if !text.contains("buttonlike_map") {
        return None;
    }
    let mut file = BindingsFile::default();
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

    #[test]
    fn the_file_keeps_keys_and_buttons_by_name() {
        let mut bindings = Bindings::default();
        bindings.bind_key(GameAction::Confirm, KeyCode::KeyJ);
        bindings.bind_button(GameAction::Pause, GamepadButton::Select);
        let text = bindings.to_text();
        assert!(
            text.contains("\"KeyJ\"") && text.contains("\"Select\""),
            "{text}"
        );
        assert_eq!(Bindings::from_text(&text), Ok((bindings, vec![])));
    }

    #[test]
    fn names_that_are_no_key_are_left_out_and_empty_actions_get_their_defaults() {
        let text = r#"(keyboard: {Confirm: ["KeyJ", "Nonsense"], Up: ["Nonsense"]}, gamepad: {})"#;
        let (bindings, restored) = Bindings::from_text(text).unwrap();
        assert_eq!(bindings.keyboard[&GameAction::Confirm], [KeyCode::KeyJ]);
        assert_eq!(
            bindings.keyboard[&GameAction::Up],
            Bindings::default().keyboard[&GameAction::Up]
        );
        assert_eq!(bindings.gamepad, Bindings::default().gamepad);
        assert!(restored.contains(&GameAction::Up) && restored.contains(&GameAction::Confirm));
        assert!(Bindings::from_text("(keyboard: [").is_err());
    }

    /// The file as the versions that used leafwing's input maps wrote it.
    #[test]
    fn a_file_of_earlier_versions_keeps_the_players_keys() {
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
        assert_eq!(bindings.keyboard[&GameAction::Confirm], [KeyCode::KeyJ]);
        assert_eq!(
            bindings.keyboard[&GameAction::Up],
            [KeyCode::ArrowUp, KeyCode::KeyW]
        );
        assert_eq!(
            bindings.gamepad[&GameAction::Pause],
            [GamepadButton::Select]
        );
        assert_eq!(
            bindings.gamepad[&GameAction::Confirm],
            Bindings::default().gamepad[&GameAction::Confirm]
        );
    }
}
