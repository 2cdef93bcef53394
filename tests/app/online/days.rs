//! Games played over days: the title lists each online game kept in the player's files with
//! whose move it is (the server asked at a glance) and, for the original game, which game it
//! is; the focus on a game waiting for this player, and choosing one goes back to its seat.

use super::*;
use kingdomino_core::duel::{Duel, SeatNumber};
use kingdomino_core::games::GameSetup;
use kingdomino_core::original::OriginalRules;
use kingdomino_duel::app::duel;
use kingdomino_duel::app::online::KeptRoom;
use kingdomino_duel::app::online::room_game;

/// One player's bare connection to a room, seated.
struct Seated {
    client: RawClient,
    seat: kingdomino_core::duel::SeatNumber,
    token: SeatToken,
}

/// A hello that makes `room` (or joins it) for the game of `rules_id` (the original game with
/// `kingdom`), its moves given `move_seconds`.
fn making(room: &str, name: &str, rules_id: String, move_seconds: u32, game: GameSetup) -> String {
    encode(&ClientMessage::Hello {
        version: PROTOCOL_VERSION,
        rules_id,
        name: name.into(),
        room: Some(RoomCode::parse(room).unwrap()),
        create: true,
        token: None,
        allow_hints: false,
        allow_watchers: false,
        move_seconds,
        game,
        computers: Vec::new(),
    })
}

/// A seat taken in `room`; the game, for the second player to come.
fn sit(port: u16, room: &str, name: &str, second: bool) -> (Seated, Option<Record<Duel>>) {
    let mut client = RawClient::connect(port);
    let rules_id = RuleSet::builtin().id().to_string();
    let day = kingdomino_core::online::DAY_SECONDS;
    client.send(&making(room, name, rules_id, day, GameSetup::Duel));
    let Some(ServerMessage::Welcome { seat, token, .. }) = client.message() else {
        panic!("no welcome in {room}");
    };
    let record = match second.then(|| client.message()).flatten() {
        Some(ServerMessage::Game { game }) => Some(duel_record(game.record)),
        _ => None,
    };
    let seated = Seated {
        client,
        seat: SeatNumber::try_from(seat).expect("a Duel's seat"),
        token,
    };
    (seated, record)
}

/// A room of Ann and Bob, played (first legal moves) until `mover` is to act: Ann's seat too.
fn room_waiting_for(port: u16, room: &str, mover: &str) -> Seated {
    let rules = RuleSet::builtin();
    let (ann, _) = sit(port, room, "Ann", false);
    let (bob, record) = sit(port, room, "Bob", true);
    let mut state = record.expect("the game").replay(&rules).unwrap();
    let mut seats = [ann, bob];
    let wanted = if mover == "Ann" {
        seats[0].seat
    } else {
        seats[1].seat
    };
    let mut index = 0;
    while state.to_act() != Some(wanted) {
        let to_act = state.to_act().unwrap();
        let action = state.legal_actions(&rules)[0];
        let player = seats
            .iter_mut()
            .find(|seated| seated.seat == to_act)
            .unwrap();
        player.client.send(&encode(&ClientMessage::Act {
            index,
            action: RoomAction::Duel(action),
        }));
        let roll = loop {
            match player.client.message() {
                Some(ServerMessage::Applied {
                    index: done,
                    played: ForGame::Duel(Played { dealt, .. }),
                    ..
                }) if done == index => {
                    break dealt;
                }
                Some(_) => {}
                None => panic!("the action was not applied"),
            }
        };
        state.apply_unreported(&rules, action).unwrap();
        if let Some(faces) = roll {
            state.give_roll(&rules, faces).unwrap();
        }
        index += 1;
    }
    let [ann, _] = seats;
    ann
}

fn kept(port: u16, room: &str, token: SeatToken) -> KeptRoom {
    KeptRoom {
        server: format!("127.0.0.1:{port}"),
        room: RoomCode::parse(room).unwrap(),
        token,
        name: "Ann".into(),
        promise: None,
        game: GameSetup::default(),
    }
}

