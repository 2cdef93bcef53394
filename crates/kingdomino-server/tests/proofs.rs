//! A rated seeker proves who they are by signing the server's challenge, on raw WebSockets: a
//! signed challenge seats them in the queue; the same exchange recorded and sent again on
//! another connection, a signature made for another server, and a seek that never answers its
//! challenge are each refused.

#[allow(dead_code)]
mod common;

use std::net::TcpStream;
use std::time::{Duration, Instant};

use common::{Running, next_text, send_text, texts_until_closed, upgrade};
use kingdomino_core::duel::RuleSet;
use kingdomino_core::games::GameSetup;
use kingdomino_core::online::protocol::{PROTOCOL_VERSION, decode_server, encode};
use kingdomino_core::online::{ClientMessage, Identity, ServerMessage};

fn soon() -> Instant {
    Instant::now() + Duration::from_secs(5)
}

fn rated_seek(identity: &Identity) -> String {
    encode(&ClientMessage::Seek {
        version: PROTOCOL_VERSION,
        rules_id: RuleSet::builtin().id().to_string(),
        name: identity.name().into(),
        allow_hints: false,
        allow_watchers: false,
        player: Some(identity.claim()),
        game: GameSetup::Duel,
    })
}

/// A connection that sent `seek` and was challenged: the challenge.
fn challenged(server: &Running, seek: &str) -> (TcpStream, String) {
    let mut stream = server.connect();
    upgrade(&mut stream);
    send_text(&mut stream, seek);
    let text = next_text(&mut stream, soon()).expect("no answer to a rated seek");
    match decode_server(&text) {
        Ok(ServerMessage::Challenge { challenge }) => (stream, challenge),
        other => panic!("a rated seek answered with {other:?}"),
    }
}

fn prove(signature: String) -> String {
    encode(&ClientMessage::Prove { signature })
}

#[test]
fn a_signed_challenge_seats_the_seeker_and_a_recorded_one_proves_nothing() {
    let server = Running::start(&[]);
    let ann = Identity::fresh("Ann").unwrap();
    let seek = rated_seek(&ann);
    let (mut first, challenge) = challenged(&server, &seek);
    // The test's requests name the server `test` in their Host header.
    let recorded = prove(ann.sign("test", &challenge));
    send_text(&mut first, &recorded);
    let answer = next_text(&mut first, soon()).unwrap();
    assert!(
        matches!(decode_server(&answer), Ok(ServerMessage::Seeking { .. })),
        "{answer}"
    );
    drop(first);
    std::thread::sleep(Duration::from_millis(200));
    let (mut replayed, fresh) = challenged(&server, &seek);
    assert_ne!(fresh, challenge, "a challenge is never asked twice");
    send_text(&mut replayed, &recorded);
    let told = texts_until_closed(&mut replayed, soon()).concat();
    assert!(told.contains("signature is not this player's"), "{told}");
}

#[test]
fn a_signature_made_for_another_server_is_refused() {
    let server = Running::start(&[]);
    let ann = Identity::fresh("Ann").unwrap();
    let (mut relayed, challenge) = challenged(&server, &rated_seek(&ann));
    send_text(
        &mut relayed,
        &prove(ann.sign("elsewhere.example.org", &challenge)),
    );
    let told = texts_until_closed(&mut relayed, soon()).concat();
    assert!(told.contains("(test)"), "{told}");
    let (mut unanswered, _) = challenged(&server, &rated_seek(&ann));
    let another_seek = rated_seek(&ann);
    send_text(&mut unanswered, &another_seek);
    let told = texts_until_closed(&mut unanswered, soon()).concat();
    assert!(told.contains("answered with `prove`"), "{told}");
    assert_eq!(
        server.metric("kingdomino_refusals_total{kind=\"hello\"}"),
        1
    );
}
