//! The panels over the screens: the settings (and the online name typed there), the controls,
//! the seed panel and How to play, sharing one frame and one way back (`panel`). A game's
//! set-up panel is its room's; the online panels are online's.

mod controls;
mod how_to_play;
mod name_entry;
pub mod panel;
mod seed;
mod settings;

use bevy::prelude::*;

pub use how_to_play::{HowToPlay, OpenPage, PageWriting, PageWritten};
pub use panel::{back_closes, next_of, on_off, panel_choices, panel_frame};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        settings::plugin,
        name_entry::plugin,
        controls::plugin,
        seed::plugin,
        how_to_play::plugin,
    ));
}

/// Game `G`'s pages in How to play.
pub fn game_plugin<G: HowToPlay>(app: &mut App) {
    how_to_play::game_plugin::<G>(app);
}
