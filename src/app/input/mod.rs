//! What the player does: keyboard, mouse buttons and gamepads map to the game's actions through
//! leafwing-input-manager, one input map per seat, and game systems read only these actions
//! (`seats::Actions`); scrolling (the wheel, a finger dragged) and typed text (`Typed`, on the
//! keys' logical meaning) come in beside them.

mod actions;
mod bindings;
pub(crate) mod scroll;
mod seats;
mod text_entry;

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

pub use actions::GameAction;
pub use bindings::Bindings;
pub use seats::{Actions, PadOwners};
pub use text_entry::Typed;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        InputManagerPlugin::<GameAction>::default(),
        seats::plugin,
        scroll::plugin,
        text_entry::plugin,
    ));
}
