//! The original Kingdomino at the table: its match (the engine's game and who sits where), the
//! bridge that alone applies actions to it, its computer seats, and its end.

mod bridge;
mod computer;
mod end;

pub use bridge::{KingdomActed, KingdomIntent, KingdomMatch, KingdomMatchRequest};

use bevy::prelude::*;
use kingdomino_core::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((bridge::plugin, computer::plugin, end::plugin));
}

/// The name of the player at `place` (from 0), until players name themselves.
pub fn player_name(place: usize) -> Phrase {
    Phrase::new("kingdom-player").with("number", place + 1)
}
