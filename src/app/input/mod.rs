//! The player's controls as actions: keyboard, mouse buttons and gamepads all map to the game's
//! actions through leafwing-input-manager, one input map per seat, and game systems read only
//! these actions (`seats::Actions`).

mod actions;
mod bindings;
mod seats;

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

pub use actions::GameAction;
pub use bindings::Bindings;
pub use seats::{Actions, PadOwners, SeatControls};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((InputManagerPlugin::<GameAction>::default(), seats::plugin));
}
