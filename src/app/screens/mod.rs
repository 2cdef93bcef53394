//! The game's screens as app states.

mod loading;
mod title;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_plugins((loading::plugin, title::plugin));
}

#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Images and sounds load behind a progress bar.
    #[default]
    Loading,
    Title,
}
