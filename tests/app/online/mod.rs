//! Online play over the real transport on 127.0.0.1: a `serve` process and two game apps (the
//! computer on each seat) play whole games; the server is killed mid-game and started again on
//! the same store, and both tables carry on to the same final count. Bare connections send the
//! server garbage, floods and wrong tokens.

mod anyone;
mod clocks;
mod continuing;
mod days;
mod dynasty_rooms;
mod hostile_server;
mod original_rooms;
mod original_set_up_rooms;
mod ratings;
mod rematches;
mod rooms;
mod servers;
mod trust;
mod two_dice;
mod watching;

use crate::common::app::*;
use bevy::clipboard::Clipboard;
use bevy::prelude::*;
use kingdomino_core::ai::Level;
use kingdomino_core::duel::{Action, Duel, GameState, NoOptions, RuleSet};
use kingdomino_core::games::{ForGame, GameSetup};
use kingdomino_core::online::protocol::{
    MAX_MESSAGE_BYTES, PROTOCOL_VERSION, decode_server, encode,
};
use kingdomino_core::online::{
    ClientMessage, GameTable, Played, RollSecret, Room, RoomAction, RoomCode, RoomGame, Ruled,
    SeatToken, ServerMessage,
};
use kingdomino_core::player_files::data_store::DataStore;
use kingdomino_core::player_files::saves::{SavedGame, SavedSeat};
use kingdomino_core::table::Record;
use kingdomino_duel::app::choices::{Focus, Go, Intent, Setting};
use kingdomino_duel::app::duel;
use kingdomino_duel::app::online::{
    KEPT_ROOM_FILE, OnlineRequest, OnlineServer, OnlineSession, OnlineStatus,
};
use kingdomino_duel::app::player::player_data::PlayerData;
use kingdomino_duel::app::settings::PlaySettings;
use kingdomino_duel::app::states::{Overlay, Screen, Seat};
use kingdomino_duel::app::table::{Hint, Match, OnlineHintsAgreed};
use kingdomino_server::local_redis::LocalRedis;
use std::ffi::OsStr;
use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A Duel's room's game, played with `rules`.
fn duel_room_game(rules: &Arc<RuleSet>) -> RoomGame {
    RoomGame::Duel(Ruled {
        rules: Arc::clone(rules),
        options: NoOptions,
    })
}

/// The Duel a room plays.
fn duel_table(room: &Room) -> &GameTable<Duel> {
    room.table().get::<Duel>().expect("a Duel's room")
}

/// The Duel's record of a room's public game.
fn duel_record(record: ForGame<kingdomino_core::online::Records>) -> Record<Duel> {
    match record {
        ForGame::Duel(record) => record,
        ForGame::Original(_) => panic!("a Duel's room"),
    }
}

/// A `serve` process on a loopback port, killed when dropped.
struct Server(Child);

impl Server {
    fn start(port: u16, store: impl AsRef<OsStr>) -> Server {
        Server::start_with(port, store, &[])
    }

