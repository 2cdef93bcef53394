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
mod on_the_title;
mod panels;
mod rating_line;
mod rematch;
mod sending;
mod session;

use bevy::prelude::*;

pub use boards::{BoardShown, BoardState};
pub use glances::{Glimpse, RoomGlances};
pub use kept_room::{KEPT_ROOM_FILE, KeptRoom, KeptRooms};
pub use move_clock::{MoveTimeLeft, clock_words, rough_time_left, time_left_words};
pub use session::{OnlineSession, OnlineStatus, ServerPromise, address_of_first};

use crate::app::states::Seat;
use crate::app::table::TableApp;
use kingdomino_core::for_game;
use kingdomino_core::games::{GameKind, GameSetup, Playable};
use kingdomino_core::localization::Phrase;
use kingdomino_core::online::Dealt;
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
        on_the_title::plugin,
        panels::plugin,
        rating_line::plugin,
        rematch::plugin,
    ));
}

/// A game online rooms play: one of the games the protocol carries, its chance dealt by a
/// server, and how the online panels name it.
pub trait PlayedOnline: TableApp + Playable + Dealt {
    /// Its name over its leaderboard.
    const BOARD_TITLE: &'static str;

    /// The games of it a room may be made for on the online panel, each by the name the
    /// settings file keeps the choice under.
    fn room_choices() -> Vec<(&'static str, Self::Options)>;

    /// A room's game of it as the panels name it ("the Duel", "Kingdomino for 3").
    fn room_words(options: Self::Options) -> Phrase;

    /// The title's line for a room of it kept to go back to, from what a glance at the room
    /// said (`glimpse`).
    fn kept_room_line(options: Self::Options, glimpse: Phrase) -> Phrase;
}

/// Every game a room may be made for, by the name the settings keep the choice under, in the
/// order the online panel goes through them.
pub fn room_games() -> Vec<(&'static str, GameSetup)> {
    let of_kind = |kind: GameKind| -> Vec<(&'static str, GameSetup)> {
        for_game!(kind, G => G::room_choices()
            .into_iter()
            .map(|(name, options)| (name, G::setup(options)))
            .collect())
    };
    GameKind::ALL.into_iter().flat_map(of_kind).collect()
}

/// The game of the room choice kept under `name`; the first one when it is none of them (a
/// settings file written by hand).
pub fn room_game(name: &str) -> GameSetup {
    let games = room_games();
    games
        .iter()
        .find(|(kept, _)| *kept == name)
        .or(games.first())
        .map_or_else(GameSetup::default, |(_, setup)| *setup)
}

/// The room choice after the one kept under `name` (after the first, when it is none of
/// them), and after the last the first again.
pub fn next_room_game(name: &str) -> &'static str {
    let games = room_games();
    let now = games
        .iter()
        .position(|(kept, _)| *kept == name)
        .unwrap_or(0);
    games
        .get((now + 1) % games.len().max(1))
        .map_or("", |(kept, _)| kept)
}

/// A room's game as the panels name it.
pub fn room_words(setup: GameSetup) -> Phrase {
    for_game!(setup.kind(), G => G::room_words(G::options_of(setup).unwrap_or_default()))
}

/// The title's line for a kept room of this game.
pub fn kept_room_line(setup: GameSetup, glimpse: Phrase) -> Phrase {
    for_game!(setup.kind(), G => G::kept_room_line(G::options_of(setup).unwrap_or_default(), glimpse))
}

/// A game's name over its leaderboard.
pub fn board_title(kind: GameKind) -> Phrase {
    for_game!(kind, G => Phrase::new(G::BOARD_TITLE))
}

/// Online rooms of game `G`: the server's news of its game followed at its table, and this
/// seat's actions sent.
pub fn game_plugin<G: PlayedOnline>(app: &mut App) {
    rematch::game_plugin::<G>(app);
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
