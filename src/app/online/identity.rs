//! The player's identity follows their online name: renamed when the name changes (the tag
//! stays, being the key's).

use bevy::prelude::*;

use crate::app::player::identity::{PlayerIdentity, keep, usable_name};
use crate::app::player::player_data::PlayerData;
use crate::app::settings::PlaySettings;
use crate::app::states::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        follow_online_name
            .run_if(resource_changed::<PlaySettings>)
            .in_set(AppSystems::Save),
    );
}

/// The identity takes the player's new online name.
fn follow_online_name(
    play: Res<PlaySettings>,
    mut identity: ResMut<PlayerIdentity>,
    data: Res<PlayerData>,
) {
    let Some(held) = &identity.0 else {
        return;
    };
    if play.online_name.is_empty() {
        return;
    }
    let name = usable_name(&play.online_name);
    if held.name() == name {
        return;
    }
    if let Ok(renamed) = held.renamed(&name) {
        keep(&renamed, &data);
        identity.0 = Some(renamed);
    }
}
