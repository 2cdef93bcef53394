//! Drops: a store that is away lets the game go on in memory and keeps it once back; a
//! reader too slow is let go with its seat kept; the computer's standing in survives a restart.

use super::*;

#[test]
fn a_store_that_is_away_lets_the_game_go_on_in_memory_and_keeps_it_once_back() {
    let (folder, store) = fresh_store("store-away");
    let mut hub = hub(&store);
    let code = RoomCode::parse("FAUT2345").unwrap();
    let (ann, mut ann_mail, _) = join(&mut hub, 1, &code, "Ann", None);
    let (bob, mut bob_mail, _) = join(&mut hub, 2, &code, "Bob", None);
    act_once(&mut hub, [&ann, &bob]).unwrap();
    drain(&mut ann_mail);
    drain(&mut bob_mail);

    // Another program holds the store's lock: the store does not answer in time.
    let StoreAddress::Sqlite(path) = &store else {
        unreachable!()
    };
    let locker = rusqlite::Connection::open(path).unwrap();
    locker.execute_batch("BEGIN EXCLUSIVE;").unwrap();
    for _ in 0..3 {
        act_once(&mut hub, [&ann, &bob]).expect("the game goes on");
    }
    let played = hub.rooms[&code].room.table().actions_played();
    assert_eq!(played, 4);
    for mailbox in [&mut ann_mail, &mut bob_mail] {
        let (told, held) = drain(mailbox);
        assert!(held, "nobody is dropped");
        let applied = told
            .iter()
            .filter(|m| matches!(m, ServerMessage::Applied { .. }))
            .count();
        assert_eq!(applied, 3, "{told:?}");
        let away: Vec<&ServerMessage> = told
            .iter()
            .filter(|m| matches!(m, ServerMessage::StoreAway { .. }))
            .collect();
        assert_eq!(
            away,
            [&ServerMessage::StoreAway { away: true }],
            "told once"
        );
    }
    assert!(
        !hub.metrics
            .render(0, 0)
            .contains("kingdomino_store_errors_total 0")
    );

    // The store is back: the room is written as it is in memory, and its players hear so.
    locker.execute_batch("COMMIT;").unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while hub.rooms[&code].waits_for_store {
        assert!(std::time::Instant::now() < deadline, "never kept again");
        std::thread::sleep(std::time::Duration::from_millis(50));
        hub.keep_waiting_rooms();
    }
    let (kept, _) = hub.store.load(&code).unwrap().unwrap();
    let kept = Room::from_stored(&rule_sets(), kept).unwrap();
    assert_eq!(kept.table().actions_played(), played);
    for mailbox in [&mut ann_mail, &mut bob_mail] {
        assert!(
            drain(mailbox)
                .0
                .contains(&ServerMessage::StoreAway { away: false })
        );
    }

    // The players here heard every move while the store was away: the next one is told as
    // one action, not after a whole game that already holds it (its deal would come twice).
    act_once(&mut hub, [&ann, &bob]).unwrap();
    for mailbox in [&mut ann_mail, &mut bob_mail] {
        let (told, _) = drain(mailbox);
        assert!(
            matches!(told.as_slice(), [ServerMessage::Applied { index: 4, .. }]),
            "{told:?}"
        );
    }
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
    restarted.act(&ann.room, 3, ClientMessage::StandIn).unwrap();
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
