//! The game's images, sounds and font, loaded once in the loading screen through asset
//! collections; the font then replaces Bevy's built-in one for every text.

use bevy::asset::AssetPath;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use iyes_progress::ProgressPlugin;

use super::states::Screen;
use crate::rules::{CoatId, RuleSet};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(
        ProgressPlugin::<Screen>::new().with_state_transition(Screen::Loading, Screen::Title),
    );
    app.add_loading_state(
        LoadingState::new(Screen::Loading)
            // Missing or broken files (a bad mod, a wrong asset folder) must not stop the game:
            // it goes on without them, and the asset server has named each file.
            .on_failure_continue_to_state(Screen::Title)
            .load_collection::<ImageAssets>()
            .load_collection::<SoundAssets>()
            .load_collection::<FontAssets>(),
    );
    app.add_systems(OnExit(Screen::Loading), use_game_font);
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
    #[asset(path = "images/castle.png")]
    pub castle: Handle<Image>,
    #[asset(path = "images/die.png")]
    pub die: Handle<Image>,
    #[asset(path = "images/cross.png")]
    pub cross: Handle<Image>,
    #[asset(path = "images/paper.png")]
    pub paper: Handle<Image>,
}

impl ImageAssets {
    pub fn coat(&self, rules: &RuleSet, coat: CoatId) -> Handle<Image> {
        rules
            .coat(coat)
            .and_then(|coat| self.coats.get(&CoatImageName(coat.code.clone())))
            .cloned()
            .unwrap_or_default()
    }
}

#[derive(AssetCollection, Resource)]
pub struct SoundAssets {
    #[asset(path = "sounds/roll.wav")]
    pub roll: Handle<AudioSource>,
    #[asset(path = "sounds/take.wav")]
    pub take: Handle<AudioSource>,
    #[asset(path = "sounds/draw.wav")]
    pub draw: Handle<AudioSource>,
    #[asset(path = "sounds/power.wav")]
    pub power: Handle<AudioSource>,
    #[asset(path = "sounds/score-tick.wav")]
    pub score_tick: Handle<AudioSource>,
}

#[derive(AssetCollection, Resource)]
pub struct FontAssets {
    #[asset(path = "fonts/DejaVuSans.ttf")]
    pub text: Handle<Font>,
}

/// Every text uses the default font handle: putting the game's font there changes them all.
fn use_game_font(fonts_loaded: Option<Res<FontAssets>>, mut fonts: ResMut<Assets<Font>>) {
    let Some(font) = fonts_loaded.and_then(|loaded| fonts.get(&loaded.text).cloned()) else {
        return;
    };
    if let Err(error) = fonts.insert(AssetId::default(), font) {
        warn!("the game's font could not replace the built-in one: {error}");
    }
}
