//! Online play over the real transport on 127.0.0.1: a `serve` process and two game apps (the
//! computer on each seat) play whole games; the server is killed mid-game and started again on
//! the same store, and both tables carry on to the same final count. Bare connections send the
//! server garbage, floods and wrong tokens.

use std::ffi::OsStr;
use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use bevy::clipboard::Clipboard;
use bevy::prelude::*;

use kingdomino_duel::ai::Level;
use kingdomino_duel::app::choices::{Focus, Go, Intent, Setting};
use kingdomino_duel::app::game::expert_hint::{ExpertHint, OnlineHintsAgreed};
use kingdomino_duel::app::game::{IntendedAction, Notice, Watching};
use kingdomino_duel::app::online::{
    KEPT_ROOM_FILE, OnlineRequest, OnlineServer, OnlineSession, OnlineStatus,
};
use kingdomino_duel::app::player_data::PlayerData;
use kingdomino_duel::app::settings::PlaySettings;
use kingdomino_duel::app::states::{Overlay, Screen, Seat};
use kingdomino_duel::online::protocol::{
    MAX_MESSAGE_BYTES, PROTOCOL_VERSION, decode_server, encode,
};
use kingdomino_duel::online::{
    ClientMessage, RollSecret, Room, RoomCode, SeatToken, ServerMessage,
};
use kingdomino_duel::player_files::data_store::DataStore;
use kingdomino_duel::player_files::saves::{SavedGame, SavedSeat};
use kingdomino_duel::rules::{Action, GameRecord, GameState, RuleSet};

use crate::common::app::*;

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

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A table whose computer plays a seat of `room` on the server at `port`.
fn player(port: u16, room: &RoomCode, name: &str) -> App {
    player_on(&format!("127.0.0.1:{port}"), room, name)
}

/// A table whose computer plays a seat of `room` on `servers` (`A,B`: tried in turn).
fn player_on(servers: &str, room: &RoomCode, name: &str) -> App {
    let request = OnlineRequest {
        server: servers.into(),
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
    app.world()
        .get_resource::<OnlineSession>()
        .map_or(OnlineStatus::Connecting, |session| session.status.clone())
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
                Some(ServerMessage::Closing { reason }) => return reason,
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
    })
}

fn welcome(client: &mut RawClient) -> (RoomCode, u8, SeatToken) {
    match client.message() {
        Some(ServerMessage::Welcome {
            room, seat, token, ..
        }) => (room, seat, token),
        other => panic!("no welcome: {other:?}"),
    }
}

#[test]
fn the_server_refuses_garbage_floods_and_wrong_tokens_and_still_serves_new_rooms() {
    let folder = tempfile_folder("online-garbage");
    let port = free_port();
    let _server = Server::start(port, folder.join("rooms.sqlite"));

    let mut garbage = RawClient::connect(port);
    garbage.send("{\"type\":\"hello\",\"nonsense\":1}");
    assert!(
        garbage
            .closing_reason()
            .contains("not a message of this game")
    );

    let mut oversized = RawClient::connect(port);
    oversized.send(&"x".repeat(MAX_MESSAGE_BYTES * 2));
    assert!(!matches!(
        oversized.message(),
        Some(ServerMessage::Welcome { .. })
    ));

    let mut old = RawClient::connect(port);
    old.send(
        &hello(None, None).replace(&format!("\"version\":{PROTOCOL_VERSION}"), "\"version\":0"),
    );
    assert!(old.closing_reason().contains("update the game"));

    // A room of two, and out-of-turn and out-of-step actions refused with the reason.
    let mut first = RawClient::connect(port);
    first.send(&hello(Some("RXXM2345"), None));
    let (room, first_seat, _) = welcome(&mut first);
    let mut second = RawClient::connect(port);
    second.send(&hello(Some(room.as_str()), None));
    let (_, second_seat, _) = welcome(&mut second);
    assert_ne!(first_seat, second_seat);
    let game = loop {
        if let Some(ServerMessage::Game { game }) = second.message() {
            break game;
        }
    };
    let starter = GameState::first_a(game.record.seed);
    let (waiting, waiting_seat) = if starter == first_seat {
        (&mut second, second_seat)
    } else {
        (&mut first, first_seat)
    };
    let act = |index| {
        encode(&ClientMessage::Act {
            index,
            action: Action::TakeDie { die: 0 },
        })
    };
    waiting.send(&act(0));
    let refused = loop {
        match waiting.message() {
            Some(ServerMessage::Refused { reason }) => break reason,
            Some(_) => {}
            None => panic!("no refusal for seat {waiting_seat}"),
        }
    };
    assert!(refused.contains("not this seat's turn"), "{refused}");

    let mut intruder = RawClient::connect(port);
    intruder.send(&hello(Some(room.as_str()), Some(SeatToken("0".repeat(32)))));
    assert!(intruder.closing_reason().contains("not one of this room's"));
    let mut third = RawClient::connect(port);
    third.send(&hello(Some(room.as_str()), None));
    assert!(third.closing_reason().contains("already has two players"));

    let mut flood = RawClient::connect(port);
    flood.send(&hello(None, None));
    welcome(&mut flood);
    for index in 0..200 {
        flood.send(&act(index));
    }
    assert!(flood.closing_reason().contains("too many messages"));

    let mut fresh = RawClient::connect(port);
    fresh.send(&hello(None, None));
    let (code, seat, _) = welcome(&mut fresh);
    assert_eq!((code.as_str().len(), seat), (8, 0));
}

