//! Typing the player's online name on the Settings panel: its button starts the typing, Enter
//! (or a click, or a gamepad button) keeps the name, Esc leaves it as it was.

use bevy::prelude::*;

use crate::app::choices::{ChoiceMade, Intent, Setting};
use crate::app::input::Typed;
use crate::app::settings::PlaySettings;
use crate::app::states::AppSystems;
use crate::app::states::{Overlay, TextEntry};
use kingdomino_core::online::protocol::{MAX_NAME_CHARS, clean_name};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            // After the controls are read, so the Esc or Enter that ends the typing does not
            // also act on the panel.
            (type_name, start_or_keep_typing).in_set(AppSystems::Decide),
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

/// Characters add to the name up to its longest; the keys that end the typing end it. What was
/// typed before the typing began (the Enter that began it) is passed over.
fn type_name(
    mut commands: Commands,
    mut typing: MessageReader<Typed>,
    mouse: Res<ButtonInput<MouseButton>>,
    gamepads: Query<&Gamepad>,
    entry: Option<ResMut<TextEntry>>,
    mut play: ResMut<PlaySettings>,
) {
    let Some(mut entry) = entry else {
        typing.clear();
        return;
    };
    let pad_pressed = gamepads
        .iter()
        .any(|gamepad| gamepad.get_just_pressed().next().is_some());
    if mouse.get_just_pressed().next().is_some() || pad_pressed {
        keep_name(&mut commands, &mut play, &entry);
        return;
    }
    for typed in typing.read() {
        match typed {
            Typed::Done => {
                keep_name(&mut commands, &mut play, &entry);
                return;
            }
            Typed::Cancel => {
                commands.remove_resource::<TextEntry>();
                return;
            }
            Typed::Erase => {
                entry.0.pop();
            }
            Typed::Characters(_) => {
                for character in typed.characters() {
                    if entry.0.chars().count() < MAX_NAME_CHARS {
                        entry.0.push(character);
                    }
                }
            }
        }
    }
}

fn stop_typing(mut commands: Commands) {
    commands.remove_resource::<TextEntry>();
}
