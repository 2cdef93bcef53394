//! The original game's terrain pictures, found by each terrain's code
//! (`images/terrain-CODE.png`) as the coats' are, so a mod's file replaces one.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use super::coat_images::PictureFiles;
use crate::app::states::Screen;
use kingdomino_core::game_files::asset_paths;
use kingdomino_core::original::OriginalRules;
use kingdomino_core::rules::CoatId;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TerrainImages>();
    app.add_systems(OnExit(Screen::Loading), find_terrain_images);
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

    pub(super) fn by_code(&self) -> impl Iterator<Item = (&String, &Handle<Image>)> {
        self.0.iter()
    }
}

fn find_terrain_images(mut files: PictureFiles, mut terrain_images: ResMut<TerrainImages>) {
    terrain_images.0.clear();
    for terrain in OriginalRules::builtin().terrains() {
        let handle = files.load(
            asset_paths::terrain_image(&terrain.code),
            &terrain.code,
            &terrain.name,
        );
        terrain_images.0.insert(terrain.code.clone(), handle);
    }
}