#[test]
fn a_person_makes_a_room_on_the_title_and_a_friend_joins_it_by_typing_its_code() {
    let folder = tempfile_folder("online-panel");
    let port = free_port();
    let _server = Server::start(port, folder.join("rooms.sqlite"));
    let mut host = title_app_with(|app| {
        app.insert_resource(OnlineServer(format!("127.0.0.1:{port}")))
            .init_resource::<Clipboard>();
    });
    choose(&mut host, Device::Keyboard, Intent::Go(Go::ShowOnline));
    choose(&mut host, Device::Keyboard, Intent::Go(Go::MakeRoom));
    let deadline = Instant::now() + Duration::from_secs(20);
    let code = loop {
        host.update();
        if let OnlineStatus::Waiting(code) = status(&host) {
            break code;
        }
        assert!(
            Instant::now() < deadline,
            "no room made: {:?}",
            status(&host)
        );
        std::thread::sleep(Duration::from_millis(2));
    };
    let shown = format!("{}-{}", &code.as_str()[..4], &code.as_str()[4..]);
    assert!(
        texts(&mut host).iter().any(|text| text.contains(&shown)),
        "the code {shown} is on the panel: {:?}",
        texts(&mut host)
    );
    // Copy puts the code on the clipboard (where the machine has one: a test without a display
    // says it could not).
    choose(&mut host, Device::Keyboard, Intent::Go(Go::CopyRoomCode));
    let copy_label = words(&host, &choices(&host).list()[0].label);
    let pasted = host
        .world_mut()
        .resource_mut::<Clipboard>()
        .fetch_text()
        .poll_result();
    match pasted {
        Some(Ok(text)) => assert_eq!((copy_label.as_str(), text), ("Copied", shown.clone())),
        _ => assert_eq!(copy_label, "Could not copy"),
    }

    let mut friend = title_app_with(|app| {
        app.insert_resource(OnlineServer(format!("127.0.0.1:{port}")));
    });
    choose(&mut friend, Device::Keyboard, Intent::Go(Go::ShowSettings));
    choose(
        &mut friend,
        Device::Keyboard,
        Intent::ChangeSetting(Setting::OnlineName),
    );
    type_text(&mut friend, "Zoë");
    tap(&mut friend, KeyCode::Enter);
    choose(&mut friend, Device::Keyboard, Intent::Go(Go::CloseOverlay));
    choose(&mut friend, Device::Keyboard, Intent::Go(Go::ShowOnline));
    assert!(
        texts(&mut friend)
            .iter()
            .any(|text| text.contains("Your name: Zoë")),
        "{:?}",
        texts(&mut friend)
    );
    tap(&mut friend, KeyCode::KeyI);
    for character in code.as_str().chars() {
        tap(&mut friend, key_of(character));
    }
    tap(&mut friend, KeyCode::Backspace);
    tap(&mut friend, key_of(code.as_str().chars().last().unwrap()));
    choose(&mut friend, Device::Keyboard, Intent::Go(Go::JoinRoom));
    let mut apps = [host, friend];
    run_both(&mut apps, 30, |apps| {
        apps.iter()
            .all(|app| screen(app) == Screen::Game && status(app) == OnlineStatus::Playing)
    });
    // The panel closes in the frame after the table shows.
    for app in &mut apps {
        app.update();
    }
    for app in &apps {
        assert!(game(app).seats.contains(&Seat::Human));
        assert!(game(app).seats.contains(&Seat::Remote));
        assert_eq!(
            *app.world().resource::<State<Overlay>>().get(),
            Overlay::Closed
        );
    }
    assert_eq!(game(&apps[0]).record(), game(&apps[1]).record());
    // Each table names the other player: the host chose no name.
    let heading = |app: &mut App| {
        texts(app)
            .into_iter()
            .find(|text| text.contains("Online against"))
    };
    assert!(heading(&mut apps[0]).is_some_and(|line| line.contains("Online against Zoë")));
    assert!(heading(&mut apps[1]).is_some_and(|line| line.contains("Online against Player")));

    // The friend's game closes: the host is told they are away, with the time kept for them.
    let [mut host, friend] = apps;
    drop(friend);
    let deadline = Instant::now() + Duration::from_secs(20);
    let away = loop {
        host.update();
        let notice = host.world().resource::<Notice>().0.clone();
        if let Some(phrase) =
            notice.filter(|_| !host.world().resource::<OnlineSession>().opponent_here)
        {
            break words(&host, &phrase);
        }
        assert!(Instant::now() < deadline, "nobody said the friend left");
        std::thread::sleep(Duration::from_millis(2));
    };
    assert!(
        away.contains("Zoë lost the connection") && away.contains("(2:00)"),
        "{away}"
    );
}

