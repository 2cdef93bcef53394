//! A whole online game through a server restart, the server's refusals, a room joined by its code.

use super::*;
use kingdomino_core::duel::SeatNumber;
use kingdomino_duel::app::duel;

fn welcome(client: &mut RawClient) -> (RoomCode, SeatNumber, SeatToken) {
    match client.message() {
        Some(ServerMessage::Welcome {
            room, seat, token, ..
        }) => (
            room,
            SeatNumber::try_from(seat).expect("a Duel's seat"),
            token,
        ),
        other => panic!("no welcome: {other:?}"),
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
    run_both(&mut apps, 300, |apps| apps.iter().all(finished));
    let [first, second] = &apps;
    assert_eq!(game(first).record(), game(second).record());
    let scores = |app: &App| game(app).state().scores(&game(app).rules).map(|s| s.total);
    assert_eq!(scores(first), scores(second));
    let seats = |app: &App| game(app).seats.clone();
    assert_ne!(seats(first), seats(second), "each table plays its own seat");
    drop(server);
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
    let starter = GameState::first_a(duel_record(game.record.clone()).seed);
    let (waiting, waiting_seat) = if starter == first_seat {
        (&mut second, second_seat)
    } else {
        (&mut first, first_seat)
    };
    let act = |index| {
        encode(&ClientMessage::Act {
            index,
            action: RoomAction::Duel(Action::TakeDie { die: 0 }),
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
    assert!(
        third
            .closing_reason()
            .contains("every seat of the room is taken")
    );

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
    assert_eq!((code.as_str().len(), seat), (8, SeatNumber::FIRST));
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
    let code = room_made(&mut host);
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
    // A letter a code never has is left out; small letters are the code's capitals, whatever
    // key makes them (an AZERTY keyboard's A sits where QWERTY has Q).
    type_text(&mut friend, "i");
    let (first, rest) = code.as_str().split_at(1);
    type_on(&mut friend, KeyCode::KeyQ, &first.to_lowercase());
    type_text(&mut friend, rest);
    tap(&mut friend, KeyCode::Backspace);
    type_text(&mut friend, &code.as_str()[code.as_str().len() - 1..]);
    choose(&mut friend, Device::Keyboard, Intent::Go(Go::JoinRoom));
    let mut apps = [host, friend];
    run_both(&mut apps, 30, |apps| {
        apps.iter()
            .all(|app| screen(app) == duel::TABLE && status(app) == OnlineStatus::Playing)
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
        let here = host
            .world()
            .resource::<OnlineSession>()
            .seats_away()
            .is_empty();
        if let Some(said) = notice(&host).filter(|_| !here) {
            break said;
        }
        assert!(Instant::now() < deadline, "nobody said the friend left");
        std::thread::sleep(Duration::from_millis(2));
    };
    assert!(
        away.contains("Zoë lost the connection") && away.contains("(2:00)"),
        "{away}"
    );
}
