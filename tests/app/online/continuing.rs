//! The load test, online hints, a game closed and continued, a kept online game watched.

use super::*;
use kingdomino_core::duel::Duel;
use kingdomino_core::games::GameSetup;
use kingdomino_duel::app::duel;
use kingdomino_duel::app::table::{Intended, Watching};

/// A person's table joining `room`, with hints allowed online or not in their settings.
fn person(port: u16, room: &RoomCode, name: &str, allows_hints: bool) -> App {
    let request = OnlineRequest {
        server: format!("127.0.0.1:{port}"),
        room: Some(room.clone()),
        create: true,
        name: name.into(),
        local: Seat::Human,
        exit_when_done: false,
        game: GameSetup::Duel,
        computers: Vec::new(),
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
                .all(|app| status(app) == OnlineStatus::Playing && screen(app) == duel::TABLE)
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
            hinted = (asker.world().resource::<Hint<Duel>>())
                .found(game(asker))
                .map(|found| found.action);
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
            game: GameSetup::Duel,
            computers: Vec::new(),
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
    choose(
        &mut again,
        Device::Keyboard,
        Intent::Go(Go::ContinueOnline(0)),
    );
    let mut apps = [first, again];
    run_both(&mut apps, 30, |apps| {
        status(&apps[1]) == OnlineStatus::Playing && screen(&apps[1]) == duel::TABLE
    });
    assert_eq!(
        apps[1].world().resource::<OnlineSession>().seat(),
        Some(seat)
    );
    // The person's decisions from here are the Easy computer's, sent as a person's are.
    let mut stand_in = Level::Easy.player::<Duel>(5);
    let deadline = Instant::now() + Duration::from_secs(300);
    while !apps.iter().all(|app| screen(app) == duel::GAME_OVER) {
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
            let action = stand_in
                .choose(&game(&apps[1]).rules, game(&apps[1]).state())
                .unwrap();
            apps[1].world_mut().write_message(Intended::<Duel> {
                seat: seat.into(),
                action,
            });
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
    let duel = duel_room_game(&rules);
    let mut room = Room::new(&duel, code, RollSecret([9; 32]), 3, 0).unwrap();
    for token in ["a", "b"] {
        room.join(token.into(), false, None, SeatToken(token.into()), 0)
            .unwrap();
    }
    let mut players = [Level::Easy.player::<Duel>(1), Level::Easy.player::<Duel>(2)];
    while !room.is_over() {
        let (state, record) = (duel_table(&room).state(), duel_table(&room).record());
        let seat = state.to_act().unwrap();
        let action = RoomAction::Duel(players[seat].choose(&rules, state).unwrap());
        let index = record.actions.len() as u32;
        room.act(seat.into(), index, action, 0).unwrap();
    }
    let record = duel_table(&room).record().clone();
    let seed_rolls = Record {
        deals: Vec::new(),
        ..record.clone()
    };
    assert!(
        seed_rolls.replay(&rules).is_err(),
        "the server's rolls are not the seed's"
    );
    let saved = SavedGame::new(
        rules.as_ref(),
        Vec::new(),
        vec![SavedSeat::Person; 2],
        record.clone(),
    );
    let watching = Watching::<Duel>::new("online.replay.ron".into(), saved, &rules);
    let mut app = title_app();
    let start = watching.jump(0);
    app.insert_resource(watching);
    request_match(&mut app, start);
    for _ in 0..20_000 {
        if screen(&app) == duel::GAME_OVER {
            break;
        }
        app.update();
    }
    assert_eq!(screen(&app), duel::GAME_OVER);
    assert_eq!(game(&app).state(), &record.replay(&rules).unwrap());
}
