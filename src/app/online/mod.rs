//! Playing a room on an online server: the connection, the server's messages turned into the
//! table's intents (the rules bridge still applies every action), and this seat's settled
//! actions sent back.

mod away;
mod boards;
mod glances;
mod identity;
mod kept_room;
mod link;
mod move_clock;
mod rematch;
mod sending;
mod session;

use bevy::prelude::*;

pub use boards::{BoardShown, BoardState};
pub use glances::{Glimpse, RoomGlances};
pub use identity::PlayerIdentity;
pub use kept_room::{KEPT_ROOM_FILE, KeptRoom, KeptRooms};
pub use move_clock::{MoveTimeLeft, clock_words, rough_time_left, time_left_words};
pub use session::{OnlineSession, OnlineStatus, ServerPromise, address_of_first};

use crate::app::states::Seat;
use kingdomino_core::games::GameSetup;
use kingdomino_core::online::{ComputerSeat, RoomCode};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnlineServer>();
    app.init_resource::<Audience>();
    app.init_resource::<Rematch>();
    app.add_plugins((
        link::plugin,
        boards::plugin,
        session::plugin,
        sending::plugin,
        away::plugin,
        kept_room::plugin,
        glances::plugin,
        identity::plugin,
        move_clock::plugin,
        rematch::plugin,
    ));
}

/// Online rooms of game `G`: the server's news of its game followed at its table, and this
/// seat's actions sent.
pub fn game_plugin<G: crate::app::table::TableApp>(app: &mut App) {
    session::game_plugin::<G>(app);
    sending::game_plugin::<G>(app);
    away::game_plugin::<G>(app);
    move_clock::game_plugin::<G>(app);
}

/// The server the online panel makes and joins rooms on: `--server`, the page's own server in
/// the browser (or its `?server=`), else one on this machine at `serve`'s default port.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct OnlineServer(pub String);

impl Default for OnlineServer {
    fn default() -> OnlineServer {
        OnlineServer("127.0.0.1:7800".into())
    }
}

/// The page address a room's link starts from, in the browser: the link opens the game in the
/// room (`?room=CODE`).
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct RoomLinks(pub String);

impl RoomLinks {
    pub fn link(&self, room: &RoomCode) -> String {
        format!("{}?room={room}", self.0)
    }
}

/// How to reach a room, asked on the command line (`--server`, `--room`, `--name`).
#[derive(Resource, Clone, Debug)]
pub struct OnlineRequest {
    /// `HOST:PORT`, or a whole `ws://` or `wss://` address.
    pub server: String,
    /// The room to join; none for a new one. With `create`, the room is made under this code
    /// when it does not exist yet (the first of two players to arrive makes it). Neither a
    /// room nor `create`: play anyone who asks (`--anyone`).
    pub room: Option<RoomCode>,
    pub create: bool,
    pub name: String,
    /// Who plays this machine's seat: a person, or the computer (`--autoplay`); nobody here
    /// (`Seat::Remote`, `--watch`): the room is watched.
    pub local: Seat,
    /// Close the game once the online game ends or stops (`--exit-on-game-over`).
    pub exit_when_done: bool,
    /// The game the room plays (`--game kingdomino --players N` for the original's).
    pub game: GameSetup,
    /// The seats of the room this request makes that the server's computer plays (set up on
    /// the original game's panel), at their levels.
    pub computers: Vec<ComputerSeat>,
}

impl OnlineRequest {
    /// Whether this machine waits to play anyone (no room asked for, none to make).
    pub fn seeks_anyone(&self) -> bool {
        self.room.is_none() && !self.create && !self.watches()
    }

    /// Whether this machine only watches the room (both seats are played elsewhere).
    pub fn watches(&self) -> bool {
        self.local == Seat::Remote
    }
}

/// Another game against the same opponent, once an online game is over: who has asked.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rematch {
    pub mine: bool,
    pub theirs: bool,
}

/// How many watch the room this machine plays in (the server's count).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Audience(pub u32);
