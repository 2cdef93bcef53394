//! Each coat of arms' picture, found by the coat's code (`images/coat-CODE.png`), so a rule set
//! from a mod brings its own; a coat with no picture gets a stand-in and a warning (the
//! original game's terrains are found the same way: `terrain_images`).

use bevy::asset::AssetLoadFailedEvent;
use bevy::prelude::*;
use kingdomino_core::duel::{Duel, RuleSet};

use crate::app::states::{AppSystems, Screen};

use super::picture_files::{PictureFiles, stand_in_where_failed};
use super::rule_set::ActiveRules;
use super::rules_file::RulesRead;
use kingdomino_core::game_files::asset_paths;
use kingdomino_core::kingdom::CoatId;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CoatImages>();
    app.add_systems(OnExit(Screen::Loading), find_coat_images.after(RulesRead));
    app.add_systems(
        Update,
        stand_in_for_failed_images.in_set(AppSystems::ApplyRules),
    );
    #[cfg(feature = "dev")]
    app.add_systems(
        Update,
        find_coat_images
            .run_if(resource_changed::<ActiveRules<Duel>>)
            .in_set(AppSystems::ApplyRules),
    );
}

/// The picture of each coat by its code, in the rule set's order.
#[derive(Resource, Default)]
pub struct CoatImages(Vec<(String, Handle<Image>)>);

impl CoatImages {
    pub fn coat(&self, rules: &RuleSet, coat: CoatId) -> Handle<Image> {
        rules
            .coat(coat)
            .and_then(|coat| self.0.iter().find(|(code, _)| *code == coat.code))
            .map(|(_, handle)| handle.clone())
            .unwrap_or_default()
    }

    /// Every coat's picture, in the rule set's order (the title shows them).
    pub fn all(&self) -> impl Iterator<Item = &Handle<Image>> {
        self.0.iter().map(|(_, handle)| handle)
    }
}

fn find_coat_images(
    rules: Res<ActiveRules<Duel>>,
    mut files: PictureFiles,
    mut coat_images: ResMut<CoatImages>,
) {
    coat_images.0.clear();
    for coat in rules.coats() {
        let handle = files.load(asset_paths::coat_image(&coat.code), &coat.code, &coat.name);
        coat_images.0.push((coat.code.clone(), handle));
    }
}

/// A coat's picture that fails to load is replaced by a stand-in.
fn stand_in_for_failed_images(
    mut failures: MessageReader<AssetLoadFailedEvent<Image>>,
    coat_images: Res<CoatImages>,
    mut images: ResMut<Assets<Image>>,
) {
    let failed: Vec<_> = failures.read().map(|failure| failure.id).collect();
    let pictures = coat_images.0.iter().map(|(code, handle)| (code, handle));
    stand_in_where_failed(&failed, pictures, &mut images);
}