    fn start_with(port: u16, store: impl AsRef<OsStr>, options: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_kingdomino-duel"))
            .args(["serve", "--port", &port.to_string(), "--store"])
            .arg(store)
            // The tests' clocks are the shortest a room may have, not a public server's.
            .args(["--min-move-seconds", "5"])
            .args(options)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the server starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        assert_eq!(
            line.trim(),
            format!("kingdomino-duel: serving on 127.0.0.1:{port}")
        );
        Server(child)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A headless game of the original one for `players`, playing itself online under `name` with
/// a data folder of its own; `joining` says how (`--room CODE` or `--anyone`).
fn headless_original_player(
    server: &str,
    joining: &[&str],
    players: &str,
    name: &str,
    data: &std::path::Path,
) -> Child {
    Command::new(env!("CARGO_BIN_EXE_kingdomino-duel"))
        .args([
            "--server",
            server,
            "--game",
            "kingdomino",
            "--players",
            players,
        ])
        .args(joining)
        .args(["--autoplay", "--headless", "--exit-on-game-over"])
        .args(["--name", name, "--data-dir"])
        .arg(data)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the game starts")
}

/// What a headless game printed, once it ended well.
fn printed_once_ended(child: Child) -> String {
    let output = child.wait_with_output().expect("the game ends");
    assert!(output.status.success(), "{output:?}");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// A port for a test's server: each test of this process gets its own, below the system's
/// ephemeral ports (which the system hands any socket, so a port found free there and let go
/// could be taken by another test's server or client before this one's server binds it).
fn free_port() -> u16 {
    use std::sync::atomic::{AtomicU16, Ordering};
    const FIRST: u16 = 20_000;
    const PER_PROCESS: u16 = 200;
    static NEXT: AtomicU16 = AtomicU16::new(0);
    let base = FIRST + (std::process::id() % 40) as u16 * PER_PROCESS;
    loop {
        let offset = NEXT.fetch_add(1, Ordering::Relaxed);
        assert!(offset < PER_PROCESS, "the tests ran out of ports");
        let port = base + offset;
        if TcpListener::bind(("127.0.0.1", port)).is_ok() {
            return port;
        }
    }
}

/// A table whose computer plays a seat of `room` on the server at `port`.
fn player(port: u16, room: &RoomCode, name: &str) -> App {
    player_on(&format!("127.0.0.1:{port}"), room, name)
}

/// A table whose computer plays a seat of `room` on `servers` (`A,B`: tried in turn).
fn player_on(servers: &str, room: &RoomCode, name: &str) -> App {
    let request = OnlineRequest {
        room: Some(room.clone()),
        create: true,
        ..easy_request(servers, name)
    };
    title_app_with(|app| {
        app.insert_resource(request);
    })
}

/// The Easy computer asking `servers` for a Duel against anyone, as `name`.
fn easy_request(servers: &str, name: &str) -> OnlineRequest {
    OnlineRequest {
        server: servers.into(),
        room: None,
        create: false,
        name: name.into(),
        local: Seat::Computer(Level::Easy),
        exit_when_done: false,
        game: GameSetup::Duel,
        computers: Vec::new(),
    }
}

/// The code of the room `app` asked the server to make, once it waits in it.
fn room_made(app: &mut App) -> RoomCode {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        app.update();
        if let OnlineStatus::Waiting(code) = status(app) {
            return code;
        }
        assert!(Instant::now() < deadline, "no room made: {:?}", status(app));
        std::thread::sleep(Duration::from_millis(2));
    }
}

fn status(app: &App) -> OnlineStatus {
    app.world()
        .get_resource::<OnlineSession>()
        .map_or(OnlineStatus::Connecting, |session| session.status.clone())
}

/// Whether the table's online game is over, its dice checked, and the final count shows.
fn finished(app: &App) -> bool {
    status(app) == OnlineStatus::Over && screen(app) == duel::GAME_OVER
}

fn actions(app: &App) -> usize {
    app.world()
        .get_resource::<Match<Duel>>()
        .map_or(0, |game| game.record().actions.len())
}

/// Runs both tables until `done` or the time is up; the network's replies take real time.
fn run_both(apps: &mut [App; 2], seconds: u64, done: impl Fn(&[App; 2]) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(seconds);
    while !done(apps) {
        for app in apps.iter() {
            if let OnlineStatus::Failed(why) = status(app) {
                panic!("the online game stopped: {why}");
            }
        }
        assert!(
            Instant::now() < deadline,
            "not done in {seconds} s: {:?} and {:?}, {} and {} actions",
            status(&apps[0]),
            status(&apps[1]),
            actions(&apps[0]),
            actions(&apps[1])
        );
        for app in apps.iter_mut() {
            app.update();
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// A table whose computer asks `servers` for anyone to play.
fn seeker(servers: &str, name: &str) -> App {
    seeker_keeping(servers, name, DataStore::Nowhere)
}

/// A table whose computer asks `servers` for anyone to play, the player's files in `data`.
fn seeker_keeping(servers: &str, name: &str, data: DataStore) -> App {
    let request = easy_request(servers, name);
    title_app_with(|app| {
        app.insert_resource(request);
        app.insert_resource(PlayerData(data));
    })
}

/// What the server at `port` answers to `GET path`, head and body.
fn http_get(port: u16, path: &str) -> String {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    response
}

/// One of the server's counts, read from `GET /metrics` as a monitoring system would.
fn metric(port: u16, name: &str) -> u64 {
    let response = http_get(port, "/metrics");
    response
        .lines()
        .find_map(|line| line.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
        .unwrap_or_else(|| panic!("no {name} in {response}"))
}

/// A server whose store holds `room` as it is (a game played to some point by the test), in a
/// folder of its own.
fn serve_stored(room: &Room, folder_name: &str) -> (Server, u16) {
    use kingdomino_server::store::{RoomStore, StoreAddress};
    let folder = tempfile_folder(folder_name);
    RoomStore::open(&StoreAddress::Sqlite(folder.join("rooms.sqlite")))
        .unwrap()
        .save(&room.stored(), 0, "")
        .unwrap()
        .expect("the room is written");
    let port = free_port();
    (Server::start(port, folder.join("rooms.sqlite")), port)
}

fn tempfile_folder(name: &str) -> std::path::PathBuf {
    let folder = std::env::temp_dir().join(format!("kingdomino-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

/// A bare WebSocket to the server, speaking whatever the test says.
struct RawClient {
    sender: ewebsock::WsSender,
    receiver: ewebsock::WsReceiver,
}

impl RawClient {
    fn connect(port: u16) -> RawClient {
        let (sender, receiver) = ewebsock::connect(
            format!("ws://127.0.0.1:{port}/play"),
            ewebsock::Options::default(),
        )
        .unwrap();
        let mut client = RawClient { sender, receiver };
        assert!(matches!(client.next(), Some(ewebsock::WsEvent::Opened)));
        client
    }

    fn send(&mut self, text: &str) {
        self.sender.send(ewebsock::WsMessage::Text(text.into()));
    }

    fn next(&mut self) -> Option<ewebsock::WsEvent> {
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Some(event) = self.receiver.try_recv() {
                return Some(event);
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        None
    }

    /// The server's next message of the game's protocol, skipping the transport's.
    fn message(&mut self) -> Option<ServerMessage> {
        loop {
            match self.next()? {
                ewebsock::WsEvent::Message(ewebsock::WsMessage::Text(text)) => {
                    return Some(decode_server(&text).unwrap());
                }
                ewebsock::WsEvent::Message(_) | ewebsock::WsEvent::Opened => {}
                ewebsock::WsEvent::Error(_) | ewebsock::WsEvent::Closed => return None,
            }
        }
    }

    /// The reason the server gave for closing, after which the connection ends.
    fn closing_reason(&mut self) -> String {
        loop {
            match self.message() {
                Some(ServerMessage::Closing { reason, .. }) => return reason,
                Some(_) => {}
                None => panic!("closed without a reason"),
            }
        }
    }
}

fn hello(room: Option<&str>, token: Option<SeatToken>) -> String {
    encode(&ClientMessage::Hello {
        version: PROTOCOL_VERSION,
        rules_id: RuleSet::builtin().id().to_string(),
        name: "Tester".into(),
        room: room.map(|code| RoomCode::parse(code).unwrap()),
        create: true,
        token,
        allow_hints: false,
        allow_watchers: false,
        move_seconds: 0,
        game: GameSetup::Duel,
        computers: Vec::new(),
    })
}

/// A Redis of the test's own, and its address as a server's `--store`.
fn local_redis() -> (LocalRedis, String) {
    let redis = LocalRedis::start().unwrap();
    let url = redis.url.clone();
    (redis, url)
}
