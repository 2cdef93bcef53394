//! Where a game plugs into the app: what it brings to each screen every game shares (its table,
//! its starts, its How to play, its replays, its game over) and its own room's plugins,
//! registered with one call, [`plays`].

use bevy::prelude::*;

use super::files;
use super::menus::{self, HowToPlay};
use super::screens::{self, GameOverScreen, OnTheShelf, Starts};
use super::table::{self, TableApp};
use super::view;

/// A game the app plays.
pub trait GameRoom: TableApp + Starts + HowToPlay + OnTheShelf + GameOverScreen {
    /// Its room's own plugins: its phases' systems, its pieces on the table, its set-up panel,
    /// its online rooms.
    fn room(app: &mut App);
}

/// Game `G` at its table and on every shared screen: the match and its bridge, the computer's
/// places, watching, saves, the pause, its starts, its How to play, its replays and its game over;
/// then its own room.
pub fn plays<G: GameRoom>(app: &mut App) {
    files::game_plugin::<G>(app);
    table::game_plugin::<G>(app);
    view::game_plugin::<G>(app);
    screens::game_plugin::<G>(app);
    menus::game_plugin::<G>(app);
    G::room(app);
}