#[test]
fn the_load_test_plays_rooms_on_this_machine_only_and_says_whether_the_server_kept_up() {
    let folder = tempfile_folder("online-load");
    let port = free_port();
    let _server = Server::start_with(
        port,
        folder.join("rooms.sqlite"),
        &["--joins-per-minute", "0"],
    );
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_kingdomino-duel"))
            .arg("loadtest")
            .args(args)
            .output()
            .unwrap()
    };
    let server = format!("127.0.0.1:{port}");
    let output = run(&[
        "--server",
        &server,
        "--rooms",
        "3",
        "--seconds",
        "4",
        "--think",
        "5",
    ]);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{text}");
    assert!(text.contains("held: within 100 ms"), "{text}");
    let games: u32 = text
        .lines()
        .next()
        .and_then(|line| {
            line.strip_suffix(" games finished")?
                .rsplit(' ')
                .next()?
                .parse()
                .ok()
        })
        .unwrap();
    assert!(games >= 3, "{text}");
    assert!(!text.contains("problems"), "{text}");

    let elsewhere = run(&[
        "--server",
        "192.0.2.1:7800",
        "--rooms",
        "1",
        "--seconds",
        "1",
    ]);
    assert!(!elsewhere.status.success());
    assert!(String::from_utf8_lossy(&elsewhere.stderr).contains("on this machine"));
    let too_many = run(&["--server", &server, "--rooms", "100000"]);
    assert!(String::from_utf8_lossy(&too_many.stderr).contains("--rooms must be"));
}

/// A person's table joining `room`, with hints allowed online or not in their settings.
fn person(port: u16, room: &RoomCode, name: &str, allows_hints: bool) -> App {
    let request = OnlineRequest {
        server: format!("127.0.0.1:{port}"),
        room: Some(room.clone()),
        create: true,
        name: name.into(),
        local: Seat::Human,
        exit_when_done: false,
    };
    title_app_with(move |app| {
        app.insert_resource(request);
        app.insert_resource(PlaySettings {
            online_hints: allows_hints,
            ..default()
        });
    })
}

#[test]
fn online_hints_are_offered_only_when_both_players_allowed_them() {
    let folder = tempfile_folder("online-hints");
    let port = free_port();
    let _server = Server::start(port, folder.join("rooms.sqlite"));
    for (code, allowed) in [("HNTS2345", [true, true]), ("HNTS2346", [true, false])] {
        let room = RoomCode::parse(code).unwrap();
        let mut apps = [
            person(port, &room, "Ann", allowed[0]),
            person(port, &room, "Bob", allowed[1]),
        ];
        run_both(&mut apps, 30, |apps| {
            apps.iter()
                .all(|app| status(app) == OnlineStatus::Playing && screen(app) == Screen::Game)
        });
        let both = allowed == [true, true];
        for app in &apps {
            assert_eq!(app.world().resource::<OnlineHintsAgreed>().0, both);
        }
        let asker = apps
            .iter_mut()
            .find_map(|app| person_to_act(app).map(|_| app))
            .expect("a person acts first");
        Device::Keyboard.press(asker, Control::Hint);
        let mut hinted = None;
        for _ in 0..600 {
            hinted = asker
                .world()
                .resource::<ExpertHint>()
                .shown_move(game(asker));
            if hinted.is_some() {
                break;
            }
            asker.update();
        }
        assert_eq!(hinted.is_some(), both, "{allowed:?}: {hinted:?}");
        let words = texts(asker).join("\n");
        assert_eq!(words.contains("Hint: "), both, "{words}");
    }
}

