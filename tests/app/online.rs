//! Online play over the real transport on 127.0.0.1: a `serve` process and two game apps (the
//! computer on each seat) play whole games; the server is killed mid-game and started again on
//! the same store, and both tables carry on to the same final count.

use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use bevy::prelude::*;

use kingdomino_duel::ai::Level;
use kingdomino_duel::app::online::{OnlineRequest, OnlineSession, OnlineStatus};
use kingdomino_duel::app::states::{Screen, Seat};
use kingdomino_duel::online::RoomCode;

use crate::common::app::*;

/// A `serve` process on a loopback port, killed when dropped.
struct Server(Child);

impl Server {
    fn start(port: u16, store: &Path) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_kingdomino-duel"))
            .args(["serve", "--port", &port.to_string(), "--store"])
            .arg(store)
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

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn player(port: u16, room: &RoomCode, name: &str) -> App {
    let request = OnlineRequest {
        server: format!("127.0.0.1:{port}"),
        room: Some(room.clone()),
        create: true,
        name: name.into(),
        local: Seat::Computer(Level::Easy),
        exit_when_done: false,
    };
    title_app_with(|app| {
        app.insert_resource(request);
    })
}

fn status(app: &App) -> OnlineStatus {
    app.world().resource::<OnlineSession>().status.clone()
}

fn actions(app: &App) -> usize {
    app.world()
        .get_resource::<kingdomino_duel::app::game::Match>()
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

#[test]
fn two_tables_play_a_whole_online_game_through_a_server_restart() {
    let folder = tempfile_folder("online-restart");
    let store = folder.join("rooms.sqlite");
    let port = free_port();
    let mut server = Server::start(port, &store);
    let room = RoomCode::parse("TEST2345").unwrap();
    let mut apps = [player(port, &room, "Ann"), player(port, &room, "Bob")];
    run_both(&mut apps, 60, |apps| {
        apps.iter().all(|app| actions(app) >= 20)
    });
    drop(server);
    server = Server::start(port, &store);
    run_both(&mut apps, 300, |apps| {
        apps.iter()
            .all(|app| status(app) == OnlineStatus::Over && screen(app) == Screen::GameOver)
    });
    let [first, second] = &apps;
    assert_eq!(game(first).record(), game(second).record());
    let scores = |app: &App| game(app).state().scores(&game(app).rules).map(|s| s.total);
    assert_eq!(scores(first), scores(second));
    let seats = |app: &App| game(app).seats;
    assert_ne!(seats(first), seats(second), "each table plays its own seat");
    drop(server);
}

fn tempfile_folder(name: &str) -> std::path::PathBuf {
    let folder = std::env::temp_dir().join(format!("kingdomino-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    folder
}
