//! Two hubs on one store, as two servers behind a proxy: a room written by one while the other
//! still held it is let go by the one that fell behind, and its players carry on at the other.

use std::net::{IpAddr, Ipv4Addr};

use tokio::sync::mpsc::{UnboundedReceiver, error::TryRecvError, unbounded_channel};

use super::*;
use crate::store::StoreAddress;
use kingdomino_core::online::PublicGame;
use kingdomino_core::online::protocol::{AWAY_GRACE_SECONDS, PROTOCOL_VERSION};

const HERE: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);

fn hub(store: &StoreAddress) -> Hub {
    Hub::new(
        Arc::new(RuleSet::builtin()),
        RoomStore::open(store).unwrap(),
        HubOptions {
            joins_per_minute: 0,
            away_grace_seconds: AWAY_GRACE_SECONDS,
        },
        unbounded_channel().0,
    )
}

fn hello(room: &RoomCode, name: &str, token: Option<SeatToken>) -> ClientMessage {
    ClientMessage::Hello {
        version: PROTOCOL_VERSION,
        rules_id: RuleSet::builtin().id().to_string(),
        name: name.into(),
        room: Some(room.clone()),
        create: true,
        token,
        allow_hints: false,
    }
}

/// The messages waiting, and whether the connection's mailbox is still open.
fn drain(mailbox: &mut UnboundedReceiver<ServerMessage>) -> (Vec<ServerMessage>, bool) {
    let mut messages = Vec::new();
    loop {
        match mailbox.try_recv() {
            Ok(message) => messages.push(message),
            Err(TryRecvError::Empty) => return (messages, true),
            Err(TryRecvError::Disconnected) => return (messages, false),
        }
    }
}

fn token_in(messages: &[ServerMessage]) -> SeatToken {
    messages
        .iter()
        .find_map(|message| match message {
            ServerMessage::Welcome { token, .. } => Some(token.clone()),
            _ => None,
        })
        .expect("a welcome")
}

fn game_in(messages: &[ServerMessage]) -> PublicGame {
    messages
        .iter()
        .find_map(|message| match message {
            ServerMessage::Game { game } => Some(game.clone()),
            _ => None,
        })
        .expect("the game")
}

#[test]
fn a_hub_that_fell_behind_lets_the_room_go_and_its_players_carry_on_at_the_other() {
    let folder = std::env::temp_dir().join(format!("kingdomino-hubs-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let store = StoreAddress::Sqlite(folder.join("rooms.sqlite"));
    let _ = std::fs::remove_file(folder.join("rooms.sqlite"));
    let (mut first, mut second) = (hub(&store), hub(&store));
    let code = RoomCode::parse("HUBS2345").unwrap();
    let (ann_outbox, mut ann) = unbounded_channel();
    let ann_at = first
        .hello(1, HERE, ann_outbox, hello(&code, "Ann", None))
        .unwrap();
    let (bob_outbox, mut bob) = unbounded_channel();
    let bob_at = first
        .hello(2, HERE, bob_outbox, hello(&code, "Bob", None))
        .unwrap();
    let (ann_messages, _) = drain(&mut ann);
    let (bob_messages, _) = drain(&mut bob);

    // Bob comes back through the second server, which reads the room and writes it.
    let (again_outbox, mut bob_again) = unbounded_channel();
    second
        .hello(
            3,
            HERE,
            again_outbox,
            hello(&code, "Bob", Some(token_in(&bob_messages))),
        )
        .unwrap();
    let game = game_in(&drain(&mut bob_again).0);

    // The first still holds the room: the next action there finds it written since.
    let rules = RuleSet::builtin();
    let state = game.record.replay(&rules).unwrap();
    let to_act = if state.to_act() == Some(ann_at.seat) {
        &ann_at
    } else {
        &bob_at
    };
    let action = state.legal_actions(&rules)[0];
    let index = game.record.actions.len() as u32;
    first
        .act(to_act, ClientMessage::Act { index, action })
        .unwrap();
    assert_eq!(first.live_rooms(), 0, "the room is let go");
    let (told, open) = drain(&mut ann);
    assert!(!open, "Ann's connection to the first ends");
    assert!(
        told.iter()
            .all(|message| !matches!(message, ServerMessage::Applied { .. })),
        "nobody is told of an action the store did not take: {told:?}"
    );

    // Ann connects again, through the second: the same game, and her action is taken there.
    let (ann_outbox, mut ann_again) = unbounded_channel();
    let ann_at = second
        .hello(
            4,
            HERE,
            ann_outbox,
            hello(&code, "Ann", Some(token_in(&ann_messages))),
        )
        .unwrap();
    assert_eq!(game_in(&drain(&mut ann_again).0).record, game.record);
    let to_act = if to_act.seat == ann_at.seat {
        ann_at
    } else {
        bob_at
    };
    second
        .act(&to_act, ClientMessage::Act { index, action })
        .unwrap();
    let applied = drain(&mut bob_again).0;
    let taken = applied.iter().any(|message| {
        matches!(message, ServerMessage::Applied { index: i, seat, .. }
            if *i == index && *seat == to_act.seat)
    });
    assert!(taken, "{applied:?}");
    let _ = std::fs::remove_dir_all(&folder);
}
