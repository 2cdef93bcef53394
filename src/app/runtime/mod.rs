//! How the game runs on its machine: the console's lines tools wait for (standard output, or the
//! browser's console) and a waiting game that sleeps.

pub(crate) mod console;
pub(crate) mod redraw;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(redraw::plugin);
}
