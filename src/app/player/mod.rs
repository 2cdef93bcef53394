//! The player's own files at the game's side: where they are kept, the problems met reading
//! them (said on the title), and the identity they play rated games under.

pub mod identity;
pub mod player_data;
pub mod startup_problems;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        startup_problems::plugin,
        player_data::plugin,
        identity::plugin,
    ));
}
