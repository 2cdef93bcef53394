//! The protocol's messages through JSON and back, and what is refused: another version by
//! name, a seat that does not exist, names that hide characters.

use kingdomino_core::games::{ForGame, GameSetup};
use kingdomino_core::online::protocol::*;
use kingdomino_core::online::{ClientMessage, Played, ServerMessage};
use kingdomino_core::table::Place;

#[test]
fn messages_go_through_json_and_nonsense_is_refused() {
    let hello = ClientMessage::Hello {
        version: PROTOCOL_VERSION,
        rules_id: "duel".into(),
        name: "Ann".into(),
        room: Some(RoomCode::parse("ABCDEFGH").unwrap()),
        create: true,
        token: None,
        allow_hints: false,
        allow_watchers: false,
        move_seconds: 0,
        game: GameSetup::Duel,
        computers: Vec::new(),
    };
    assert_eq!(decode_client(&encode(&hello)), Ok(hello.clone()));
    assert!(!encode(&hello).contains("allow_watchers"));
    // A hello without hints reads as before hints were asked about.
    assert!(!encode(&hello).contains("allow_hints"));
    let allowing = encode(&hello).replace("}", ",\"allow_hints\":true}");
    assert!(matches!(
        decode_client(&allowing),
        Ok(ClientMessage::Hello {
            allow_hints: true,
            ..
        })
    ));
    let act = ClientMessage::Act {
        index: 3,
        action: RoomAction::Duel(kingdomino_core::duel::Action::TakeDie { die: 2 }),
    };
    assert_eq!(decode_client(&encode(&act)), Ok(act));
    let claim = ClientMessage::Act {
        index: 0,
        action: RoomAction::Original(kingdomino_core::original::Action::Claim { slot: 1 }),
    };
    assert!(
        encode(&claim).contains("\"kingdomino\":{\"Claim\""),
        "{}",
        encode(&claim)
    );
    assert_eq!(decode_client(&encode(&claim)), Ok(claim));
    assert!(decode_client("{\"type\":\"act\"}").is_err());
    assert!(decode_client("{\"type\":\"hello\",\"room\":\"O0O0O0O0\"}").is_err());
    assert!(
        decode_client(&" ".repeat(MAX_MESSAGE_BYTES + 1))
            .unwrap_err()
            .contains("bytes")
    );
}

#[test]
fn a_server_message_about_a_seat_that_does_not_exist_is_refused() {
    let presence = ServerMessage::Presence {
        seat: Place::try_from(3).unwrap(),
        connected: true,
    };
    let text = encode(&presence);
    assert_eq!(decode_server(&text), Ok(presence));
    let fifth_seat = text.replace("\"seat\":3", "\"seat\":4");
    assert_ne!(fifth_seat, text);
    let refusal = decode_server(&fifth_seat).unwrap_err();
    assert!(refusal.contains("seat 4 does not exist"), "{refusal}");
    let applied = ServerMessage::Applied {
        index: 0,
        seat: Place::try_from(1).unwrap(),
        played: ForGame::Duel(Played {
            action: kingdomino_core::duel::Action::TakeDie { die: 1 },
            dealt: Some([0, 1, 2, 3]),
        }),
        to_act: Some(Place::try_from(0).unwrap()),
    };
    let text = encode(&applied);
    assert_eq!(decode_server(&text), Ok(applied));
    let fifth_seat = text.replace("\"seat\":1", "\"seat\":4");
    assert!(decode_server(&fifth_seat).is_err(), "{fifth_seat}");
    let fifth_to_act = text.replace("\"to_act\":0", "\"to_act\":4");
    assert_ne!(fifth_to_act, text);
    assert!(decode_server(&fifth_to_act).is_err(), "{fifth_to_act}");
}

#[test]
fn a_hello_of_version_four_is_told_the_version_even_with_its_own_fields() {
    let fourth = r#"{"type":"hello","version":4,"rules_id":"kingdomino","name":"Ann","room":null,"token":null,"kingdom":{"players":3}}"#;
    let refusal = decode_client(fourth).unwrap_err();
    assert_eq!(
        refusal,
        format!(
            "this server speaks version {PROTOCOL_VERSION} of the game's protocol, not 4: update the game"
        )
    );
    let act = r#"{"type":"kingdom_act","index":2,"action":{"Claim":{"slot":0}}}"#;
    assert!(decode_client(act).unwrap_err().contains("kingdom_act"));
}

#[test]
fn names_are_cleaned() {
    assert_eq!(clean_name("  Ann\u{7}  ", "Player"), "Ann");
    assert_eq!(clean_name("\n", "Player"), "Player");
    assert_eq!(clean_name(&"x".repeat(100), "P").len(), MAX_NAME_CHARS);
    assert_eq!(clean_name("Zo\u{200b}ë\u{202e}nna", "P"), "Zoënna");
    assert_eq!(clean_name("\u{2066}\u{feff} \u{200d}", "Player"), "Player");
    let long = format!("  {}  tail", "é".repeat(MAX_NAME_CHARS - 1));
    assert_eq!(clean_name(&long, "P"), "é".repeat(MAX_NAME_CHARS - 1));
}

/// docs/ONLINE.md shows messages as they travel, for those who write a client from it alone:
/// each must read as this build reads it.
#[test]
fn the_protocol_s_examples_in_docs_online_decode() {
    let page = include_str!("../../../../docs/ONLINE.md");
    let mut examples = 0;
    for block in page.split("```json").skip(1) {
        let block = block.split("```").next().unwrap_or_default();
        for line in block.lines().filter(|line| line.starts_with('{')) {
            let client = decode_client(line);
            let server = decode_server(line);
            assert!(
                client.is_ok() || server.is_ok(),
                "{line}\nas a client's: {client:?}\nas the server's: {server:?}"
            );
            examples += 1;
        }
    }
    assert!(examples >= 10, "only {examples} examples");
}
