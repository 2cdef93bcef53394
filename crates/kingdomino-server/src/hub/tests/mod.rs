//! The hub without a network: two hubs on one store, as two servers behind a proxy (a room
//! written by one while the other still held it is let go by the one that fell behind, and its
//! players carry on at the other); hellos that fail, a store that fails, a reader too slow, the
//! computer standing in across a restart (`hellos.rs`, `drops.rs`).

mod awaiting_computer;
mod capacity;
mod computer_seats;
mod drops;
mod fencing;
mod fuzzing;
mod glancing;
mod hellos;
mod hostile_news;
mod hostile_queue;
mod missed_news;
mod original_rooms;
mod rating;
mod reading;
mod secrets;
mod seeking;
mod shared_queue;
mod stalling;
mod store_away_news;
mod thinking_shares;
mod watching;

use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;

use tokio::sync::mpsc::channel;
use tokio::sync::oneshot;

use super::*;
use crate::metrics::Metrics;
use crate::store::StoreAddress;
use kingdomino_core::duel::{Duel, GameState, RuleSet};
use kingdomino_core::games::{ForGame, GameSetup};
use kingdomino_core::online::protocol::{AWAY_GRACE_SECONDS, PROTOCOL_VERSION};
use kingdomino_core::online::{Identity, Played, PublicGame, Room, RoomAction, SeatToken, Table};
use kingdomino_core::original::OriginalRules;
use kingdomino_core::table::Record;

const HERE: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);

fn hub(store: &StoreAddress) -> Hub {
    hub_limiting(store, 0)
}

fn hub_limiting(store: &StoreAddress, joins_per_minute: u32) -> Hub {
    Hub::new(
        rule_sets(),
        RoomStore::open(store).unwrap(),
        HubOptions {
            joins_per_minute,
            away_grace_seconds: AWAY_GRACE_SECONDS,
            min_move_seconds: 0,
            quick_match_seconds: crate::limits::QUICK_MATCH_SECONDS,
            max_rooms: 0,
        },
        channel(4).0,
        Metrics::default(),
    )
}

/// Each game's built-in rule set.
fn rule_sets() -> EachGame<SharedRules> {
    EachGame {
        duel: Arc::new(RuleSet::builtin()),
        original: Arc::new(OriginalRules::builtin()),
    }
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
        allow_watchers: true,
        move_seconds: 0,
        game: GameSetup::Duel,
        computers: Vec::new(),
    }
}

/// A rematch started on another server whose news this one missed: reading the room again, it
/// seats its player's connection where the player's token sits now, and tells them.
#[test]
fn a_rematch_heard_of_only_by_reading_the_room_again_moves_the_connections_round() {
    let (folder, store) = fresh_store("missed-rematch");
    let (mut first, mut second) = (hub(&store), hub(&store));
    let code = RoomCode::parse("MSSD2345").unwrap();
    let (ann_at, ann_first, ann_messages) = join(&mut first, 1, &code, "Ann", None);
    let (bob_at, mut bob, bob_messages) = join(&mut first, 2, &code, "Bob", None);
    drop(ann_first);
    while !first.rooms[&code].room.is_over() {
        act_once(&mut first, [&ann_at, &bob_at]).unwrap();
    }
    // Ann goes on at the second server; Bob asks for another game at the first, then Ann at
    // the second, which starts it. The first hears nothing of it.
    let (ann_second_at, _ann, _) =
        join(&mut second, 3, &code, "Ann", Some(token_in(&ann_messages)));
    first.rematch(&bob_at).unwrap();
    second.rematch(&ann_second_at).unwrap();
    drain(&mut bob);
    let version = second.rooms[&code].version;
    first.hear(News {
        server: second.id,
        room: code.clone(),
        version,
        told: Vec::new(),
        paired: None,
    });
    let bob_token = token_in(&bob_messages);
    let live = &first.rooms[&code];
    let bob_seat = live.room.seat_holding(&bob_token).unwrap();
    assert_ne!(bob_seat, bob_at.seat, "the players moved round");
    let seated = live.connected[bob_seat.index()]
        .as_ref()
        .map(|seated| seated.connection);
    assert_eq!(seated, Some(2), "Bob's connection sits at Bob's seat");
    let told = drain(&mut bob).0;
    assert!(
        told.iter().any(|message| matches!(message,
            ServerMessage::Welcome { seat, .. } if *seat == bob_seat)),
        "{told:?}"
    );
    let _ = std::fs::remove_dir_all(&folder);
}

/// A seeker's first message, rated when `identity` is given (its challenge signed).
fn seek(identity: Option<&Identity>, name: &str) -> ProvenSeek {
    proven_seek(
        identity,
        ClientMessage::Seek {
            version: PROTOCOL_VERSION,
            rules_id: RuleSet::builtin().id().to_string(),
            name: name.into(),
            allow_hints: false,
            allow_watchers: true,
            player: identity.map(Identity::claim),
            game: GameSetup::Duel,
        },
    )
}

