//! The look shared by every screen, apart from the tables: the palette, the widgets, the
//! layout that scales the UI with the window, text kept readable, menus in columns, scrolling.

pub mod layout;
pub mod menu_columns;
mod palette;
mod readable_text;
pub mod scroll;
mod widgets;

use bevy::prelude::*;

pub use layout::{TextScale, WindowShape};
pub use menu_columns::MenuColumns;
pub use palette::*;
pub use widgets::*;

/// The window's title, also the game's name on screen.
pub const GAME_TITLE: &str = "Kingdomino Duel";

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        layout::plugin,
        menu_columns::plugin,
        readable_text::plugin,
        scroll::plugin,
    ));
}
