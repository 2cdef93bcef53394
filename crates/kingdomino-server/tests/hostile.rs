//! Strangers that would tire the server, from one address on loopback: requests half sent and
//! WebSockets that never say hello are closed in time, an address past its cap is turned away,
//! hellos that fail leave no room behind. The server's own `/metrics` say what it did.

#[allow(dead_code)]
mod common;

use std::io::Write;
use std::net::TcpStream;
use std::time::{Duration, Instant};

use common::{
    Running, answer_pings_until, closed_by, connections_refused_once_closed, send_text, upgrade,
};
use kingdomino_core::duel::RuleSet;
use kingdomino_core::games::GameSetup;
use kingdomino_core::online::protocol::{PROTOCOL_VERSION, encode};
use kingdomino_core::online::{ClientMessage, RoomCode, SeatToken};

/// The most the server's 10 s limits may take here, with room for a busy machine.
const IN_TIME: Duration = Duration::from_secs(16);

fn half_sent_request(server: &Running) -> TcpStream {
    let mut stream = server.connect();
    write!(stream, "GET / HTTP/1.1\r\nHost: test\r\nX-Slow: ").unwrap();
    stream
}

#[test]
fn half_sent_requests_and_silent_websockets_are_closed_in_time() {
    let server = Running::start(&["--connections-per-address", "0"]);
    let started = Instant::now();
    let mut half_sent: Vec<TcpStream> = (0..20).map(|_| half_sent_request(&server)).collect();
    let mut silent: Vec<TcpStream> = (0..20)
        .map(|_| {
            let mut stream = server.connect();
            upgrade(&mut stream);
            stream
        })
        .collect();
    let soon = Instant::now() + Duration::from_secs(3);
    assert!(
        !closed_by(&mut half_sent[0], soon),
        "a slow request has its ten seconds"
    );
    for stream in half_sent.iter_mut().chain(&mut silent) {
        assert!(
            closed_by(stream, started + IN_TIME),
            "still open after {:?}",
            started.elapsed()
        );
    }
    assert_eq!(
        server.metric("kingdomino_refusals_total{kind=\"slow\"}"),
        40
    );
}

#[test]
fn an_address_past_its_cap_is_turned_away_at_once() {
    let server = Running::start(&["--connections-per-address", "5"]);
    let held: Vec<TcpStream> = (0..5).map(|_| half_sent_request(&server)).collect();
    let mut sixth = half_sent_request(&server);
    assert!(closed_by(
        &mut sixth,
        Instant::now() + Duration::from_secs(2)
    ));
    assert_eq!(connections_refused_once_closed(&server, held), 1);
}

#[test]
fn hellos_that_fail_leave_no_room_in_memory() {
    let server = Running::start(&["--joins-per-minute", "0"]);
    for n in 0..30 {
        let mut stream = server.connect();
        upgrade(&mut stream);
        let code = RoomCode::from_random([n, 1, 2, 3, 4, 5, 6, 7]);
        let hello = ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            rules_id: RuleSet::builtin().id().to_string(),
            name: "Stranger".into(),
            room: Some(code),
            create: true,
            token: Some(SeatToken(format!("{n:032x}"))),
            allow_hints: false,
            allow_watchers: false,
            move_seconds: 0,
            game: GameSetup::Duel,
            computers: Vec::new(),
        };
        send_text(&mut stream, &encode(&hello));
        assert!(closed_by(
            &mut stream,
            Instant::now() + Duration::from_secs(5)
        ));
    }
    assert_eq!(server.metric("kingdomino_rooms_in_memory"), 0);
    assert_eq!(
        server.metric("kingdomino_refusals_total{kind=\"hello\"}"),
        30
    );
}

#[test]
fn a_websocket_that_answers_pings_stays_and_one_that_is_silent_is_dropped() {
    let server = Running::start(&["--silence-seconds", "3"]);
    let seek = encode(&ClientMessage::Seek {
        version: PROTOCOL_VERSION,
        rules_id: RuleSet::builtin().id().to_string(),
        name: "Waiting".into(),
        allow_hints: false,
        allow_watchers: false,
        player: None,
        game: Default::default(),
    });
    let waiting = || {
        let mut stream = server.connect();
        upgrade(&mut stream);
        send_text(&mut stream, &seek);
        stream
    };
    let (mut alive, mut silent) = (waiting(), waiting());
    let started = Instant::now();
    assert!(
        answer_pings_until(&mut alive, started + Duration::from_secs(7)),
        "a connection that answers its pings is kept, however long it says nothing"
    );
    assert!(closed_by(&mut silent, started + Duration::from_secs(9)));
    assert_eq!(
        server.metric("kingdomino_refusals_total{kind=\"dropped\"}"),
        1
    );
}