/// `message` as its connection passes it on once `identity` signed its challenge.
fn proven_seek(identity: Option<&Identity>, message: ClientMessage) -> ProvenSeek {
    let prove = |identity: &Identity| {
        let signature = identity.sign("test", "c0ffee");
        identity
            .claim()
            .check("test", "c0ffee", &signature)
            .unwrap()
    };
    ProvenSeek {
        message,
        player: identity.map(prove),
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

/// The connection that holds `at`'s seat now.
fn connection_at(hub: &Hub, at: &SeatAt) -> u64 {
    let held = hub.rooms[&at.room].connected[at.seat.index()].as_ref();
    held.expect("a connection holds the seat").connection
}

/// The first legal action of the seat to act, played by whichever of the two seats that is.
fn act_once(hub: &mut Hub, seats: [&SeatAt; 2]) -> Result<(), Ending> {
    let rules = RuleSet::builtin();
    let room = &hub.rooms[&seats[0].room].room;
    let to_act = room.table().to_act().unwrap();
    let action = duel_state(room).legal_actions(&rules)[0];
    let index = room.table().actions_played() as u32;
    let at = seats.into_iter().find(|at| at.seat == to_act).unwrap();
    let action = RoomAction::Duel(action);
    let connection = connection_at(hub, at);
    hub.act(&at.room, connection, ClientMessage::Act { index, action })
}

/// The Duel a room plays.
fn duel_state(room: &Room) -> &GameState {
    match room.table() {
        Table::Duel(table) => table.state(),
        Table::Original(_) => panic!("a Duel's room"),
    }
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

/// The record of a Duel's room's public game.
fn duel_record(game: &PublicGame) -> &Record<Duel> {
    match &game.record {
        ForGame::Duel(record) => record,
        ForGame::Original(_) => panic!("a Duel's room"),
    }
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
fn a_hub_that_fell_behind_reads_the_room_again_and_the_other_passes_its_news_on() {
    let (folder, store) = fresh_store("hubs");
    let (mut first, mut second) = (hub(&store), hub(&store));
    let code = RoomCode::parse("HUBS2345").unwrap();
    let (ann_at, mut ann, _) = join(&mut first, 1, &code, "Ann", None);
    let (bob_at, _, bob_messages) = join(&mut first, 2, &code, "Bob", None);
    drain(&mut ann);

    // Bob's connection moves to the second server, which reads the room and writes it.
    let (_, mut bob, told) = join(&mut second, 3, &code, "Bob", Some(token_in(&bob_messages)));
    let game = game_in(&told);

    // The first still holds the room as it was: its next change finds it written since,
    // reads it again and makes the change on that.
    let rules = RuleSet::builtin();
    let record = duel_record(&game);
    let state = record.replay(&rules).unwrap();
    let action = RoomAction::Duel(state.legal_actions(&rules)[0]);
    let index = record.actions.len() as u32;
    let to_act = state.to_act().unwrap();
    let at = if Place::from(to_act) == ann_at.seat {
        &ann_at
    } else {
        &bob_at
    };
    let connection = connection_at(&first, at);
    first
        .act(&at.room, connection, ClientMessage::Act { index, action })
        .unwrap();
    assert_eq!(first.live_rooms(), 1, "the room stays");
    // Ann missed the news of Bob's hello at the second: she is shown the game whole, which
    // holds the action, and the action is not told on top of it (she would follow it twice).
    let (told_ann, held) = drain(&mut ann);
    let shown = game_in(&told_ann);
    assert!(held && duel_record(&shown).actions.len() == index as usize + 1);
    let applied = |messages: &[ServerMessage]| {
        messages.iter().any(|message| {
            matches!(message, ServerMessage::Applied { index: i, seat, .. }
                if *i == index && *seat == Place::from(to_act))
        })
    };
    assert!(!applied(&told_ann), "{told_ann:?}");

    // The first's news, as the store passes it: Bob hears the action at the second.
    let RoomAction::Duel(action) = action else {
        unreachable!()
    };
    let news = News {
        server: first.id,
        room: code.clone(),
        version: first.rooms[&code].version,
        paired: None,
        told: vec![Told::both(ServerMessage::Applied {
            index,
            seat: Place::from(to_act),
            played: ForGame::Duel(Played {
                action,
                dealt: None,
            }),
            to_act: None,
        })],
    };
    second.hear(news.clone());
    let told_bob = drain(&mut bob).0;
    assert!(applied(&told_bob), "{told_bob:?}");
    assert_eq!(
        second.rooms[&code].room.stored().game,
        first.rooms[&code].room.stored().game,
        "the second read the room again"
    );
    second.hear(news);
    assert!(
        drain(&mut bob).0.is_empty(),
        "news heard twice is told once"
    );

    // News whose number jumps (some was missed): the game is shown whole.
    let mut jumped = first.rooms[&code].room.stored();
    jumped.last_active += 1;
    let version = first.rooms[&code].version;
    first.store.save(&jumped, version, "").unwrap().unwrap();
    first.store.save(&jumped, version + 1, "").unwrap().unwrap();
    shown_whole(&mut second, first.id, &code, version + 2, &mut bob);
    let _ = std::fs::remove_dir_all(&folder);
}

/// `hub` hears news of `room` from server `from` at `version`, past what it held: its player
/// there is shown the game whole; what that player was told.
fn shown_whole(
    hub: &mut Hub,
    from: u64,
    room: &RoomCode,
    version: u64,
    player: &mut Mailbox,
) -> Vec<ServerMessage> {
    hub.hear(News {
        server: from,
        room: room.clone(),
        version,
        told: Vec::new(),
        paired: None,
    });
    let shown = drain(player).0;
    assert!(
        shown
            .iter()
            .any(|m| matches!(m, ServerMessage::Game { .. })),
        "{shown:?}"
    );
    shown
}
