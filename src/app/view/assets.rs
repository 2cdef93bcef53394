//! The game's images, sounds and font, loaded once in the loading screen through asset
//! collections (the rule set file and the coats' pictures join that loading from their own
//! files); the font then replaces Bevy's built-in one for every text.

use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use iyes_progress::ProgressPlugin;

use crate::app::files;
use crate::app::states::Screen;

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
    app.add_plugins((files::loading_plugin, crate::app::language::files::plugin));
    app.add_systems(OnExit(Screen::Loading), use_game_font);
}

#[derive(AssetCollection, Resource)]
pub struct ImageAssets {
    #[asset(path = "images/castle.png")]
    pub castle: Handle<Image>,
    #[asset(path = "images/die.png")]
    pub die: Handle<Image>,
    #[asset(path = "images/cross.png")]
    pub cross: Handle<Image>,
    #[asset(path = "images/crown.png")]
    pub crown: Handle<Image>,
    #[asset(path = "images/table.png")]
    pub table: Handle<Image>,
}

/// The sound effects; the frequent ones have variants, played in turn.
#[derive(AssetCollection, Resource)]
pub struct SoundAssets {
    #[asset(
        paths("sounds/roll.wav", "sounds/roll-2.wav", "sounds/roll-3.wav"),
        collection(typed)
    )]
    pub roll: Vec<Handle<AudioSource>>,
    #[asset(path = "sounds/take.wav")]
    pub take: Handle<AudioSource>,
    #[asset(
        paths("sounds/draw.wav", "sounds/draw-2.wav", "sounds/draw-3.wav"),
        collection(typed)
    )]
    pub draw: Vec<Handle<AudioSource>>,
    #[asset(path = "sounds/power.wav")]
    pub power: Handle<AudioSource>,
    #[asset(path = "sounds/score-tick.wav")]
    pub score_tick: Handle<AudioSource>,
    /// The original game's: a king set down on a domino, a domino laid in a kingdom.
    #[asset(path = "sounds/claim.wav")]
    pub claim: Handle<AudioSource>,
    #[asset(path = "sounds/lay.wav")]
    pub lay: Handle<AudioSource>,
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
