//! The player's identity for rated games (`Ann#7K2P`): read from their files as the game
//! opens, made the first time they play anyone, and moved to another machine as its file's
//! text (online renames it with the player's online name: `online::identity`).

use bevy::prelude::*;

use super::player_data::{PlayerData, set_aside_unreadable};
use super::startup_problems::StartupProblems;
use crate::app::states::Screen;
use kingdomino_core::localization::Phrase;
use kingdomino_core::online::identity::{IDENTITY_FILE, checked_name};
use kingdomino_core::online::{Identity, PlayerClaim};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PlayerIdentity>();
    app.add_systems(OnExit(Screen::Loading), find_identity);
}

/// The player's identity, once they have one.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerIdentity(pub Option<Identity>);

impl PlayerIdentity {
    /// Who a seeker says they are: the identity's claim, the identity made now under `name`
    /// when the player has none yet, and kept in their files.
    pub fn claim_for(&mut self, name: &str, data: &PlayerData) -> Option<PlayerClaim> {
        if self.0.is_none() {
            match Identity::fresh(&usable_name(name)) {
                Ok(identity) => {
                    keep(&identity, data);
                    self.0 = Some(identity);
                }
                Err(why) => warn!("online: no identity could be made ({why}): playing unrated"),
            }
        }
        self.0.as_ref().map(Identity::claim)
    }

    /// Takes the identity in `text` (an exported file) in place of this one, kept in the
    /// player's files; refused, saying why, when the text is not an identity or was altered:
    /// the identity held is kept then.
    pub fn import(&mut self, text: &str, data: &PlayerData) -> Result<(), String> {
        let identity = Identity::from_file_text(text)?;
        keep(&identity, data);
        self.0 = Some(identity);
        Ok(())
    }
}

/// An online name as an identity's: without `#` (which starts the tag), else `Player`.
pub fn usable_name(name: &str) -> String {
    checked_name(&name.replace('#', "")).unwrap_or_else(|_| "Player".into())
}

/// Keeps the identity in the player's files.
pub fn keep(identity: &Identity, data: &PlayerData) {
    if let Err(error) = data.0.write(IDENTITY_FILE, &identity.file_text()) {
        warn!(
            "online: the identity could not be kept in {}: {error}",
            data.0.describe(IDENTITY_FILE)
        );
    }
}

fn find_identity(
    mut identity: ResMut<PlayerIdentity>,
    data: Res<PlayerData>,
    mut problems: ResMut<StartupProblems>,
) {
    match Identity::kept_in(&data.0) {
        Ok(Some(found)) => identity.0 = Some(found),
        Ok(None) => {}
        Err(why) => set_aside_unreadable(
            &data.0,
            IDENTITY_FILE,
            "identity",
            &why,
            Phrase::new("instead-new-identity"),
            &mut problems,
        ),
    }
}
