//! Typing the player's online name on the Settings panel: its button starts the typing, Enter
//! (or a click, or a gamepad button) keeps the name, Esc leaves it as it was.

use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

use crate::app::AppSystems;
use crate::app::choices::{ChoiceMade, Intent, Setting};
use crate::app::settings::PlaySettings;
use crate::app::states::{Overlay, TextEntry};
use kingdomino_core::online::protocol::{MAX_NAME_CHARS, clean_name};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            type_name
                .run_if(resource_exists::<TextEntry>)
                .in_set(AppSystems::ReadInput),
            start_or_keep_typing.in_set(AppSystems::Decide),
        ),
    );
    app.add_systems(OnExit(Overlay::Settings), stop_typing);
}

fn start_or_keep_typing(
    mut commands: Commands,
    mut made: MessageReader<ChoiceMade>,
    overlay: Res<State<Overlay>>,
    typing: Option<Res<TextEntry>>,
    mut play: ResMut<PlaySettings>,
) {
    for ChoiceMade(intent) in made.read() {
        if *intent != Intent::ChangeSetting(Setting::OnlineName)
            || *overlay.get() != Overlay::Settings
        {
            continue;
        }
        match &typing {
            Some(entry) => keep_name(&mut commands, &mut play, entry),
            None => commands.insert_resource(TextEntry(play.online_name.clone())),
        }
    }
}

fn keep_name(commands: &mut Commands, play: &mut PlaySettings, entry: &TextEntry) {
    let name = clean_name(&entry.0, "");
    if play.online_name != name {
        play.online_name = name;
    }
    commands.remove_resource::<TextEntry>();
}

/// Characters add to the name up to its longest; the keys that end the typing end it.
fn type_name(
    mut commands: Commands,
    mut keyboard: MessageReader<KeyboardInput>,
    mouse: Res<ButtonInput<MouseButton>>,
    gamepads: Query<&Gamepad>,
    mut entry: ResMut<TextEntry>,
    mut play: ResMut<PlaySettings>,
) {
    let pad_pressed = gamepads
        .iter()
        .any(|gamepad| gamepad.get_just_pressed().next().is_some());
    if mouse.get_just_pressed().next().is_some() || pad_pressed {
        keep_name(&mut commands, &mut play, &entry);
        return;
    }
    for key in keyboard.read() {
        if !key.state.is_pressed() {
            continue;
        }
        match (key.key_code, &key.logical_key) {
            (KeyCode::Enter | KeyCode::NumpadEnter | KeyCode::Tab, _) => {
                keep_name(&mut commands, &mut play, &entry);
                return;
            }
            (KeyCode::Escape, _) => {
                commands.remove_resource::<TextEntry>();
                return;
            }
            (KeyCode::Backspace, _) => {
                entry.0.pop();
            }
            // The text a key makes (accents, dead keys and input methods included), else its
            // character.
            _ => match (&key.text, &key.logical_key) {
                (Some(text), _) => add_characters(&mut entry.0, text),
                (None, Key::Space) => add_characters(&mut entry.0, " "),
                (None, Key::Character(characters)) => add_characters(&mut entry.0, characters),
                _ => {}
            },
        }
    }
}

fn add_characters(name: &mut String, characters: &str) {
    for character in characters.chars().filter(|c| !c.is_control()) {
        if name.chars().count() < MAX_NAME_CHARS {
            name.push(character);
        }
    }
}

fn stop_typing(mut commands: Commands) {
    commands.remove_resource::<TextEntry>();
}
