//! What the player hears: the sound effects the tables and the count ask for, and the music of
//! the screens, each at its own volume.

pub mod music;
mod sound;

use bevy::prelude::*;

pub use sound::{PlaySound, SoundSystems};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(sound::plugin);
}

/// The music, whose tunes join the loading screen's files: the game's window only (the tests
/// load none), after the view's loading state.
pub(super) fn loading_plugin(app: &mut App) {
    app.add_plugins(music::plugin);
}
