//! The hub without a network: two hubs on one store, as two servers behind a proxy (a room
//! written by one while the other still held it is let go by the one that fell behind, and its
//! players carry on at the other); hellos that fail, a store that fails, a reader too slow, the
//! computer standing in across a restart (`hellos.rs`, `drops.rs`).

mod drops;
mod hellos;

use std::net::{IpAddr, Ipv4Addr};

use tokio::sync::mpsc::channel;
use tokio::sync::oneshot;

use super::*;
use crate::metrics::Metrics;
use crate::store::StoreAddress;
use kingdomino_core::online::protocol::{AWAY_GRACE_SECONDS, PROTOCOL_VERSION};
use kingdomino_core::online::{PublicGame, SeatToken};

const HERE: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);

fn hub(store: &StoreAddress) -> Hub {
    hub_limiting(store, 0)
}

fn hub_limiting(store: &StoreAddress, joins_per_minute: u32) -> Hub {
    Hub::new(
        Arc::new(RuleSet::builtin()),
        RoomStore::open(store).unwrap(),
        HubOptions {
            joins_per_minute,
            away_grace_seconds: AWAY_GRACE_SECONDS,
        },
        channel(4).0,
        Metrics::default(),
    )
}

/// A store of the test's own, in a fresh folder.
fn fresh_store(name: &str) -> (std::path::PathBuf, StoreAddress) {
    let folder = std::env::temp_dir().join(format!("kingdomino-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    let store = StoreAddress::Sqlite(folder.join("rooms.sqlite"));
    (folder, store)
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
        move_seconds: 0,
    }
}

/// A seat taken in `room` on `hub`: where it sits, its mailbox and the messages it got.
fn join(
    hub: &mut Hub,
    connection: u64,
    room: &RoomCode,
    name: &str,
    token: Option<SeatToken>,
) -> (SeatAt, Mailbox, Vec<ServerMessage>) {
    let (line, mut mailbox) = line();
    let at = hub
        .hello(connection, HERE, line, hello(room, name, token))
        .unwrap();
    let (messages, _) = drain(&mut mailbox);
    (at, mailbox, messages)
}

/// The first legal action of the seat to act, played by whichever of the two seats that is.
fn act_once(hub: &mut Hub, seats: [&SeatAt; 2]) -> Result<(), Ending> {
    let rules = RuleSet::builtin();
    let room = &hub.rooms[&seats[0].room].room;
    let to_act = room.state().to_act().unwrap();
    let action = room.state().legal_actions(&rules)[0];
    let index = room.record().actions.len() as u32;
    let at = seats.into_iter().find(|at| at.seat == to_act).unwrap();
    hub.act(at, ClientMessage::Act { index, action })
}

/// The messages waiting, and whether the hub still holds the connection's line.
fn drain(mailbox: &mut Mailbox) -> (Vec<ServerMessage>, bool) {
    let mut messages = Vec::new();
    while let Ok(message) = mailbox.messages.try_recv() {
        messages.push(message);
    }
    let held = matches!(
        mailbox.hung_up.try_recv(),
        Err(oneshot::error::TryRecvError::Empty)
    );
    (messages, held)
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
    let (folder, store) = fresh_store("hubs");
    let (mut first, mut second) = (hub(&store), hub(&store));
    let code = RoomCode::parse("HUBS2345").unwrap();
    let (ann_outbox, mut ann) = line();
    let ann_at = first
        .hello(1, HERE, ann_outbox, hello(&code, "Ann", None))
        .unwrap();
    let (bob_outbox, mut bob) = line();
    let bob_at = first
        .hello(2, HERE, bob_outbox, hello(&code, "Bob", None))
        .unwrap();
    let (ann_messages, _) = drain(&mut ann);
    let (bob_messages, _) = drain(&mut bob);

    // Bob comes back through the second server, which reads the room and writes it.
    let (again_outbox, mut bob_again) = line();
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
    let moved = first.act(to_act, ClientMessage::Act { index, action });
    assert!(matches!(moved, Err(Ending::Dropped(_))), "{moved:?}");
    assert_eq!(first.live_rooms(), 0, "the room is let go");
    let (told, open) = drain(&mut ann);
    assert!(!open, "Ann's connection to the first ends");
    assert!(
        told.iter()
            .all(|message| !matches!(message, ServerMessage::Applied { .. })),
        "nobody is told of an action the store did not take: {told:?}"
    );

    // Ann connects again, through the second: the same game, and her action is taken there.
    let (ann_outbox, mut ann_again) = line();
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
