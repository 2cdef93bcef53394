//! The player's key and gamepad bindings kept in `controls.ron` in the data store (the input
//! maps the seats' controls are made of, `input::Bindings`), and their names for players.

use bevy::prelude::*;

use crate::app::states::AppSystems;

pub use crate::app::input::Bindings;
use crate::app::input::GameAction;
use crate::app::player::player_data::{PlayerData, set_aside_unreadable};
use crate::app::player::startup_problems::StartupProblems;
use kingdomino_core::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, load_bindings);
    app.add_systems(
        Update,
        save_bindings
            .run_if(resource_changed::<Bindings>)
            .in_set(AppSystems::Save),
    );
}

/// The file of the player's bindings in the data store.
pub const CONTROLS_FILE: &str = "controls.ron";

/// A device whose bindings the player changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Device {
    Keyboard,
    Gamepad,
}

impl Bindings {
    /// The names of the keys or buttons bound to `action`.
    pub fn names(&self, device: Device, action: GameAction) -> Vec<Phrase> {
        self.inputs(device, action)
            .iter()
            .map(|input| input_name(input))
            .collect()
    }

    /// The keys or buttons bound to `action`, as Bevy names them.
    pub(super) fn inputs(&self, device: Device, action: GameAction) -> Vec<String> {
        let map = match device {
            Device::Keyboard => &self.keyboard,
            Device::Gamepad => &self.gamepad,
        };
        map.get_buttonlike(&action)
            .into_iter()
            .flatten()
            .map(|input| format!("{input:?}"))
            .collect()
    }

    /// Each key or button bound to more than one action, with those actions' names.
    pub fn conflicts(&self) -> Vec<Phrase> {
        let mut lines = Vec::new();
        for device in [Device::Keyboard, Device::Gamepad] {
            let mut seen: Vec<(String, Vec<Phrase>)> = Vec::new();
            for action in GameAction::ALL {
                for input in self.inputs(device, action) {
                    match seen.iter_mut().find(|(seen_input, _)| *seen_input == input) {
                        Some((_, actions)) => actions.push(action.name()),
                        None => seen.push((input, vec![action.name()])),
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
                problems.report(Phrase::new("problem-controls-restored").with(
                    "actions",
                    Phrase::list(restored.iter().map(|action| action.name()).collect()),
                ));
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

/// Changed bindings are kept in the data store (the seats' maps follow them).
fn save_bindings(bindings: Res<Bindings>, data: Res<PlayerData>) {
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
        let name = |debug: &str| crate::app::runtime::console::in_english(&input_name(debug));
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
