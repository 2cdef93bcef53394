//! Typing a room's code on the online panel: letters and digits add to it up to its length
//! (a letter typed small is the code's capital), characters a code never has are left out, and
//! a command key held (Ctrl+V pastes) types nothing.

use bevy::prelude::*;

use crate::app::input::Typed;
use crate::app::online::OnlineSession;
use kingdomino_core::online::RoomCode;
use kingdomino_core::online::protocol::CODE_LENGTH;

/// The room code typed so far (letters and digits, as the code is shown).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct TypedCode(pub String);

pub(super) fn forget_typed_code(mut typed: ResMut<TypedCode>) {
    typed.set_if_neq(TypedCode::default());
}

/// Letters and digits typed add to the code, up to its length (a letter typed small is the
/// code's capital); characters a code never has are left out.
pub(super) fn type_code(
    mut typing: MessageReader<Typed>,
    keys: Res<ButtonInput<KeyCode>>,
    session: Option<Res<OnlineSession>>,
    mut typed: ResMut<TypedCode>,
) {
    let characters: Vec<char> = typing.read().flat_map(code_characters).collect();
    if session.is_some() || command_key_held(&keys) {
        return;
    }
    for character in characters {
        let longer = format!("{}{character}", typed.0);
        let letters_only = format!("{longer:A<width$}", width = CODE_LENGTH);
        if longer.len() <= CODE_LENGTH && RoomCode::parse(&letters_only).is_ok() {
            typed.0 = longer;
        }
    }
}

/// Ctrl (Cmd on a Mac) is held: the letters pressed are commands (Ctrl+V pastes), not typed.
pub(super) fn command_key_held(keys: &ButtonInput<KeyCode>) -> bool {
    keys.any_pressed([
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::SuperLeft,
        KeyCode::SuperRight,
    ])
}

/// The letters and digits typed, as a code writes them (capitals).
pub(super) fn code_characters(typed: &Typed) -> Vec<char> {
    typed
        .characters()
        .filter(char::is_ascii_alphanumeric)
        .map(|character| character.to_ascii_uppercase())
        .collect()
}