#[test]
fn a_game_closed_mid_game_goes_back_to_its_seat_from_continue_and_finishes() {
    let folder = tempfile_folder("online-continue");
    let port = free_port();
    let _server = Server::start(port, folder.join("rooms.sqlite"));
    let room = RoomCode::parse("BACK2345").unwrap();
    let data = folder.join("second-player");
    let second_player = |port: u16| {
        let request = OnlineRequest {
            server: format!("127.0.0.1:{port}"),
            room: Some(room.clone()),
            create: true,
            name: "Bob".into(),
            local: Seat::Human,
            exit_when_done: false,
        };
        let data = DataStore::Folder(data.clone());
        title_app_with(move |app| {
            app.insert_resource(PlayerData(data));
            app.insert_resource(request);
        })
    };
    let mut apps = [player(port, &room, "Ann"), second_player(port)];
    run_both(&mut apps, 30, |apps| {
        apps.iter().all(|app| status(app) == OnlineStatus::Playing)
    });
    let [first, closed] = apps;
    let seat = closed.world().resource::<OnlineSession>().seat().unwrap();
    drop(closed);

    // The game opens again with nothing asked on the command line: Continue goes back.
    let mut again = title_app_with(|app| {
        app.insert_resource(PlayerData(DataStore::Folder(data.clone())));
    });
    choose(&mut again, Device::Keyboard, Intent::Go(Go::ContinueOnline));
    let mut apps = [first, again];
    run_both(&mut apps, 30, |apps| {
        status(&apps[1]) == OnlineStatus::Playing && screen(&apps[1]) == Screen::Game
    });
    assert_eq!(
        apps[1].world().resource::<OnlineSession>().seat(),
        Some(seat)
    );
    // The person's decisions from here are the Easy computer's, sent as a person's are.
    let mut stand_in = Level::Easy.player(5);
    let deadline = Instant::now() + Duration::from_secs(300);
    while !apps.iter().all(|app| screen(app) == Screen::GameOver) {
        assert!(Instant::now() < deadline, "the game did not finish");
        for app in &apps {
            if let OnlineStatus::Failed(why) = status(app) {
                panic!("the online game stopped: {why}");
            }
        }
        // As at the table: only in the phase whose decision it is.
        let in_phase =
            phase(&apps[1]).is_some_and(|phase| phase.decides(game(&apps[1]).state().step()));
        if let Some(seat) = person_to_act(&mut apps[1]).filter(|_| in_phase) {
            let action = stand_in.choose(&game(&apps[1]).rules, game(&apps[1]).state());
            apps[1]
                .world_mut()
                .write_message(IntendedAction { seat, action });
        }
        for app in apps.iter_mut() {
            app.update();
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(game(&apps[0]).record(), game(&apps[1]).record());
    assert_eq!(
        game(&apps[1]).state().scores(&game(&apps[1]).rules),
        game(&apps[0]).state().scores(&game(&apps[0]).rules)
    );
    let kept = DataStore::Folder(data).read(KEPT_ROOM_FILE).unwrap();
    assert_eq!(kept, None, "a finished game is not offered again");
}

#[test]
fn a_kept_online_game_is_watched_at_the_table_with_the_server_s_rolls() {
    let rules = Arc::new(RuleSet::builtin());
    let code = RoomCode::parse("WATCH234").unwrap();
    let mut room = Room::new(Arc::clone(&rules), code, RollSecret([9; 32]), 3, 0);
    for token in ["a", "b"] {
        room.join(token.into(), false, None, SeatToken(token.into()), 0)
            .unwrap();
    }
    let mut players = [Level::Easy.player(1), Level::Easy.player(2)];
    while !room.is_over() {
        let record = room.public_game().unwrap().record;
        let state = record.replay(&rules).unwrap();
        let seat = state.to_act().unwrap();
        let action = players[usize::from(seat)].choose(&rules, &state);
        room.act(seat, record.actions.len() as u32, action, 0)
            .unwrap();
    }
    let record = room.public_game().unwrap().record;
    let seed_rolls = GameRecord {
        rolls: Vec::new(),
        ..record.clone()
    };
    assert!(
        seed_rolls.replay(&rules).is_err(),
        "the server's rolls are not the seed's"
    );
    let saved = SavedGame::new(&rules, Vec::new(), [SavedSeat::Person; 2], record.clone());
    let watching = Watching::new("online.replay.ron".into(), saved, &rules);
    let mut app = title_app();
    let start = watching.jump(&rules, 0).unwrap();
    app.insert_resource(watching);
    request_match(&mut app, start);
    for _ in 0..20_000 {
        if screen(&app) == Screen::GameOver {
            break;
        }
        app.update();
    }
    assert_eq!(screen(&app), Screen::GameOver);
    assert_eq!(game(&app).state(), &record.replay(&rules).unwrap());
}

#[test]
fn the_online_name_is_typed_on_the_settings_panel_and_esc_leaves_it_as_it_was() {
    let mut app = title_app();
    choose(&mut app, Device::Keyboard, Intent::Go(Go::ShowSettings));
    let name_button = Intent::ChangeSetting(Setting::OnlineName);
    choose(&mut app, Device::Keyboard, name_button);
    // P pauses and W moves the focus elsewhere: here they are letters of the name.
    type_text(&mut app, "Pawel W");
    tap(&mut app, KeyCode::Backspace);
    type_text(&mut app, "Ł");
    let online_name = |app: &App| app.world().resource::<PlaySettings>().online_name.clone();
    assert_eq!(online_name(&app), "", "kept only once Enter is pressed");
    assert!(texts(&mut app).iter().any(|text| text.contains("Pawel Ł_")));
    tap(&mut app, KeyCode::Enter);
    assert_eq!(online_name(&app), "Pawel Ł");
    assert_eq!(
        *app.world().resource::<State<Overlay>>().get(),
        Overlay::Settings,
        "Enter kept the name and pressed nothing else"
    );
    assert_eq!(
        choices(&app).focus(),
        Focus::Choice(choices(&app).index_of(name_button).unwrap()),
        "W moved no focus"
    );

    choose(&mut app, Device::Keyboard, name_button);
    type_text(&mut app, "xyz");
    tap(&mut app, KeyCode::Escape);
    assert_eq!(online_name(&app), "Pawel Ł");
    assert_eq!(
        *app.world().resource::<State<Overlay>>().get(),
        Overlay::Settings,
        "Esc left the typing, not the panel"
    );
    tap(&mut app, KeyCode::Escape);
    assert_eq!(
        *app.world().resource::<State<Overlay>>().get(),
        Overlay::Closed
    );
}

#[test]
fn the_computer_plays_for_a_player_away_past_the_grace_and_the_game_finishes() {
    let folder = tempfile_folder("online-stand-in");
    let port = free_port();
    let _server = Server::start_with(port, folder.join("rooms.sqlite"), &["--away-grace", "1"]);
    let room = RoomCode::parse("STAND234").unwrap();
    let mut apps = [player(port, &room, "Ann"), player(port, &room, "Bob")];
    run_both(&mut apps, 60, |apps| {
        apps.iter().all(|app| actions(app) >= 12)
    });
    let [mut host, bob] = apps;
    let bob_session = bob.world().resource::<OnlineSession>();
    let (bob_seat, bob_token) = (bob_session.seat().unwrap(), bob_session.token().cloned());
    drop(bob);
    let offer = Intent::Go(Go::LetComputerPlay);
    let let_the_computer_play = |host: &mut App| {
        let deadline = Instant::now() + Duration::from_secs(60);
        while choices(host).index_of(offer).is_none() {
            assert!(
                Instant::now() < deadline,
                "no offer to let the computer play"
            );
            host.update();
            std::thread::sleep(Duration::from_millis(2));
        }
        let offered = &choices(host).list()[choices(host).index_of(offer).unwrap()];
        assert_eq!(words(host, &offered.label), "Let the computer play for Bob");
        let away = words(host, host.world().resource::<Notice>().0.as_ref().unwrap());
        assert!(away.starts_with("Bob is still away"), "{away}");
        choose(host, Device::Keyboard, offer);
    };
    let_the_computer_play(&mut host);

    // Bob comes back with his token while the computer plays for him: the seat is his again.
    let played = actions(&host);
    let deadline = Instant::now() + Duration::from_secs(60);
    while actions(&host) < played + 4 {
        assert!(
            Instant::now() < deadline,
            "the computer does not play for Bob"
        );
        host.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    let mut back = RawClient::connect(port);
    back.send(&hello(Some("STAND234"), bob_token));
    let handed_back = std::iter::from_fn(|| back.message()).any(|message| {
        message
            == ServerMessage::StandIn {
                seat: bob_seat,
                computer: false,
            }
    });
    assert!(handed_back, "Bob is told his seat is his again");
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let session = host.world().resource::<OnlineSession>();
        if !session.opponent_stood_in && session.opponent_here {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the host still sees the computer"
        );
        host.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    // He leaves again, and the computer finishes the game for him.
    drop(back);
    let_the_computer_play(&mut host);

    let deadline = Instant::now() + Duration::from_secs(300);
    let mut told = None;
    while !(status(&host) == OnlineStatus::Over && screen(&host) == Screen::GameOver) {
        if let OnlineStatus::Failed(why) = status(&host) {
            panic!("the online game stopped: {why}");
        }
        assert!(
            Instant::now() < deadline,
            "not finished: {} actions",
            actions(&host)
        );
        if let Some(phrase) = &host.world().resource::<Notice>().0 {
            told.get_or_insert_with(|| words(&host, phrase))
                .clone_from(&words(&host, phrase));
        }
        host.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(
        told.as_deref(),
        Some("The computer (Expert) plays for Bob until they come back.")
    );
    let record = game(&host).record();
    assert!(game(&host).state().is_over());
    assert!(
        record.replay(&game(&host).rules).is_ok(),
        "the finished game replays"
    );
    assert_eq!(game(&host).seats[usize::from(bob_seat)], Seat::Remote);
}

/// A Redis of the test's own on a loopback port, nothing kept on disk; killed when dropped.
struct Redis(Child);

impl Redis {
    fn start(port: u16) -> Redis {
        let child = Command::new("redis-server")
            .args(["--port", &port.to_string(), "--bind", "127.0.0.1"])
            .args(["--save", "", "--appendonly", "no"])
            .stdout(Stdio::null())
            .spawn()
            .expect("redis-server runs (scripts/install-deps.sh installs it)");
        let deadline = Instant::now() + Duration::from_secs(10);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "redis-server did not start");
            std::thread::sleep(Duration::from_millis(20));
        }
        Redis(child)
    }
}

impl Drop for Redis {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn two_servers_share_their_rooms_in_redis_and_the_game_goes_on_through_the_second() {
    let redis_port = free_port();
    let _redis = Redis::start(redis_port);
    let store = format!("redis://127.0.0.1:{redis_port}");
    let ports = [free_port(), free_port()];
    let first = Server::start(ports[0], &store);
    let _second = Server::start(ports[1], &store);
    let servers = format!("127.0.0.1:{},127.0.0.1:{}", ports[0], ports[1]);
    let room = RoomCode::parse("REDWS234").unwrap();
    let mut apps = [
        player_on(&servers, &room, "Ann"),
        player_on(&servers, &room, "Bob"),
    ];
    run_both(&mut apps, 60, |apps| {
        apps.iter().all(|app| actions(app) >= 20)
    });
    drop(first);
    run_both(&mut apps, 300, |apps| {
        apps.iter()
            .all(|app| status(app) == OnlineStatus::Over && screen(app) == Screen::GameOver)
    });
    let [ann, bob] = &apps;
    assert_eq!(game(ann).record(), game(bob).record());
    assert!(game(ann).state().is_over());
    // Who sat first is whoever's hello reached the first server first.
    let names = game(ann)
        .names
        .clone()
        .expect("an online game names its players");
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(
        sorted,
        ["Ann".to_string(), "Bob".to_string()],
        "both seated by the first server, the second knows them from the store"
    );
    assert_eq!(game(bob).names, Some(names));
}

#[test]
fn the_desktop_game_speaks_tls_to_a_wss_address() {
    let folder = tempfile_folder("online-wss");
    let port = free_port();
    let _server = Server::start(port, folder.join("rooms.sqlite"));
    // The server speaks plain WebSocket: a TLS handshake is tried, and fails as such.
    let (_sender, receiver) = ewebsock::connect(
        format!("wss://127.0.0.1:{port}/play"),
        ewebsock::Options::default(),
    )
    .unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    let error = loop {
        match receiver.try_recv() {
            Some(ewebsock::WsEvent::Error(error)) => break error,
            Some(other) => panic!("not an error: {other:?}"),
            None => {
                assert!(Instant::now() < deadline, "no answer");
                std::thread::sleep(Duration::from_millis(5));
            }
        }
    };
    assert!(
        !error.contains("TLS support not compiled in"),
        "TLS is built in: {error}"
    );
}
