//! The online name, a player away too long, two servers sharing Redis, TLS.

use super::*;
use kingdomino_duel::app::duel;

#[test]
fn the_online_name_is_typed_on_the_settings_panel_and_esc_leaves_it_as_it_was() {
    let mut app = title_app();
    choose(&mut app, Device::Keyboard, Intent::Go(Go::ShowSettings));
    let name_button = Intent::ChangeSetting(Setting::OnlineName);
    choose(&mut app, Device::Keyboard, name_button.clone());
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
        Focus::Choice(choices(&app).index_of(name_button.clone()).unwrap()),
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
        while choices(host).index_of(offer.clone()).is_none() {
            assert!(
                Instant::now() < deadline,
                "no offer to let the computer play"
            );
            host.update();
            std::thread::sleep(Duration::from_millis(2));
        }
        let offered = &choices(host).list()[choices(host).index_of(offer.clone()).unwrap()];
        assert_eq!(words(host, &offered.label), "Let the computer play for Bob");
        let away = notice(host).unwrap();
        assert!(away.starts_with("Bob is still away"), "{away}");
        choose(host, Device::Keyboard, offer.clone());
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
    let handed_back = std::iter::from_fn(|| back.message()).find_map(|message| match message {
        ServerMessage::StandIn {
            seat,
            computer: false,
            played,
        } if seat == bob_seat.into() => Some(played),
        _ => None,
    });
    let played = handed_back.expect("Bob is told his seat is his again");
    assert!(!played.is_empty(), "and what the computer played for him");
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let session = host.world().resource::<OnlineSession>();
        if !session.someone_stood_in() && session.seats_away().is_empty() {
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
    while !(status(&host) == OnlineStatus::Over && screen(&host) == duel::GAME_OVER) {
        if let OnlineStatus::Failed(why) = status(&host) {
            panic!("the online game stopped: {why}");
        }
        assert!(
            Instant::now() < deadline,
            "not finished: {} actions",
            actions(&host)
        );
        if let Some(said) = notice(&host) {
            told = Some(said);
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
    assert_eq!(game(&host).seat(bob_seat), Seat::Remote);
}

#[test]
fn two_servers_share_their_rooms_in_redis_and_the_game_goes_on_through_the_second() {
    let (_redis, store) = local_redis();
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
    run_both(&mut apps, 300, |apps| apps.iter().all(finished));
    let [ann, bob] = &apps;
    assert_eq!(game(ann).record(), game(bob).record());
    assert!(game(ann).state().is_over());
    // Who sat first is whoever's hello reached the first server first.
    let names: Vec<String> = (game(ann).names.clone())
        .expect("an online game names its players")
        .iter()
        .map(|name| words(ann, name))
        .collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(
        sorted,
        ["Ann".to_string(), "Bob".to_string()],
        "both seated by the first server, the second knows them from the store"
    );
    assert_eq!(game(bob).names, game(ann).names);
}

#[test]
fn the_two_players_of_a_room_play_on_two_servers_through_either_one_s_restart() {
    let (_redis, store) = local_redis();
    let ports = [free_port(), free_port()];
    let mut first = Server::start(ports[0], &store);
    let second = Server::start(ports[1], &store);
    let at = |port: u16| format!("127.0.0.1:{port}");
    let room = RoomCode::parse("APART234").unwrap();
    // Ann reaches only the first server; Bob the second, then the first if it is gone.
    let mut apps = [
        player_on(&at(ports[0]), &room, "Ann"),
        player_on(&format!("{},{}", at(ports[1]), at(ports[0])), &room, "Bob"),
    ];
    run_both(&mut apps, 60, |apps| {
        apps.iter().all(|app| actions(app) >= 15)
    });
    // The first server dies and comes back: Ann returns to it, Bob never left the second.
    drop(first);
    first = Server::start(ports[0], &store);
    let reached = actions(&apps[0]);
    run_both(&mut apps, 120, |apps| {
        apps.iter().all(|app| actions(app) >= reached + 10)
    });
    // The second dies for good: Bob goes on through the first.
    drop(second);
    run_both(&mut apps, 300, |apps| apps.iter().all(finished));
    let [ann, bob] = &apps;
    assert_eq!(game(ann).record(), game(bob).record());
    assert!(game(ann).state().is_over());
    drop(first);
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
