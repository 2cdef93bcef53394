//! Watching a room: a third table follows the game read-only to the same final count, and the
//! players see that someone watches.

use super::*;
use kingdomino_core::games::GameSetup;
use kingdomino_duel::app::duel;
use kingdomino_duel::app::online::Audience;

/// A table that watches `room` on the server at `port`.
fn watcher(port: u16, room: &RoomCode) -> App {
    let request = OnlineRequest {
        server: format!("127.0.0.1:{port}"),
        room: Some(room.clone()),
        create: false,
        name: String::new(),
        local: Seat::Remote,
        exit_when_done: false,
        game: GameSetup::Duel,
        computers: Vec::new(),
    };
    title_app_with(|app| {
        app.insert_resource(request);
    })
}

#[test]
fn a_watcher_follows_the_game_to_the_same_final_count_and_the_players_see_it() {
    let folder = tempfile_folder("online-watch");
    let port = free_port();
    let _server = Server::start(port, folder.join("rooms.sqlite"));
    let room = RoomCode::parse("WATCHE23").unwrap();
    let mut apps = [player(port, &room, "Ann"), player(port, &room, "Bob")];
    run_both(&mut apps, 60, |apps| {
        apps.iter().all(|app| actions(app) >= 6)
    });
    let mut watching = watcher(port, &room);
    let mut heading = None;
    let mut told_watching = false;
    let deadline = Instant::now() + Duration::from_secs(300);
    loop {
        let done = apps.iter().chain([&watching]).all(finished);
        if done {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "not done: the watcher is {:?} at {} actions",
            status(&watching),
            actions(&watching)
        );
        for app in apps.iter_mut().chain([&mut watching]) {
            if let OnlineStatus::Failed(why) = status(app) {
                panic!("stopped: {why}");
            }
            app.update();
        }
        if actions(&watching) > 0 && screen(&watching) == duel::TABLE && heading.is_none() {
            let lines = texts(&mut watching);
            told_watching |= lines
                .iter()
                .any(|text| text.starts_with("You are watching"));
            heading = lines.into_iter().find(|text| text.contains("Watching"));
        }
        if actions(&watching) > 0 {
            for app in &apps {
                assert_eq!(
                    app.world().resource::<Audience>().0,
                    1,
                    "a player sees one watcher"
                );
            }
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(game(&watching).record(), game(&apps[0]).record());
    assert_eq!(game(&watching).seats, [Seat::Remote; 2]);
    assert!(told_watching, "the footer says nothing is played here");
    let line = heading.expect("the watcher's table says who plays");
    assert!(line.contains("Ann") && line.contains("Bob"), "{line:?}");
}

#[test]
fn a_watch_of_a_code_that_cannot_be_one_is_refused_at_start() {
    let output = Command::new(env!("CARGO_BIN_EXE_kingdomino-duel"))
        .args(["--server", "127.0.0.1:9", "--watch", "NOPE"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("--watch NOPE"), "{said}");
}
