//! The game's images, loaded once in the loading screen through asset collections. (The
//! table's images and the sounds that `scripts/make_assets.py` also writes join them with the
//! table itself.)

use bevy::asset::AssetPath;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use iyes_progress::ProgressPlugin;

use super::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(
        ProgressPlugin::<Screen>::new().with_state_transition(Screen::Loading, Screen::Title),
    );
    app.add_loading_state(
        LoadingState::new(Screen::Loading)
            // Missing or broken image files (a bad mod, a wrong asset folder) must not stop
            // the game: it goes on without them, and the asset server has named each file.
            .on_failure_continue_to_state(Screen::Title)
            .load_collection::<ImageAssets>(),
    );
}

/// A coat of arms' image, keyed by the file stem `coat-CODE` (so a mod's coat needs one file).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CoatImageName(pub String);

impl MapKey for CoatImageName {
    fn from_asset_path(path: &AssetPath) -> Self {
        let stem = path
            .path()
            .file_stem()
            .and_then(|stem| stem.to_str())
            .unwrap_or_default();
        CoatImageName(stem.trim_start_matches("coat-").to_string())
    }
}

#[derive(AssetCollection, Resource)]
pub struct ImageAssets {
    #[asset(
        paths(
            "images/coat-d.png",
            "images/coat-dd.png",
            "images/coat-s.png",
            "images/coat-ss.png",
            "images/coat-q.png",
            "images/coat-b.png"
        ),
        collection(mapped, typed)
    )]
    pub coats: HashMap<CoatImageName, Handle<Image>>,
}
