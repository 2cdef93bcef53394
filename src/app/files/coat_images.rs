//! Each coat of arms' picture, found by the coat's code (`images/coat-CODE.png`), so a rule set
//! from a mod brings its own; a coat with no picture gets a stand-in and a warning.

use bevy::asset::AssetLoadFailedEvent;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use crate::app::AppSystems;

use super::coat_stand_in::stand_in_coat_image;
use super::rule_set::ActiveRules;
use super::rules_file::play_loaded_rules;
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

fn find_coat_images(
    rules: Res<ActiveRules>,
    server: Res<AssetServer>,
    #[cfg(not(target_arch = "wasm32"))] files: Option<Res<super::asset_source::ModdedFiles>>,
    mut images: ResMut<Assets<Image>>,
    mut coat_images: ResMut<CoatImages>,
) {
    coat_images.0.clear();
    for coat in rules.coats() {
        let path = asset_paths::coat_image(&coat.code);
        // The browser cannot ask whether a file exists; a failed load gets its stand-in later.
        #[cfg(target_arch = "wasm32")]
        let exists = true;
        #[cfg(not(target_arch = "wasm32"))]
        let exists = files.as_ref().is_none_or(|files| files.has(&path));
        let handle = if exists {
            server.load(path)
        } else {
            warn!(
                "the coat `{}` ({}) has no picture {path}: drawing a stand-in",
                coat.code, coat.name
            );
            images.add(stand_in_coat_image(&coat.code))
        };
        coat_images.0.insert(coat.code.clone(), handle);
    }
}

fn stand_in_for_failed_images(
    mut failures: MessageReader<AssetLoadFailedEvent<Image>>,
    coat_images: Res<CoatImages>,
    mut images: ResMut<Assets<Image>>,
) {
    for failure in failures.read() {
        for (code, handle) in &coat_images.0 {
            if handle.id() != failure.id {
                continue;
            }
            warn!("the coat `{code}`'s picture could not be read: drawing a stand-in");
            if let Err(error) = images.insert(handle.id(), stand_in_coat_image(code)) {
                warn!("the stand-in for `{code}` could not be placed: {error}");
            }
        }
    }
}
