//! A server's game is checked against its game before a table draws it: a record for four
//! with one name, a name no server would have taken, a game of another kind than asked, a
//! message nested past reason or longer than the protocol's 64 KiB (sent in many frames) stops
//! the game with what was wrong, never the program.

use super::*;
use kingdomino_core::games::{EachGame, SharedRules};
use kingdomino_core::online::PublicGame;
use kingdomino_core::original::{GameOptions, Original, OriginalRules};
use kingdomino_core::table::Place;

/// A room of the original game for four, every seat taken: its game as the server shows it.
fn game_of_four(code: &RoomCode) -> (PublicGame, [SeatToken; 4]) {
    let rules = EachGame::<SharedRules> {
        duel: Arc::new(RuleSet::builtin()),
        original: Arc::new(OriginalRules::builtin()),
    };
    let options = GameOptions {
        players: 4,
        ..GameOptions::default()
    };
    let game = RoomGame::of(&rules, GameSetup::Original(options)).unwrap();
    let now = kingdomino_core::player_files::data_store::now_seconds();
    let mut room = Room::new(&game, code.clone(), RollSecret([4; 32]), 9, now).unwrap();
    let tokens = ["one", "two", "three", "four"].map(|token| SeatToken(token.into()));
    for token in &tokens {
        room.join(token.0.clone(), false, None, token.clone(), now)
            .unwrap();
    }
    match room.public_game(now) {
        Some(ServerMessage::Game { game }) => (game, tokens),
        other => panic!("no game: {other:?}"),
    }
}

/// A server that welcomes the table to the first seat and shows it `game`; then stays open.
fn serving(code: &RoomCode, token: SeatToken, game: PublicGame) -> u16 {
    serving_text(code, token, vec![encode(&ServerMessage::Game { game })])
}

/// A server that welcomes the table to the first seat, then sends `text` in as many frames as
/// it has parts; then stays open.
fn serving_text(code: &RoomCode, token: SeatToken, parts: Vec<String>) -> u16 {
    use tungstenite::protocol::frame::Frame;
    use tungstenite::protocol::frame::coding::{Data, OpCode};
    let listener = TcpListener::bind(("127.0.0.1", 0)).unwrap();
    let port = listener.local_addr().unwrap().port();
    let welcome = ServerMessage::Welcome {
        room: code.clone(),
        seat: Place::FIRST,
        token,
        away_grace_seconds: 60,
    };
    std::thread::spawn(move || {
        let (stream, _) = listener.accept().unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        let mut socket = tungstenite::accept(stream).unwrap();
        let _hello = socket.read().unwrap();
        socket
            .send(tungstenite::Message::text(encode(&welcome)))
            .unwrap();
        let last = parts.len() - 1;
        for (at, part) in parts.into_iter().enumerate() {
            let opcode = OpCode::Data(if at == 0 { Data::Text } else { Data::Continue });
            let frame = Frame::message(part.into_bytes(), opcode, at == last);
            socket.write(tungstenite::Message::Frame(frame)).unwrap();
        }
        socket.flush().unwrap();
        while socket.read().is_ok() {}
    });
    port
}

/// The original game's table for four asking for `code` at `port`, run until it stops; why.
fn stopped_table(port: u16, code: &RoomCode) -> String {
    let options = GameOptions {
        players: 4,
        ..GameOptions::default()
    };
    let request = OnlineRequest {
        room: Some(code.clone()),
        create: false,
        game: GameSetup::Original(options),
        ..easy_request(&format!("127.0.0.1:{port}"), "Ann")
    };
    let mut table = title_app_with(|app| {
        app.insert_resource(request);
    });
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        table.update();
        if let OnlineStatus::Failed(reason) = status(&table) {
            assert!(
                table.world().get_resource::<Match<Original>>().is_none(),
                "the game was drawn"
            );
            return reason;
        }
        assert!(Instant::now() < deadline, "the table never stopped");
        std::thread::sleep(Duration::from_millis(2));
    }
}

#[test]
fn a_game_for_four_with_one_name_is_refused_saying_so() {
    let code = RoomCode::parse("NAME2345").unwrap();
    let (mut game, [token, ..]) = game_of_four(&code);
    game.names.truncate(1);
    let reason = stopped_table(serving(&code, token, game), &code);
    assert!(
        reason.contains("1 name") && reason.contains("4"),
        "{reason}"
    );
}

#[test]
fn a_name_longer_than_any_a_server_takes_is_refused_saying_so() {
    let code = RoomCode::parse("WRDS2345").unwrap();
    let (mut game, [token, ..]) = game_of_four(&code);
    game.names[2] = "N".repeat(5_000);
    let reason = stopped_table(serving(&code, token, game), &code);
    assert!(reason.contains("name"), "{reason}");
}

#[test]
fn a_duel_where_the_original_game_was_asked_for_is_refused_saying_so() {
    let code = RoomCode::parse("KYND2345").unwrap();
    let (game, [token, ..]) = game_of_four(&code);
    let duel = kingdomino_core::table::Record::<kingdomino_core::duel::Duel>::new(
        &RuleSet::builtin(),
        kingdomino_core::duel::NoOptions,
        9,
    );
    let game = PublicGame {
        record: kingdomino_core::games::ForGame::Duel(duel),
        names: vec!["Ann".into(), "Bob".into()],
        ..game
    };
    let reason = stopped_table(serving(&code, token, game), &code);
    assert!(reason.contains("plays"), "{reason}");
}

#[test]
fn a_message_nested_past_reason_or_past_64_kib_is_refused_saying_so() {
    let code = RoomCode::parse("DEEP2345").unwrap();
    let (_, [token, ..]) = game_of_four(&code);
    let deep = format!("{{\"type\":\"game\",\"game\":{}", "[".repeat(5_000));
    let reason = stopped_table(serving_text(&code, token.clone(), vec![deep]), &code);
    assert!(reason.contains("the server sent"), "{reason}");
    // Seventy kilobytes in frames of 10: each frame passes, the message does not.
    let code = RoomCode::parse("WYDE2345").unwrap();
    let long = format!(
        "{{\"type\":\"refused\",\"reason\":\"{}\"}}",
        "x".repeat(70 * 1024)
    );
    let parts = long.as_bytes().chunks(10 * 1024);
    let parts = parts
        .map(|part| String::from_utf8(part.to_vec()).unwrap())
        .collect();
    let reason = stopped_table(serving_text(&code, token, parts), &code);
    assert!(reason.contains("65536"), "{reason}");
}