/// The title of a player whose files (in `folder`) keep these rooms, and those files' folder.
fn title_keeping(folder: &std::path::Path, rooms: &[KeptRoom]) -> (App, std::path::PathBuf) {
    let data = folder.join("ann");
    DataStore::Folder(data.clone())
        .write(KEPT_ROOM_FILE, &serde_json::to_string(rooms).unwrap())
        .unwrap();
    let title = title_app_with(|app| {
        app.insert_resource(PlayerData(DataStore::Folder(data.clone())));
    });
    (title, data)
}

#[test]
fn the_title_lists_the_online_games_kept_with_whose_move_it_is_and_goes_back_to_one() {
    let folder = tempfile_folder("online-days");
    let port = free_port();
    let _server = Server::start(port, folder.join("rooms.sqlite"));
    let theirs = room_waiting_for(port, "DAYS2345", "Bob");
    let yours = room_waiting_for(port, "DAYS2346", "Ann");
    let (alone, _) = sit(port, "DAYS2347", "Ann", false);
    let rooms = vec![
        kept(port, "DAYS2345", theirs.token.clone()),
        kept(port, "DAYS2346", yours.token.clone()),
        kept(port, "DAYS2347", alone.token.clone()),
        kept(
            port,
            "DAYS2348",
            SeatToken("0123456789abcdef0123456789abcdef".into()),
        ),
    ];
    let (mut title, data) = title_keeping(&folder, &rooms);
    // The day's clock began as the last move was made: a minute of it may be gone by now. Two
    // games against Bob are told apart by their rooms.
    let your_move = [
        "Online vs Bob (DAYS-2346): your move (24 h 00 min left)",
        "Online vs Bob (DAYS-2346): your move (23 h 59 min left)",
    ];
    let expected = [
        "Online vs Bob (DAYS-2345): Bob’s move",
        "Room DAYS-2347: waiting for everyone to arrive",
        "Room DAYS-2348: no longer kept by the server",
    ];
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let shown = texts(&mut title);
        let listed = expected
            .iter()
            .all(|line| shown.iter().any(|text| text == line))
            && shown.iter().any(|text| your_move.contains(&text.as_str()));
        if listed {
            break;
        }
        assert!(Instant::now() < deadline, "not listed: {shown:?}");
        title.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    // The game waiting for this player has the focus; choosing it takes its seat back.
    let waiting_for_you = Intent::Go(Go::ContinueOnline(1));
    let focused = match choices(&title).focus() {
        Focus::Choice(index) => choices(&title).list()[index].intent.clone(),
        Focus::Grid => panic!("no menu"),
    };
    assert_eq!(focused, waiting_for_you);
    choose(&mut title, Device::Keyboard, waiting_for_you);
    while status(&title) != OnlineStatus::Playing || screen(&title) != duel::TABLE {
        if let OnlineStatus::Failed(why) = status(&title) {
            panic!("the online game stopped: {why}");
        }
        assert!(
            Instant::now() < deadline + Duration::from_secs(20),
            "not back at the table"
        );
        title.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    let session = title.world().resource::<OnlineSession>();
    assert_eq!(session.room().map(RoomCode::as_str), Some("DAYS2346"));
    assert_eq!(session.seat(), Some(yours.seat));
    assert_eq!(person_to_act(&mut title), Some(yours.seat));
    // The list in the player's files still holds all four, the game played now first.
    let kept_now: Vec<KeptRoom> = serde_json::from_slice(
        &DataStore::Folder(data)
            .read(KEPT_ROOM_FILE)
            .unwrap()
            .unwrap(),
    )
    .unwrap();
    let codes: Vec<&str> = kept_now.iter().map(|kept| kept.room.as_str()).collect();
    assert_eq!(codes, ["DAYS2346", "DAYS2345", "DAYS2347", "DAYS2348"]);
    drop((theirs, alone));
}

#[test]
fn a_game_no_longer_on_the_server_says_so_once_chosen_and_is_forgotten() {
    let folder = tempfile_folder("online-days-gone");
    let port = free_port();
    let _server = Server::start(port, folder.join("rooms.sqlite"));
    let gone = kept(
        port,
        "GQNE2345",
        SeatToken("0123456789abcdef0123456789abcdef".into()),
    );
    let data = folder.join("ann");
    DataStore::Folder(data.clone())
        .write(KEPT_ROOM_FILE, &serde_json::to_string(&[gone]).unwrap())
        .unwrap();
    let mut title = title_app_with(|app| {
        app.insert_resource(PlayerData(DataStore::Folder(data.clone())));
    });
    let deadline = Instant::now() + Duration::from_secs(20);
    let said = "Room GQNE-2345: no longer kept by the server";
    while !texts(&mut title).iter().any(|text| text == said) {
        assert!(
            Instant::now() < deadline,
            "not listed: {:?}",
            texts(&mut title)
        );
        title.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    choose(
        &mut title,
        Device::Keyboard,
        Intent::Go(Go::ContinueOnline(0)),
    );
    while !matches!(status(&title), OnlineStatus::Failed(_)) {
        assert!(Instant::now() < deadline, "{:?}", status(&title));
        title.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    let OnlineStatus::Failed(why) = status(&title) else {
        unreachable!()
    };
    assert!(why.contains("no room GQNE2345"), "{why}");
    // The panel names the game's own server and name, not those a new room would take.
    let panel = texts(&mut title);
    assert!(
        panel.contains(&format!("Server: 127.0.0.1:{port}")),
        "{panel:?}"
    );
    assert!(
        panel.iter().any(|text| text.starts_with("Your name: Ann")),
        "{panel:?}"
    );
    choose(&mut title, Device::Keyboard, Intent::Go(Go::LeaveRoom));
    for _ in 0..30 {
        title.update();
    }
    assert_eq!(screen(&title), Screen::Title);
    assert!(
        !choices(&title)
            .list()
            .iter()
            .any(|choice| matches!(choice.intent.clone(), Intent::Go(Go::ContinueOnline(_)))),
        "{:?}",
        choices(&title).list()
    );
    assert_eq!(DataStore::Folder(data).read(KEPT_ROOM_FILE).unwrap(), None);
}

/// A seat in a room of the original game for three; for the `last` to come, who acts first.
fn sit_original(port: u16, room: &str, name: &str, last: bool) -> (RawClient, SeatToken, String) {
    let mut client = RawClient::connect(port);
    let rules_id = OriginalRules::builtin().id().to_string();
    let three = room_game("KingdominoForThree");
    client.send(&making(room, name, rules_id, 0, three));
    let Some(ServerMessage::Welcome { token, .. }) = client.message() else {
        panic!("no welcome in {room}");
    };
    let mut to_act = String::new();
    while last && to_act.is_empty() {
        if let ServerMessage::Game { game } = client.message().expect("the game") {
            let ForGame::Original(record) = &game.record else {
                panic!("a room of the original game");
            };
            let replayed = record.replay(&OriginalRules::builtin()).unwrap();
            let seat = replayed.player_to_act().unwrap().index();
            to_act = game.names[seat].clone();
        }
    }
    (client, token, to_act)
}

#[test]
fn the_title_names_the_game_of_a_kept_room_of_the_original_game_and_who_is_to_act() {
    let folder = tempfile_folder("online-days-kingdom");
    let port = free_port();
    let _server = Server::start(port, folder.join("rooms.sqlite"));
    let (ann, ann_token, _) = sit_original(port, "KDAY2345", "Ann", false);
    let (bob, _, _) = sit_original(port, "KDAY2345", "Bob", false);
    let (cy, _, to_act) = sit_original(port, "KDAY2345", "Cy", true);
    let (alone, alone_token, _) = sit_original(port, "KDAY2346", "Ann", false);
    let options = room_game("KingdominoForThree");
    let rooms = [("KDAY2345", ann_token), ("KDAY2346", alone_token)].map(|(room, token)| {
        let mut room = kept(port, room, token);
        room.game = options;
        room
    });
    let (mut title, _) = title_keeping(&folder, &rooms);
    let whose = if to_act == "Ann" {
        "your move".to_string()
    } else {
        format!("{to_act}’s move")
    };
    let expected = [
        format!("Kingdomino for 3 · Online vs Bob, Cy: {whose}"),
        "Kingdomino for 3 · Room KDAY-2346: waiting for everyone to arrive".to_string(),
    ];
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let shown = texts(&mut title);
        if expected.iter().all(|line| shown.contains(line)) {
            break;
        }
        assert!(Instant::now() < deadline, "not listed: {shown:?}");
        title.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    drop((ann, bob, cy, alone));
}
