//! What the tables survive and what they do not believe: a store that fails mid-game (both
//! tables carry on from the stored game and finish), a server whose promise on the dice changed
//! (the table stops with the reason).

use super::*;
use kingdomino_core::games::GameSetup;
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
