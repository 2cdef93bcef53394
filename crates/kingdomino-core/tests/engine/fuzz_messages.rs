//! Arbitrary and damaged text through the online protocol's decoders, as a server or a client
//! would receive it: nothing may panic, every message the game sends reads back the same, and
//! a message damaged anywhere is either refused with a reason or read as a message.

use kingdomino_core::ai::Level;
use kingdomino_core::duel::Action;
use kingdomino_core::games::{ForGame, GameSetup};
use kingdomino_core::online::protocol::{
    MAX_MESSAGE_BYTES, PROTOCOL_VERSION, decode_client, decode_server, encode,
};
use kingdomino_core::online::{
    ClientMessage, ComputerSeat, Played, RoomAction, RoomCode, SeatToken, ServerMessage,
};
use kingdomino_core::original::{Action as OriginalAction, Bonuses, GameOptions};
use kingdomino_core::table::Place;
use proptest::prelude::*;

fn any_action() -> impl Strategy<Value = Action> {
    prop_oneof![
        any::<u8>().prop_map(|die| Action::TakeDie { die }),
        any::<[u8; 2]>().prop_map(|dice| Action::TakeTwoDice { dice }),
        any::<u8>().prop_map(|slot| Action::CastleBonus { slot }),
        (any::<u8>(), any::<u8>()).prop_map(|(slot, face)| Action::TurnDie { slot, face }),
        Just(Action::Pass),
    ]
}

fn any_client_message() -> impl Strategy<Value = ClientMessage> {
    prop_oneof![
        "[0-9a-f]{128}".prop_map(|signature| ClientMessage::Prove { signature }),
        (
            "[A-Za-z ]{1,20}",
            "[0-9a-f]{64}",
            proptest::option::of("[0-9a-f]{64}")
        )
            .prop_map(|(name, key, hashed)| ClientMessage::Seek {
                version: PROTOCOL_VERSION,
                rules_id: "default".into(),
                name: name.clone(),
                allow_hints: false,
                allow_watchers: true,
                player: Some(kingdomino_core::online::PlayerClaim { name, key, hashed }),
                game: GameSetup::Duel,
            }),
        (any::<u32>(), any_action()).prop_map(|(index, action)| ClientMessage::Act {
            index,
            action: RoomAction::Duel(action)
        }),
        (
            "[A-Za-z ]{0,30}",
            proptest::option::of(any::<[u8; 8]>()),
            any::<bool>(),
            proptest::option::of("[0-9a-f]{32}"),
            any::<bool>(),
            proptest::option::of(2u8..=4),
            proptest::collection::vec((0u8..4, any::<bool>()), 0..4),
        )
            .prop_map(
                |(name, code, create, token, allow_hints, players, computers)| {
                    ClientMessage::Hello {
                        version: PROTOCOL_VERSION,
                        rules_id: "default".into(),
                        name,
                        room: code.map(RoomCode::from_random),
                        create,
                        token: token.map(SeatToken),
                        allow_watchers: allow_hints,
                        allow_hints,
                        move_seconds: 0,
                        game: players.map_or(GameSetup::Duel, |players| {
                            GameSetup::Original(GameOptions {
                                players,
                                mighty_duel: false,
                                bonuses: Bonuses::default(),
                                dynasty: false,
                            })
                        }),
                        computers: computers
                            .into_iter()
                            .map(|(seat, strong)| ComputerSeat {
                                seat: Place::try_from(seat).unwrap(),
                                level: if strong { Level::Expert } else { Level::Easy },
                            })
                            .collect(),
                    }
                }
            ),
        (any::<u32>(), 0u8..6, any::<bool>()).prop_map(|(index, slot, discard)| {
            ClientMessage::Act {
                index,
                action: RoomAction::Original(if discard {
                    OriginalAction::Discard
                } else {
                    OriginalAction::Claim { slot }
                }),
            }
        }),
    ]
}

fn any_server_message() -> impl Strategy<Value = ServerMessage> {
    prop_oneof![
        (
            any::<u32>(),
            0u8..2,
            any_action(),
            proptest::option::of(any::<[u8; 4]>()),
            proptest::option::of(0u8..2)
        )
            .prop_map(
                |(index, seat, action, dealt, next)| ServerMessage::Applied {
                    index,
                    seat: Place::try_from(seat).unwrap(),
                    played: ForGame::Duel(Played { action, dealt }),
                    to_act: next.map(|next| Place::try_from(next).unwrap()),
                }
            ),
        (0u8..4, any::<bool>()).prop_map(|(seat, connected)| ServerMessage::Presence {
            seat: Place::try_from(seat).unwrap(),
            connected,
        }),
        (
            any::<u32>(),
            0u8..4,
            proptest::option::of(proptest::collection::vec(1u8..=48, 4))
        )
            .prop_map(|(index, seat, dealt)| ServerMessage::Applied {
                index,
                seat: Place::try_from(seat).unwrap(),
                played: ForGame::Original(Played {
                    action: OriginalAction::Claim { slot: 1 },
                    dealt,
                }),
                to_act: None,
            }),
        ".{0,40}".prop_map(|reason| ServerMessage::Refused { reason }),
        "[0-9a-f]{32}".prop_map(|challenge| ServerMessage::Challenge { challenge }),
        (
            "[0-9a-f]{64}",
            proptest::collection::vec(any::<u32>(), 0..4)
        )
            .prop_map(|(secret, totals)| ServerMessage::Ended { secret, totals }),
    ]
}

proptest! {
    #[test]
    fn arbitrary_text_never_panics_a_decoder(text in ".{0,300}") {
        let _ = decode_client(&text);
        let _ = decode_server(&text);
    }

    #[test]
    fn messages_read_back_the_same(client in any_client_message(), server in any_server_message()) {
        prop_assert_eq!(decode_client(&encode(&client)), Ok(client));
        prop_assert_eq!(decode_server(&encode(&server)), Ok(server));
    }

    #[test]
    fn a_message_damaged_anywhere_is_read_or_refused(
        message in any_client_message(),
        at in any::<prop::sample::Index>(),
        length in 0usize..6,
        filler in "[{}\\[\\]\":,a-z0-9 -]{0,6}",
    ) {
        let text = encode(&message);
        let start = at.index(text.len());
        let end = (start + length).min(text.len());
        let damaged = format!("{}{filler}{}", &text[..start], &text[end..]);
        if let Err(reason) = decode_client(&damaged) {
            prop_assert!(!reason.is_empty());
        }
    }
}

#[test]
fn an_oversized_message_is_refused_before_it_is_parsed() {
    let huge = format!(
        "{{\"type\":\"act\",\"pad\":\"{}\"}}",
        "x".repeat(MAX_MESSAGE_BYTES)
    );
    let reason = decode_client(&huge).unwrap_err();
    assert!(reason.contains("bytes"), "{reason}");
}
