//! The game's files: where they are read from (a mod's, else the game's own), the rule set each
//! game plays by, the coats' and the original game's terrains' pictures, text files, and the
//! mods found.

#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod asset_source;
pub(crate) mod coat_images;
pub(crate) mod coat_stand_in;
#[cfg(not(target_arch = "wasm32"))]
pub mod found_mods;
pub(crate) mod picture_files;
pub mod rule_set;
pub(crate) mod rules_file;
pub(crate) mod terrain_images;
pub(crate) mod text_asset;

use bevy::prelude::*;
use kingdomino_core::table::TableGame;

pub(super) fn plugin(app: &mut App) {
    // A web build looks for no mods: its mods are baked into its bundle (web/build.sh --mods).
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(found_mods::plugin);
    #[cfg(target_arch = "wasm32")]
    let _ = app;
}

/// Game `G`'s files: its rule set, and its file read as the loading ends.
pub fn game_plugin<G: TableGame>(app: &mut App) {
    rule_set::game_plugin::<G>(app);
    rules_file::game_plugin::<G>(app);
}

/// The rule set file and the coats' and terrains' pictures, which join the loading screen's
/// loading.
pub(crate) fn loading_plugin(app: &mut App) {
    app.add_plugins((
        rules_file::plugin,
        coat_images::plugin,
        terrain_images::plugin,
    ));
}
