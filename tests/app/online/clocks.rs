//! A room's clock for each move: a player who never moves has their move made by the computer
//! when the time runs out, and both players hear it; a table shows the time left.

use super::*;
use kingdomino_core::games::GameSetup;
use kingdomino_core::online::room::clock::SHORTEST_MOVE_SECONDS;
use kingdomino_core::table::Place;
use kingdomino_duel::app::online::MoveTimeLeft;

fn hello_with_clock(room: &str, move_seconds: u32) -> String {
    encode(&ClientMessage::Hello {
        version: PROTOCOL_VERSION,
        rules_id: RuleSet::builtin().id().to_string(),
        name: "Tester".into(),
        room: Some(RoomCode::parse(room).unwrap()),
        create: true,
        token: None,
        allow_hints: false,
        allow_watchers: false,
        move_seconds,
        game: GameSetup::Duel,
        computers: Vec::new(),
    })
}

#[test]
fn a_player_who_never_moves_has_the_computer_move_for_them_when_the_time_runs_out() {
    let folder = tempfile_folder("online-clock");
    let port = free_port();
    let _server = Server::start(port, folder.join("rooms.sqlite"));
    let seconds = SHORTEST_MOVE_SECONDS;
    let mut first = RawClient::connect(port);
    first.send(&hello_with_clock("TXCK2345", seconds));
    // The room is made by the first hello; the second joins it after.
    let welcomed = std::iter::from_fn(|| first.message())
        .any(|message| matches!(message, ServerMessage::Welcome { .. }));
    assert!(welcomed, "the first hello makes the room");
    let mut second = RawClient::connect(port);
    // The clock is the room maker's: the one who joins cannot change it.
    second.send(&hello_with_clock("TXCK2345", 0));
    let started = Instant::now();
    let game = loop {
        match second.message() {
            Some(ServerMessage::Game { game }) => break game,
            Some(_) => {}
            None => panic!("no game"),
        }
    };
    assert_eq!(game.move_seconds, seconds);
    let late = Place::from(GameState::first_a(duel_record(game.record).seed));
    // Neither moves: the computer makes the first move when its time is out, for both to see.
    for client in [&mut first, &mut second] {
        let mut heard_late = false;
        let applied = loop {
            match client.message() {
                Some(ServerMessage::TimeRanOut { seat }) => {
                    assert_eq!(seat, late);
                    heard_late = true;
                }
                Some(ServerMessage::Applied { index, seat, .. }) => break (index, seat),
                Some(_) => {}
                None => panic!("no move made after {:?}", started.elapsed()),
            }
        };
        assert!(heard_late, "the table is told whose time ran out");
        assert_eq!(applied, (0, late));
    }
    let waited = started.elapsed();
    assert!(
        waited >= Duration::from_secs(u64::from(seconds) - 1),
        "the move was made early, after {waited:?}"
    );
    assert_eq!(metric(port, "kingdomino_actions_total"), 1);
}

#[test]
fn a_table_in_a_room_with_a_clock_shows_the_time_its_player_has_left() {
    let folder = tempfile_folder("online-clock-table");
    let port = free_port();
    let _server = Server::start(port, folder.join("rooms.sqlite"));
    let room = RoomCode::parse("SHWCKS23").unwrap();
    let mut table = title_app_with(|app| {
        app.insert_resource(OnlineRequest {
            server: format!("127.0.0.1:{port}"),
            room: Some(room.clone()),
            create: true,
            name: "Ann".into(),
            local: Seat::Human,
            exit_when_done: false,
            game: GameSetup::Duel,
            computers: Vec::new(),
        });
        app.insert_resource(PlaySettings {
            online_move_seconds: 180,
            ..default()
        });
    });
    let mut other = RawClient::connect(port);
    let deadline = Instant::now() + Duration::from_secs(20);
    while status(&table) != OnlineStatus::Waiting(room.clone()) {
        assert!(Instant::now() < deadline, "no room made");
        table.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    other.send(&hello(Some(room.as_str()), None));
    while table.world().resource::<MoveTimeLeft>().0.is_none() {
        assert!(Instant::now() < deadline, "no clock at the table");
        table.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    let (_, left) = table.world().resource::<MoveTimeLeft>().0.unwrap();
    assert!((170..=180).contains(&left), "{left} s left");
    let line = loop {
        let line = texts(&mut table)
            .into_iter()
            .find(|text| text.contains("Online against"));
        if let Some(line) = line {
            break line;
        }
        assert!(Instant::now() < deadline, "no table");
        table.update();
    };
    assert!(
        line.contains("move: 3:00 left") || line.contains("move: 2:5"),
        "{line}"
    );
}
