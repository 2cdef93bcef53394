//! Rooms of the original Kingdomino: three tables and a watcher follow one game through a
//! server restart to its end, every line checked against the server's secret; four headless
//! games of the command line play a room of four and print the same final scores line; two
//! people make and join one on the online panel and play it through the table, a third
//! watching from the panel; a player gone is named at the others' tables and the computer plays
//! their turns; a room's clock counts down each move under the prompt, with everyone away.

use super::*;
use kingdomino_core::localization::Phrase;
use kingdomino_core::original::Original;
use kingdomino_duel::app::choices::{ChoiceMade, Look};
use kingdomino_duel::app::online::room_game;
use kingdomino_duel::app::original;
use kingdomino_duel::app::table::{Intended, Match};

/// A table of a room of the original game for three: its computer plays its seat (or, with
/// `Seat::Remote`, it watches).
fn original_table(port: u16, room: &RoomCode, name: &str, local: Seat) -> App {
    let game = room_game("KingdominoForThree");
    original_table_for(game, port, room, name, local, 0)
}

/// A table of a room of `game`, whose rooms give each move `move_seconds` (0: no clock).
pub(super) fn original_table_for(
    game: GameSetup,
    port: u16,
    room: &RoomCode,
    name: &str,
    local: Seat,
    move_seconds: u32,
) -> App {
    let request = OnlineRequest {
        server: format!("127.0.0.1:{port}"),
        room: Some(room.clone()),
        create: local != Seat::Remote,
        name: name.into(),
        local,
        exit_when_done: false,
        game,
        computers: Vec::new(),
    };
    title_app_with(|app| {
        app.insert_resource(request);
        app.insert_resource(PlaySettings {
            online_move_seconds: move_seconds,
            ..default()
        });
    })
}

pub(super) fn kingdom(app: &App) -> Option<&Match<Original>> {
    app.world().get_resource::<Match<Original>>()
}

pub(super) fn played(app: &App) -> usize {
    kingdom(app).map_or(0, |game| game.record().actions.len())
}

pub(super) fn over(app: &App) -> bool {
    status(app) == OnlineStatus::Over
        && kingdom(app).is_some_and(|game| game.state().player_to_act().is_none())
        && screen(app) == original::GAME_OVER
}

