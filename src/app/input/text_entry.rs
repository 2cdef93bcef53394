//! Typed text, on the keys' logical meaning: the characters a key makes in the player's layout
//! (an AZERTY keyboard types what it shows; dead keys and input methods compose), for the name,
//! the seed and a room's code. Enter, Tab, Escape and Backspace say what they do wherever they
//! sit.

use bevy::input::InputSystems;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Typed>();
    app.add_systems(PreUpdate, read_typing.after(InputSystems));
}

/// What the keyboard typed this frame.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    /// The characters a key made.
    Characters(String),
    /// Take the last character back.
    Erase,
    /// Keep what was typed.
    Done,
    /// Leave it as it was.
    Cancel,
}

impl Typed {
    /// The characters typed, for the ones that are characters.
    pub fn characters(&self) -> impl Iterator<Item = char> + '_ {
        let text = match self {
            Typed::Characters(text) => text.as_str(),
            _ => "",
        };
        text.chars().filter(|character| !character.is_control())
    }
}

fn read_typing(mut keyboard: MessageReader<KeyboardInput>, mut typed: MessageWriter<Typed>) {
    for key in keyboard.read().filter(|key| key.state.is_pressed()) {
        let message = match key.key_code {
            KeyCode::Enter | KeyCode::NumpadEnter | KeyCode::Tab => Typed::Done,
            KeyCode::Escape => Typed::Cancel,
            KeyCode::Backspace => Typed::Erase,
            _ => match (&key.text, &key.logical_key) {
                (Some(text), _) => Typed::Characters(text.to_string()),
                (None, Key::Space) => Typed::Characters(" ".to_string()),
                (None, Key::Character(characters)) => Typed::Characters(characters.to_string()),
                _ => continue,
            },
        };
        typed.write(message);
    }
}
