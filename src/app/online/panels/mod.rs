//! The online panels over the title: making, joining or watching a room (and the room's code,
//! its link and its clipboard), the leaderboard, and the identity moved through the clipboard.

mod code_typing;
mod identity_clipboard;
mod leaderboard;
mod room_clipboard;
mod room_line;
mod rooms;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        rooms::plugin,
        room_clipboard::plugin,
        leaderboard::plugin,
        identity_clipboard::plugin,
    ));
}
