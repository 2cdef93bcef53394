//! The original game's terrain pictures, found by each terrain's code
//! (`images/terrain-CODE.png`) as the coats' are, so a mod's file replaces one and a mod's
//! new terrain brings its own.

use bevy::asset::AssetLoadFailedEvent;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use kingdomino_core::original::{Original, OriginalRules};

use super::picture_files::{PictureFiles, stand_in_where_failed};
use super::rule_set::ActiveRules;
use super::rules_file::RulesRead;
use crate::app::states::{AppSystems, Screen};
use kingdomino_core::game_files::asset_paths;
use kingdomino_core::kingdom::CoatId;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TerrainImages>();
    app.add_systems(
        OnExit(Screen::Loading),
        find_terrain_images.after(RulesRead),
    );
    app.add_systems(
        Update,
        stand_in_for_failed_images.in_set(AppSystems::ApplyRules),
    );
}

/// The picture of each terrain by its code.
#[derive(Resource, Default)]
pub struct TerrainImages(HashMap<String, Handle<Image>>);

impl TerrainImages {
    pub fn terrain(&self, rules: &OriginalRules, terrain: CoatId) -> Handle<Image> {
        rules
            .terrains()
            .get(terrain.index())
            .and_then(|terrain| self.0.get(&terrain.code))
            .cloned()
            .unwrap_or_default()
    }
}

fn find_terrain_images(
    mut files: PictureFiles,
    rules: Res<ActiveRules<Original>>,
    mut terrain_images: ResMut<TerrainImages>,
) {
    terrain_images.0.clear();
    for terrain in rules.terrains() {
        let handle = files.load(
            asset_paths::terrain_image(&terrain.code),
            &terrain.code,
            &terrain.name,
        );
        terrain_images.0.insert(terrain.code.clone(), handle);
    }
}

/// A terrain's picture that fails to load is replaced by a stand-in.
fn stand_in_for_failed_images(
    mut failures: MessageReader<AssetLoadFailedEvent<Image>>,
    terrain_images: Res<TerrainImages>,
    mut images: ResMut<Assets<Image>>,
) {
    let failed: Vec<_> = failures.read().map(|failure| failure.id).collect();
    stand_in_where_failed(&failed, terrain_images.0.iter(), &mut images);
}
