//! What the tables survive and what they do not believe: a store that fails mid-game (both
//! tables carry on from the stored game and finish), a server whose promise on the dice changed
//! (the table stops with the reason).

use super::*;
use kingdomino_core::games::GameSetup;
use kingdomino_core::table::Place;
use kingdomino_duel::app::online::ServerPromise;

#[test]
fn a_store_that_fails_mid_game_ends_nothing_and_both_tables_finish() {
    let folder = tempfile_folder("online-store-error");
    let store = folder.join("rooms.sqlite");
    let port = free_port();
    let _server = Server::start(port, &store);
    let room = RoomCode::parse("STUCK234").unwrap();
    let mut apps = [player(port, &room, "Ann"), player(port, &room, "Bob")];
    run_both(&mut apps, 60, |apps| {
        apps.iter().all(|app| actions(app) >= 10)
    });
    // Another program holds the store's lock for three seconds: every write fails meanwhile.
    let locker = rusqlite::Connection::open(&store).unwrap();
    locker.execute_batch("BEGIN EXCLUSIVE;").unwrap();
    let locked_until = Instant::now() + Duration::from_secs(3);
    run_both(&mut apps, 10, |_| Instant::now() >= locked_until);
    locker.execute_batch("COMMIT;").unwrap();
    run_both(&mut apps, 300, |apps| apps.iter().all(finished));
    let [first, second] = &apps;
    assert_eq!(game(first).record(), game(second).record());
    let failed_writes = metric(port, "kingdomino_store_errors_total");
    assert!(
        failed_writes > 0,
        "the store never failed: the test tried nothing"
    );
}

#[test]
fn a_server_whose_promise_on_the_dice_changed_is_not_believed() {
    let rules = Arc::new(RuleSet::builtin());
    let code = RoomCode::parse("PACT2345").unwrap();
    let duel = duel_room_game(&rules);
    let mut room = Room::new(&duel, code.clone(), RollSecret([4; 32]), 11, 0).unwrap();
    let now = kingdomino_core::player_files::data_store::now_seconds();
    let tokens = ["first", "second"].map(|token| SeatToken(token.into()));
    for token in &tokens {
        room.join(token.0.clone(), false, None, token.clone(), now)
            .unwrap();
    }
    let (_server, port) = serve_stored(&room, "online-promise");
    // The table remembers another promise for this room than the one the server shows now.
    let remembered = ServerPromise {
        commitment: RollSecret([5; 32]).commitment().0,
        seed: 11,
    };
    let request = OnlineRequest {
        server: format!("127.0.0.1:{port}"),
        room: Some(code),
        create: false,
        name: "first".into(),
        local: Seat::Computer(Level::Easy),
        exit_when_done: false,
        game: GameSetup::Duel,
        computers: Vec::new(),
    };
    let mut table = title_app();
    table.insert_resource(OnlineSession::returning(
        request,
        tokens[0].clone(),
        Some(remembered),
    ));
    let deadline = Instant::now() + Duration::from_secs(20);
    let reason = loop {
        if let OnlineStatus::Failed(reason) = status(&table) {
            break reason;
        }
        assert!(Instant::now() < deadline, "the table believed the server");
        table.update();
        std::thread::sleep(Duration::from_millis(2));
    };
    assert!(reason.contains("promise on the dice changed"), "{reason}");
}

/// A server that shows the game whole and then tells an action the game holds (a server that
/// reads a room written by another can): the table follows that action once, its deal dealt
/// once, and plays on.
#[test]
fn an_action_told_again_after_the_whole_game_is_followed_once() {
    let rules = Arc::new(RuleSet::builtin());
    let now = kingdomino_core::player_files::data_store::now_seconds();
    let code = RoomCode::parse("TWCE2345").unwrap();
    let duel = duel_room_game(&rules);
    let mut room = Room::new(&duel, code.clone(), RollSecret([6; 32]), 3, now).unwrap();
    let tokens = ["first", "second"].map(|token| SeatToken(token.into()));
    for token in &tokens {
        room.join(token.0.clone(), false, None, token.clone(), now)
            .unwrap();
    }
    let play_one = |room: &mut Room| {
        let state = duel_table(room).state();
        let seat = state.to_act().unwrap();
        let action = RoomAction::Duel(state.legal_actions(&rules)[0]);
        let index = duel_table(room).record().actions.len() as u32;
        room.act(seat.into(), index, action, now).unwrap()
    };
    // Played up to an action that asked for a deal (a turn's last).
    let told_again = loop {
        let applied = play_one(&mut room);
        if let ServerMessage::Applied {
            played: ForGame::Duel(Played { dealt: Some(_), .. }),
            ..
        } = applied
        {
            break applied;
        }
    };
    let whole = room.public_game(now).unwrap();
    let held = duel_table(&room).record().actions.len();
    // This table sits where the next action is the other seat's.
    let seat = Place::from(duel_table(&room).state().to_act().unwrap().other());
    let next = play_one(&mut room);

    let listener = TcpListener::bind(("127.0.0.1", 0)).unwrap();
    let port = listener.local_addr().unwrap().port();
    let welcome = ServerMessage::Welcome {
        room: code.clone(),
        seat,
        token: tokens[seat.index()].clone(),
        away_grace_seconds: 60,
    };
    std::thread::spawn(move || {
        let (stream, _) = listener.accept().unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        let mut socket = tungstenite::accept(stream).unwrap();
        let _hello = socket.read().unwrap();
        for message in [welcome, whole, told_again, next] {
            let text = encode(&message);
            socket.send(tungstenite::Message::text(text)).unwrap();
        }
        // Open until the table hangs up.
        while socket.read().is_ok() {}
    });

    let mut table = player(port, &code, "Ann");
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if let OnlineStatus::Failed(reason) = status(&table) {
            panic!("the table stopped: {reason}");
        }
        let followed = table.world().get_resource::<Match<Duel>>();
        if followed.is_some_and(|game| game.record().actions.len() == held + 1) {
            break;
        }
        assert!(Instant::now() < deadline, "the table never followed");
        table.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    assert_eq!(game(&table).record(), duel_table(&room).record());
}
