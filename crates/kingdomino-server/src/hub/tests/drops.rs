//! Drops: a store that fails lets the room go and its players carry on from the stored game; a
//! reader too slow is let go with its seat kept; the computer's standing in survives a restart.

use super::*;

#[test]
fn a_store_error_lets_the_room_go_and_its_players_carry_on_from_the_stored_game() {
    let (folder, store) = fresh_store("store-error");
    let mut hub = hub(&store);
    let code = RoomCode::parse("FAUT2345").unwrap();
    let (ann, mut ann_mail, ann_messages) = join(&mut hub, 1, &code, "Ann", None);
    let (bob, mut bob_mail, bob_messages) = join(&mut hub, 2, &code, "Bob", None);
    act_once(&mut hub, [&ann, &bob]).unwrap();
    let stored = hub.rooms[&code].room.stored().game.unwrap();
    drain(&mut ann_mail);
    drain(&mut bob_mail);

    // Another program holds the store's lock: the next write fails.
    let StoreAddress::Sqlite(path) = &store else {
        unreachable!()
    };
    let locker = rusqlite::Connection::open(path).unwrap();
    locker.execute_batch("BEGIN EXCLUSIVE;").unwrap();
    let failed = act_once(&mut hub, [&ann, &bob]);
    assert!(matches!(failed, Err(Ending::Dropped(_))), "{failed:?}");
    assert_eq!(hub.live_rooms(), 0, "the changed copy is not kept");
    for mailbox in [&mut ann_mail, &mut bob_mail] {
        let (told, held) = drain(mailbox);
        assert!(!held, "the connections hang up");
        assert!(
            told.iter().all(|m| !matches!(
                m,
                ServerMessage::Applied { .. } | ServerMessage::Closing { .. }
            )),
            "{told:?}"
        );
    }
    assert!(
        hub.metrics
            .render(0, 0)
            .contains("kingdomino_store_errors_total 1")
    );

    // The store is back: both players return to the stored game and play on.
    locker.execute_batch("COMMIT;").unwrap();
    let (ann, _ann_mail, told) = join(&mut hub, 3, &code, "Ann", Some(token_in(&ann_messages)));
    let (bob, _bob_mail, _) = join(&mut hub, 4, &code, "Bob", Some(token_in(&bob_messages)));
    assert_eq!(game_in(&told).record, stored);
    act_once(&mut hub, [&ann, &bob]).unwrap();
    assert_eq!(
        hub.rooms[&code].room.table().actions_played(),
        duel_record(&game_in(&told)).actions.len() + 1
    );
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_reader_too_slow_for_its_messages_is_let_go_and_its_seat_kept() {
    let (folder, store) = fresh_store("slow-reader");
    let mut hub = hub(&store);
    let code = RoomCode::parse("SNAP2345").unwrap();
    let (ann, mut ann_mail, ann_messages) = join(&mut hub, 1, &code, "Ann", None);
    let (_bob, mut bob_mail, bob_messages) = join(&mut hub, 2, &code, "Bob", None);
    // Ann reads nothing while Bob comes and goes: each of his returns is news for her.
    let bob_token = token_in(&bob_messages);
    for connection in 3..3 + crate::limits::OUTBOX_MESSAGES as u64 {
        let (line, mailbox) = line();
        hub.hello(
            connection,
            HERE,
            line,
            hello(&code, "Bob", Some(bob_token.clone())),
        )
        .unwrap();
        bob_mail = mailbox;
    }
    let (told, held) = drain(&mut ann_mail);
    assert!(!held, "Ann's connection is let go");
    assert!(told.len() <= crate::limits::OUTBOX_MESSAGES);
    let (to_bob, _) = drain(&mut bob_mail);
    assert!(
        to_bob.contains(&ServerMessage::Presence {
            seat: ann.seat,
            connected: false
        }),
        "{to_bob:?}"
    );
    let (_, _, back) = join(&mut hub, 999, &code, "Ann", Some(token_in(&ann_messages)));
    assert!(
        back.iter()
            .any(|m| matches!(m, ServerMessage::Welcome { seat, .. } if *seat == ann.seat))
    );
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn how_long_a_player_was_away_survives_a_restart_and_they_hear_what_the_computer_played() {
    let (folder, store) = fresh_store("away");
    let (stand_ins, mut asked) = channel(4);
    let mut hub = hub(&store);
    hub.stand_ins = stand_ins.clone();
    let code = RoomCode::parse("AWAY2345").unwrap();
    let (_, _ann_mail, ann_messages) = join(&mut hub, 1, &code, "Ann", None);
    let (bob, _bob_mail, bob_messages) = join(&mut hub, 2, &code, "Bob", None);
    hub.leave(&bob, 2);
    // Bob left long ago, as the store says: the server that kept the room is gone meanwhile.
    let mut kept = hub.store.load(&code).unwrap().unwrap();
    assert!(kept.0.away_since[bob.seat.index()].is_some());
    kept.0.away_since[bob.seat.index()] = Some(now_seconds() - AWAY_GRACE_SECONDS - 1);
    hub.store.save(&kept.0, kept.1, "").unwrap().unwrap();
    drop(hub);

    let mut restarted = super::hub(&store);
    restarted.stand_ins = stand_ins;
    let (ann, _ann_mail, _) = join(
        &mut restarted,
        3,
        &code,
        "Ann",
        Some(token_in(&ann_messages)),
    );
    restarted.act(&ann, ClientMessage::StandIn).unwrap();
    assert!(restarted.rooms[&code].room.is_stood_in(bob.seat));

    // The game goes on until the computer has played for Bob once.
    let rules = RuleSet::builtin();
    let played = loop {
        if let Ok(turn) = asked.try_recv() {
            let Table::Duel(table) = &turn.table else {
                panic!("a Duel's room");
            };
            let action = RoomAction::Duel(table.state().legal_actions(&rules)[0]);
            restarted.play_stand_in(&turn, action).unwrap();
            break turn.index;
        }
        act_once(&mut restarted, [&ann, &bob]).unwrap();
    };
    let (_, _, told) = join(
        &mut restarted,
        4,
        &code,
        "Bob",
        Some(token_in(&bob_messages)),
    );
    let told_played = told.iter().find_map(|message| match message {
        ServerMessage::StandIn {
            seat,
            computer: false,
            played,
        } if *seat == bob.seat => Some(played.clone()),
        _ => None,
    });
    assert_eq!(told_played, Some(vec![played]));
    let _ = std::fs::remove_dir_all(&folder);
}
