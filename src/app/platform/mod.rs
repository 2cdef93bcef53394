//! The game in its platform's shell: in the browser, the page around the canvas (`web/`: its
//! address's options, a screen reader's mirror of the screen, what a finger can tap). The
//! desktop's window needs nothing beyond Bevy's.

#[cfg(target_arch = "wasm32")]
pub mod web;

use bevy::prelude::*;

/// The shell's plugins: the window's only (the tests run none).
pub(super) fn plugin(_app: &mut App) {
    #[cfg(target_arch = "wasm32")]
    _app.add_plugins(web::plugin);
}
