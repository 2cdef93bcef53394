//! The original Kingdomino as it is seen: the table with its lines, kings and kingdoms, the
//! domino held over a kingdom, the moves, the pictures of its How to play and what a screen
//! reader is told.

mod arrangement;
pub mod figures;
mod ghost;
mod how_to_play;
mod kingdoms;
mod lines;
mod motion;
mod pieces;
mod reach;
mod reader;
mod table;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        how_to_play::plugin,
        table::plugin,
        motion::plugin,
        lines::plugin,
        ghost::plugin,
        reader::plugin,
        pieces::plugin,
    ));
}
