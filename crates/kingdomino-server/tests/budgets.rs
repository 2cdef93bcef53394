//! Strangers spending what the server has, on raw WebSockets from one address: guessing room
//! codes by watching gets one answer for a room that is not there and one not open to
//! watchers, and stops at the address's allowance; asking for anyone again and again stops at
//! its own. `/metrics` counts each refusal by kind.

#[allow(dead_code)]
mod common;

use std::net::TcpStream;
use std::time::{Duration, Instant};

use common::{Running, next_text, send_text, texts_until_closed, upgrade};
use kingdomino_core::duel::RuleSet;
use kingdomino_core::online::protocol::{PROTOCOL_VERSION, encode};
use kingdomino_core::online::{ClientMessage, RoomCode};
use kingdomino_server::loadtest::LoadPlayer;

fn opened(server: &Running, message: &ClientMessage) -> TcpStream {
    let mut stream = server.connect();
    upgrade(&mut stream);
    send_text(&mut stream, &encode(message));
    stream
}

fn soon() -> Instant {
    Instant::now() + Duration::from_secs(5)
}

/// What the server said before it closed, with the room's code taken out.
fn answer(server: &Running, code: &RoomCode) -> String {
    let watch = ClientMessage::Watch {
        version: PROTOCOL_VERSION,
        rules_id: RuleSet::builtin().id().to_string(),
        room: code.clone(),
    };
    texts_until_closed(&mut opened(server, &watch), soon())
        .concat()
        .replace(code.as_str(), "CODE")
}

#[test]
fn guessed_codes_get_one_answer_and_stop_at_the_address_s_watches() {
    let server = Running::start(&[]);
    let waiting = RoomCode::parse("WATNG234").unwrap();
    let hello = LoadPlayer::new(&RuleSet::builtin(), waiting.clone(), 0, 0).hello();
    let _ann = opened(&server, &hello);
    std::thread::sleep(Duration::from_millis(300));
    let nowhere = answer(&server, &RoomCode::parse("NWHR2345").unwrap());
    assert!(
        nowhere.contains("no room CODE open to watchers"),
        "{nowhere}"
    );
    assert_eq!(
        answer(&server, &waiting),
        nowhere,
        "a free seat is not told"
    );
    let answers: Vec<String> = (0..8u8)
        .map(|n| answer(&server, &RoomCode::from_random([n, 9, 8, 7, 6, 5, 4, 3])))
        .collect();
    assert!(
        answers[..4].iter().all(|said| *said == nowhere),
        "{answers:?}"
    );
    assert!(
        answers[4..]
            .iter()
            .all(|said| said.contains("too many rooms watched from this address")),
        "{answers:?}"
    );
    assert_eq!(
        server.metric("kingdomino_refusals_total{kind=\"budget_watch\"}"),
        4
    );
}

#[test]
fn asking_for_anyone_again_and_again_stops_at_the_address_s_seeks() {
    let server = Running::start(&["--joins-per-minute", "4"]);
    let seek = ClientMessage::Seek {
        version: PROTOCOL_VERSION,
        rules_id: RuleSet::builtin().id().to_string(),
        name: "Again".into(),
        allow_hints: false,
        allow_watchers: true,
        player: None,
        game: Default::default(),
    };
    // Each seek is answered before the next is sent: connections of their own reach the
    // server in no set order, and the fifth must be the one over the allowance.
    let mut held: Vec<TcpStream> = (0..4)
        .map(|_| {
            let mut stream = opened(&server, &seek);
            let said = next_text(&mut stream, soon()).unwrap_or_default();
            assert!(!said.contains("too many"), "{said}");
            stream
        })
        .collect();
    let refused = texts_until_closed(&mut opened(&server, &seek), soon()).concat();
    assert!(
        refused.contains("too many games asked for from this address"),
        "{refused}"
    );
    assert_eq!(
        server.metric("kingdomino_refusals_total{kind=\"budget_seek\"}"),
        1
    );
    held.clear();
}
