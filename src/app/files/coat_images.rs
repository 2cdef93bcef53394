//! Each coat of arms' picture, found by the coat's code (`images/coat-CODE.png`), so a rule set
//! from a mod brings its own; a coat with no picture gets a stand-in and a warning (the
//! original game's terrains are found the same way: `terrain_images`).

use bevy::asset::AssetLoadFailedEvent;
use bevy::ecs::system::SystemParam;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use crate::app::AppSystems;

use super::coat_stand_in::stand_in_coat_image;
use super::rule_set::ActiveRules;
use super::rules_file::play_loaded_rules;
use super::terrain_images::TerrainImages;
use crate::app::states::Screen;
use kingdomino_core::game_files::asset_paths;
use kingdomino_core::rules::{CoatId, RuleSet};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CoatImages>();
    app.add_systems(
        OnExit(Screen::Loading),
        find_coat_images.after(play_loaded_rules),
    );
    app.add_systems(
        Update,
        stand_in_for_failed_images.in_set(AppSystems::ApplyRules),
    );
    #[cfg(feature = "dev")]
    app.add_systems(
        Update,
        find_coat_images
            .run_if(resource_changed::<ActiveRules>)
            .in_set(AppSystems::ApplyRules),
    );
}

/// The picture of each coat by its code.
#[derive(Resource, Default)]
pub struct CoatImages(HashMap<String, Handle<Image>>);

impl CoatImages {
    pub fn coat(&self, rules: &RuleSet, coat: CoatId) -> Handle<Image> {
        rules
            .coat(coat)
            .and_then(|coat| self.0.get(&coat.code))
            .cloned()
            .unwrap_or_default()
    }
}

/// The files a picture may come from: a mod's or the game's (the desktop's only; the browser
/// cannot ask whether a file exists).
#[derive(SystemParam)]
pub(crate) struct PictureFiles<'w> {
    server: Res<'w, AssetServer>,
    #[cfg(not(target_arch = "wasm32"))]
    files: Option<Res<'w, super::asset_source::ModdedFiles>>,
    images: ResMut<'w, Assets<Image>>,
}

impl PictureFiles<'_> {
    /// The picture at `path` for the kind of square `code` (`name`, for the warning), or a
    /// stand-in when there is no such file.
    pub(crate) fn load(&mut self, path: String, code: &str, name: &str) -> Handle<Image> {
        #[cfg(target_arch = "wasm32")]
        let exists = true;
        #[cfg(not(target_arch = "wasm32"))]
        let exists = self.files.as_ref().is_none_or(|files| files.has(&path));
        if exists {
            self.server.load(path)
        } else {
            warn!("`{code}` ({name}) has no picture {path}: drawing a stand-in");
            self.images.add(stand_in_coat_image(code))
        }
    }
}

fn find_coat_images(
    rules: Res<ActiveRules>,
    mut files: PictureFiles,
    mut coat_images: ResMut<CoatImages>,
) {
    coat_images.0.clear();
    for coat in rules.coats() {
        let handle = files.load(asset_paths::coat_image(&coat.code), &coat.code, &coat.name);
        coat_images.0.insert(coat.code.clone(), handle);
    }
}

/// A picture that fails to load, a coat's or a terrain's, is replaced by a stand-in.
fn stand_in_for_failed_images(
    mut failures: MessageReader<AssetLoadFailedEvent<Image>>,
    coat_images: Res<CoatImages>,
    terrain_images: Res<TerrainImages>,
    mut images: ResMut<Assets<Image>>,
) {
    for failure in failures.read() {
        for (code, handle) in coat_images.0.iter().chain(terrain_images.by_code()) {
            if handle.id() != failure.id {
                continue;
            }
            warn!("the picture of `{code}` could not be read: drawing a stand-in");
            if let Err(error) = images.insert(handle.id(), stand_in_coat_image(code)) {
                warn!("the stand-in for `{code}` could not be placed: {error}");
            }
        }
    }
}
