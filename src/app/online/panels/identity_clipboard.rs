//! The player's identity moved between machines through the clipboard, from the leaderboard
//! panel: Copy puts its file's text there (to paste into a file, or straight into the game on
//! the other machine); Paste takes an identity from there in place of this one. A text that is
//! not an identity, or was altered, is refused by name and the identity held is kept.

use bevy::clipboard::{Clipboard, ClipboardRead};
use bevy::prelude::*;

use crate::app::choices::{ChoiceMade, Go, Intent};
use crate::app::player::identity::PlayerIdentity;
use crate::app::player::player_data::PlayerData;
use crate::app::states::{AppSystems, Overlay};
use kingdomino_core::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<IdentityNote>();
    app.add_systems(
        Update,
        (copy_or_paste, take_pasted_identity)
            .chain()
            .run_if(in_state(Overlay::Leaderboard))
            .in_set(AppSystems::Decide),
    );
    app.add_systems(
        OnExit(Overlay::Leaderboard),
        |mut note: ResMut<IdentityNote>| {
            note.0 = None;
        },
    );
}

/// What became of the last copy or paste, said on the panel.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct IdentityNote(pub Option<Phrase>);

/// A paste asked for; in the browser the page hands the text over a frame or more later.
#[derive(Resource)]
struct PastingIdentity(ClipboardRead);

fn copy_or_paste(
    mut commands: Commands,
    mut made: MessageReader<ChoiceMade>,
    identity: Res<PlayerIdentity>,
    clipboard: Option<ResMut<Clipboard>>,
    mut note: ResMut<IdentityNote>,
) {
    let Some(mut clipboard) = clipboard else {
        return;
    };
    for ChoiceMade(intent) in made.read() {
        match intent {
            Intent::Go(Go::CopyIdentity) => {
                let Some(held) = &identity.0 else {
                    continue;
                };
                note.0 = Some(match clipboard.set_text(held.file_text()) {
                    Ok(()) => Phrase::new("identity-copied"),
                    Err(error) => {
                        Phrase::new("identity-not-copied").with("reason", error.to_string())
                    }
                });
            }
            Intent::Go(Go::PasteIdentity) => {
                commands.insert_resource(PastingIdentity(clipboard.fetch_text()));
            }
            _ => {}
        }
    }
}

fn take_pasted_identity(
    mut commands: Commands,
    pasting: Option<ResMut<PastingIdentity>>,
    mut identity: ResMut<PlayerIdentity>,
    data: Res<PlayerData>,
    mut note: ResMut<IdentityNote>,
) {
    let Some(mut pasting) = pasting else {
        return;
    };
    let Some(result) = pasting.0.poll_result() else {
        return;
    };
    commands.remove_resource::<PastingIdentity>();
    let taken = result
        .map_err(|error| error.to_string())
        .and_then(|text| identity.import(&text, &data));
    note.0 = Some(match taken {
        Ok(()) => {
            let shown = identity
                .0
                .as_ref()
                .map(|held| held.shown())
                .unwrap_or_default();
            Phrase::new("identity-pasted").with("player", shown)
        }
        Err(why) => Phrase::new("identity-refused").with("reason", why),
    });
}
