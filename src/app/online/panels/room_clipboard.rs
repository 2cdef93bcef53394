//! The clipboard on the online panel: Copy puts the room's code (its link, in the browser) there
//! to pass on; Ctrl+V pastes a code (or a room's link) passed on by a friend.

use bevy::clipboard::{Clipboard, ClipboardRead};
use bevy::prelude::*;

use super::code_typing::{TypedCode, command_key_held};
use super::rooms::RoomCopied;
use crate::app::choices::{ChoiceMade, Go, Intent};
use crate::app::online::{OnlineSession, OnlineStatus, RoomLinks};
use crate::app::states::AppSystems;
use crate::app::states::Overlay;
use kingdomino_core::online::RoomCode;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            (paste_code, take_pasted_code)
                .chain()
                .run_if(in_state(Overlay::Online))
                .in_set(AppSystems::ReadInput),
            copy_room_code.in_set(AppSystems::Decide),
        ),
    );
}

/// A paste asked for; in the browser the page hands the text over a frame or more later.
#[derive(Resource)]
struct Pasting(ClipboardRead);

fn copy_room_code(
    mut made: MessageReader<ChoiceMade>,
    session: Option<Res<OnlineSession>>,
    links: Option<Res<RoomLinks>>,
    clipboard: Option<ResMut<Clipboard>>,
    mut copied: ResMut<RoomCopied>,
) {
    let asked = made
        .read()
        .any(|ChoiceMade(intent)| *intent == Intent::Go(Go::CopyRoomCode));
    let Some(OnlineStatus::Waiting(code)) = session.map(|session| session.status.clone()) else {
        return;
    };
    if !asked {
        return;
    }
    let text = match links {
        Some(links) => links.link(&code),
        None => code.shown(),
    };
    let result = match clipboard {
        Some(mut clipboard) => clipboard.set_text(text).map_err(|error| error.to_string()),
        None => Err("no clipboard".to_string()),
    };
    if let Err(why) = &result {
        warn!("cannot copy the room's code: {why}");
    }
    copied.0 = Some((code, result.is_ok()));
}

/// Ctrl+V (Cmd+V on a Mac) before a room is made or joined.
fn paste_code(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    session: Option<Res<OnlineSession>>,
    clipboard: Option<ResMut<Clipboard>>,
) {
    if session.is_some() || !command_key_held(&keys) || !keys.just_pressed(KeyCode::KeyV) {
        return;
    }
    if let Some(mut clipboard) = clipboard {
        commands.insert_resource(Pasting(clipboard.fetch_text()));
    }
}

fn take_pasted_code(
    mut commands: Commands,
    pasting: Option<ResMut<Pasting>>,
    mut typed: ResMut<TypedCode>,
) {
    let Some(mut pasting) = pasting else {
        return;
    };
    let Some(result) = pasting.0.poll_result() else {
        return;
    };
    commands.remove_resource::<Pasting>();
    match result.map_err(|error| error.to_string()) {
        Ok(text) => match code_in(&text) {
            Some(code) => typed.0 = code.as_str().to_string(),
            None => info!("the clipboard holds no room code"),
        },
        Err(why) => warn!("cannot paste: {why}"),
    }
}

/// The room code in a pasted text: the code itself (as shown, with its dash), or a room's link.
fn code_in(text: &str) -> Option<RoomCode> {
    let code = match text.split_once("room=") {
        Some((_, after)) => after.split(['&', '#']).next().unwrap_or(""),
        None => text,
    };
    RoomCode::parse(code.trim()).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_is_found_as_shown_typed_or_in_a_room_s_link() {
        let code = RoomCode::parse("ABCD2345").unwrap();
        for text in [
            "ABCD-2345",
            " abcd2345\n",
            "https://example.org/kingdomino/?room=ABCD2345",
            "http://127.0.0.1:7800/?lang=fr&room=ABCD-2345&autoplay=0",
        ] {
            assert_eq!(code_in(text), Some(code.clone()), "{text}");
        }
        assert_eq!(code_in("hello"), None);
        assert_eq!(code_in("https://example.org/?room="), None);
    }
}