/// Runs every table until `done` or the time is up; a table whose game stopped fails the test.
pub(super) fn run_tables(apps: &mut [App], seconds: u64, mut done: impl FnMut(&[App]) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(seconds);
    while !done(apps) {
        for app in apps.iter() {
            if let OnlineStatus::Failed(why) = status(app) {
                panic!("the online game stopped: {why}");
            }
        }
        let counts: Vec<usize> = apps.iter().map(played).collect();
        assert!(
            Instant::now() < deadline,
            "not done in {seconds} s: {counts:?} actions"
        );
        for app in apps.iter_mut() {
            app.update();
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

#[test]
fn three_tables_and_a_watcher_follow_a_room_of_the_original_game_through_a_restart() {
    let folder = tempfile_folder("online-kingdoms");
    let store = folder.join("rooms.sqlite");
    let port = free_port();
    let mut server = Server::start(port, &store);
    let room = RoomCode::parse("KNGD2345").unwrap();
    // Seated one after another, so that the room's seats follow the names.
    let mut apps = Vec::new();
    for (name, level) in [
        ("Ann", Level::Easy),
        ("Bob", Level::Random),
        ("Cy", Level::Easy),
    ] {
        apps.push(original_table(port, &room, name, Seat::Computer(level)));
        run_tables(&mut apps, 30, |apps| {
            (apps.iter()).all(|app| {
                app.world()
                    .resource::<OnlineSession>()
                    .room_seat()
                    .is_some()
            })
        });
    }
    run_tables(&mut apps, 60, |apps| {
        apps.iter().all(|app| played(app) >= 12)
    });
    apps.push(original_table(port, &room, "", Seat::Remote));
    drop(server);
    server = Server::start(port, &store);
    run_tables(&mut apps, 300, |apps| apps.iter().all(over));
    let record = kingdom(&apps[0]).unwrap().record().clone();
    assert_eq!(record.deals.len(), 12, "every line dealt by the server");
    for app in &apps[1..] {
        assert_eq!(kingdom(app).unwrap().record(), &record);
    }
    for (place, app) in apps.iter().enumerate() {
        let game = kingdom(app).unwrap();
        assert_eq!(
            game.names.as_deref(),
            Some(&["Ann", "Bob", "Cy"].map(|name| Phrase::Verbatim(name.into()))[..])
        );
        // Each player's table plays its own seat; the watcher's plays none.
        let own: Vec<usize> = (0..3)
            .filter(|&at| game.seats[at] != Seat::Remote)
            .collect();
        let expected: Vec<usize> = (place < 3).then_some(place).into_iter().collect();
        assert_eq!(own, expected, "table {place}");
    }
    // Every player asks for another game once the count is told: it starts, each a seat round.
    let watcher = apps.pop().unwrap();
    for app in &mut apps {
        app.world_mut().write_message(ChoiceMade(Intent::SkipCount));
        let offered = run_until(app, 5, |app| {
            (choices(app).list().iter()).any(|choice| choice.intent == Intent::Go(Go::Rematch))
        });
        assert!(offered, "the game over offers another game");
        app.world_mut()
            .write_message(ChoiceMade(Intent::Go(Go::Rematch)));
    }
    run_tables(&mut apps, 30, |apps| {
        apps.iter().all(|app| {
            status(app) == OnlineStatus::Playing
                && kingdom(app).is_some_and(|game| game.record().seed != record.seed)
        })
    });
    for (place, app) in apps.iter().enumerate() {
        let seats = &kingdom(app).unwrap().seats;
        let own = seats.iter().position(|&seat| seat != Seat::Remote);
        assert_eq!(
            own,
            Some((place + 1) % 3),
            "table {place} sits a seat round"
        );
    }
    drop(watcher);
    drop(server);
}

#[test]
fn four_headless_games_of_the_command_line_play_a_room_of_four_to_the_same_scores() {
    let folder = tempfile_folder("online-kingdom-cli");
    let port = free_port();
    let _server = Server::start(port, folder.join("rooms.sqlite"));
    let server = format!("127.0.0.1:{port}");
    let players: Vec<Child> = ["Ann", "Bob", "Cy", "Di"]
        .iter()
        .map(|name| {
            let joining = ["--room", "KNGD4567"];
            headless_original_player(&server, &joining, "4", name, &folder.join(name))
        })
        .collect();
    let lines: Vec<String> = players
        .into_iter()
        .map(|child| {
            let text = printed_once_ended(child);
            assert!(
                text.contains("online lines checked against the server's promise"),
                "{text}"
            );
            text.lines()
                .find(|line| line.contains("final scores"))
                .unwrap_or_else(|| panic!("no final scores in {text}"))
                .to_owned()
        })
        .collect();
    assert!(lines.iter().all(|line| *line == lines[0]), "{lines:?}");
    let scores = lines[0].split("final scores ").nth(1).unwrap();
    // Seated in the order they arrived: every name once, each with a total.
    let mut names: Vec<&str> = scores
        .split(" - ")
        .map(|entry| {
            let (name, total) = entry.rsplit_once(' ').unwrap();
            assert!(total.parse::<u32>().is_ok(), "{entry}");
            name
        })
        .collect();
    names.sort_unstable();
    assert_eq!(names, ["Ann", "Bob", "Cy", "Di"], "{scores}");
}

#[test]
fn two_people_make_and_join_a_room_of_the_original_game_on_the_online_panel() {
    let folder = tempfile_folder("online-kingdom-panel");
    let port = free_port();
    let _server = Server::start(port, folder.join("rooms.sqlite"));
    let table = || {
        let mut app = title_app_with(|app| {
            app.insert_resource(OnlineServer(format!("127.0.0.1:{port}")));
        });
        choose(&mut app, Device::Keyboard, Intent::Go(Go::ShowOnline));
        // The Duel, then the original game for two.
        choose(
            &mut app,
            Device::Keyboard,
            Intent::ChangeSetting(Setting::OnlineGame),
        );
        assert!(
            texts(&mut app)
                .iter()
                .any(|text| text.contains("Game: Kingdomino for 2")),
            "{:?}",
            texts(&mut app)
        );
        let anyone = choices(&app)
            .list()
            .iter()
            .find(|choice| choice.intent == Intent::Go(Go::PlayAnyone))
            .map(|choice| choice.look);
        assert_eq!(anyone, Some(Look::Button), "anyone plays the game chosen");
        app
    };
    let mut host = table();
    choose(&mut host, Device::Keyboard, Intent::Go(Go::MakeRoom));
    let code = room_made(&mut host);
    let mut friend = table();
    type_text(&mut friend, code.as_str());
    choose(&mut friend, Device::Keyboard, Intent::Go(Go::JoinRoom));
    // A third watches it from the panel, the game chosen as for joining.
    let mut watcher = table();
    type_text(&mut watcher, code.as_str());
    choose(&mut watcher, Device::Keyboard, Intent::Go(Go::WatchRoom));
    let mut apps = vec![host, friend, watcher];
    run_tables(&mut apps, 30, |apps| {
        apps.iter()
            .all(|app| screen(app) == original::TABLE && status(app) == OnlineStatus::Playing)
    });
    // The panel closes in the frame after the table shows.
    for app in &mut apps {
        app.update();
    }
    for app in &apps {
        let overlay = *app.world().resource::<State<Overlay>>().get();
        assert_eq!(overlay, Overlay::Closed);
        assert_eq!(kingdom(app).unwrap().names.as_ref().map(Vec::len), Some(2));
    }
    for app in &apps[..2] {
        let game = kingdom(app).unwrap();
        assert!(game.seats.contains(&Seat::Human) && game.seats.contains(&Seat::Remote));
    }
    assert_eq!(
        kingdom(&apps[2]).unwrap().seats,
        [Seat::Remote; 2],
        "the watcher plays none"
    );
    // The person to act claims through the table: the server applies it for both.
    let acting = apps
        .iter()
        .position(|app| kingdom(app).unwrap().person_to_act().is_some())
        .expect("one of the two acts first");
    let game = kingdom(&apps[acting]).unwrap();
    let player = game.person_to_act().unwrap();
    let action = game.state().legal_actions()[0];
    apps[acting]
        .world_mut()
        .write_message(Intended::<Original> {
            seat: player,
            action,
        });
    run_tables(&mut apps, 20, |apps| {
        apps.iter().all(|app| played(app) == 1)
    });
    for app in &apps {
        assert_eq!(kingdom(app).unwrap().record().actions, [action]);
    }
}

#[test]
fn a_player_gone_from_a_room_of_three_is_named_and_played_for_by_the_computer() {
    let folder = tempfile_folder("online-kingdom-away");
    let port = free_port();
    let _server = Server::start_with(port, folder.join("rooms.sqlite"), &["--away-grace", "1"]);
    let room = RoomCode::parse("KNGA2345").unwrap();
    let mut apps = vec![
        original_table(port, &room, "Ann", Seat::Computer(Level::Random)),
        original_table(port, &room, "Bob", Seat::Computer(Level::Random)),
        original_table(port, &room, "Cy", Seat::Computer(Level::Random)),
    ];
    run_tables(&mut apps, 60, |apps| {
        apps.iter().all(|app| played(app) >= 6)
    });
    // Cy's table closes: the others name them, then ask the computer to play their turns.
    drop(apps.pop());
    let mut heard = Vec::new();
    run_tables(&mut apps, 120, |apps| {
        heard.extend(notice(&apps[0]));
        apps.iter().all(over)
    });
    assert!(
        heard
            .iter()
            .any(|said| said.contains("Cy lost the connection")),
        "{heard:?}"
    );
    assert!(
        heard
            .iter()
            .any(|said| said.contains("The computer (Expert) plays for Cy")),
        "{heard:?}"
    );
    assert_eq!(
        kingdom(&apps[0]).unwrap().record(),
        kingdom(&apps[1]).unwrap().record()
    );
}

/// The notice holds every line that counts: the clock of the move being made, and each player
/// away.
#[test]
fn a_room_with_a_clock_counts_down_each_move_under_the_prompt_and_names_everyone_away() {
    let folder = tempfile_folder("online-kingdom-clock");
    let port = free_port();
    let _server = Server::start(port, folder.join("rooms.sqlite"));
    let room = RoomCode::parse("KNGC2345").unwrap();
    let with_clock = |name: &str| {
        original_table_for(
            room_game("KingdominoForThree"),
            port,
            &room,
            name,
            Seat::Human,
            180,
        )
    };
    let mut apps = vec![with_clock("Ann"), with_clock("Bob"), with_clock("Cy")];
    let mut said = None;
    run_tables(&mut apps, 30, |apps| {
        said = notice(&apps[0]);
        said.is_some()
    });
    let said = said.unwrap();
    // The server seats the players as they arrive: the room names the place to act.
    let table = kingdom(&apps[0]).unwrap();
    let to_act = table.state().player_to_act().unwrap().index();
    let name = words(&apps[0], &table.names.as_ref().unwrap()[to_act]);
    // Counted in whole seconds up, as the Duel's turn line counts: 3:00 until a second went.
    let fresh = ["3:00", "2:5"].map(|left| format!("Time left for {name}'s move: {left}"));
    assert!(fresh.iter().any(|start| said.starts_with(start)), "{said}");
    // Bob and Cy close their tables: Ann's names both, and the clock goes on.
    apps.truncate(1);
    let mut said = String::new();
    run_tables(&mut apps, 30, |apps| {
        said = notice(&apps[0]).unwrap_or_default();
        said.contains("Bob lost the connection") && said.contains("Cy lost the connection")
    });
    assert!(
        said.contains(&format!("Time left for {name}'s move")),
        "{said}"
    );
}
