//! Hellos: one that fails leaves nothing behind, a player coming back is not counted against
//! the joins of their address.

use super::*;

fn refused_for_good(ending: Result<SeatAt, Ending>) -> String {
    match ending {
        Err(Ending::Refused {
            reason,
            for_good: true,
            ..
        }) => reason,
        other => panic!("not refused for good: {other:?}"),
    }
}

#[test]
fn a_hello_that_fails_leaves_nothing_in_memory_or_in_the_store() {
    let (folder, store) = fresh_store("failed-hellos");
    let mut hub = hub(&store);
    let made_up = RoomCode::parse("MADEUP23").unwrap();
    let guessed = Some(SeatToken("0123456789abcdef0123456789abcdef".into()));
    let reason =
        refused_for_good(hub.hello(1, HERE, line().0, hello(&made_up, "X", guessed.clone())));
    assert!(reason.contains("token"), "{reason}");
    let mut unknown = hello(&made_up, "X", None);
    if let ClientMessage::Hello { create, .. } = &mut unknown {
        *create = false;
    }
    let reason = refused_for_good(hub.hello(2, HERE, line().0, unknown));
    assert!(reason.contains("no room MADEUP23"), "{reason}");
    let mut old = hello(&made_up, "X", None);
    if let ClientMessage::Hello { version, .. } = &mut old {
        *version = 0;
    }
    assert!(refused_for_good(hub.hello(3, HERE, line().0, old)).contains("version"));
    assert_eq!(hub.live_rooms(), 0);
    assert_eq!(hub.store.contains(&made_up), Ok(false));

    // A room that exists, stored and left: a wrong token or a third player brings it back
    // into memory for a moment, and no longer.
    let code = RoomCode::parse("REAP2345").unwrap();
    let (ann, _ann_mail, _) = join(&mut hub, 4, &code, "Ann", None);
    let (bob, _bob_mail, _) = join(&mut hub, 5, &code, "Bob", None);
    hub.leave(&ann, 4);
    hub.leave(&bob, 5);
    let mut restarted = super::hub(&store);
    let reason =
        refused_for_good(restarted.hello(6, HERE, line().0, hello(&code, "X", guessed.clone())));
    assert!(reason.contains("token"), "{reason}");
    let reason = refused_for_good(restarted.hello(7, HERE, line().0, hello(&code, "X", None)));
    assert!(reason.contains("every seat"), "{reason}");
    assert_eq!(restarted.live_rooms(), 0);
    let version = restarted.store.version(&code).unwrap();
    assert_eq!(
        restarted.store.version(&code).unwrap(),
        version,
        "nothing written"
    );
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_room_nobody_connects_to_leaves_memory_after_a_minute_and_stays_in_the_store() {
    let (folder, store) = fresh_store("unwatched");
    let mut hub = hub(&store);
    let code = RoomCode::parse("ABSNT234").unwrap();
    let (ann, _mail, _) = join(&mut hub, 1, &code, "Ann", None);
    hub.leave(&ann, 1);
    let now = now_seconds();
    hub.sweep_at(now + UNWATCHED_SECONDS - 1).unwrap();
    assert_eq!(hub.live_rooms(), 1, "a room left a moment ago stays");
    hub.sweep_at(now + UNWATCHED_SECONDS + 1).unwrap();
    assert_eq!(hub.live_rooms(), 0);
    assert_eq!(hub.store.contains(&code), Ok(true));
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_player_coming_back_is_charged_to_the_returns_of_their_address_not_its_joins() {
    let (folder, store) = fresh_store("join-limit");
    let mut hub = hub_limiting(&store, 2);
    let code = RoomCode::parse("CAPPED23").unwrap();
    let (_ann, _ann_mail, ann_messages) = join(&mut hub, 1, &code, "Ann", None);
    let (_bob, _bob_mail, _) = join(&mut hub, 2, &code, "Bob", None);
    let other = RoomCode::parse("THEM2345").unwrap();
    let limited = hub.hello(3, HERE, line().0, hello(&other, "Cy", None));
    assert!(
        matches!(
            &limited,
            Err(Ending::Refused {
                kind: Refusal::Budget(crate::budgets::Spend::Hello),
                for_good: false,
                ..
            })
        ),
        "{limited:?}"
    );
    assert!(
        hub.hello(
            4,
            HERE,
            line().0,
            hello(&code, "Ann", Some(token_in(&ann_messages)))
        )
        .is_ok(),
        "Ann is back"
    );
    let _ = std::fs::remove_dir_all(&folder);
}

/// `serve --min-move-seconds`: a room asking for a shorter clock gets the server's shortest; a
/// room without a clock keeps none, a longer one its own.
#[test]
fn a_room_asking_for_a_clock_shorter_than_the_server_s_shortest_gets_that() {
    let (folder, store) = fresh_store("min-move-seconds");
    let mut hub = hub(&store);
    hub.min_move_seconds = 60;
    for (n, asked, given) in [(0, 5, 60), (1, 0, 0), (2, 180, 180)] {
        let code = RoomCode::from_random([n, 1, 2, 3, 4, 5, 6, 7]);
        let mut asking = hello(&code, "Ann", None);
        if let ClientMessage::Hello { move_seconds, .. } = &mut asking {
            *move_seconds = asked;
        }
        hub.hello(u64::from(n), HERE, line().0, asking).unwrap();
        assert_eq!(hub.rooms[&code].room.move_seconds(), given, "asked {asked}");
    }
    let _ = std::fs::remove_dir_all(&folder);
}

/// Servers whose clocks differ agree on a room's times: each keeps them on the store's clock.
#[test]
fn a_room_s_times_are_kept_on_the_store_s_clock() {
    let (folder, store) = fresh_store("store-clock");
    let mut hub = hub(&store);
    hub.clock.set(now_seconds() + 3_600);
    let code = RoomCode::parse("CKCK2345").unwrap();
    let (ann, _ann_mail, _) = join(&mut hub, 1, &code, "Ann", None);
    let kept = hub.rooms[&code].room.last_active();
    assert!(kept >= now_seconds() + 3_599, "joined at {kept}");
    hub.leave(&ann, 1);
    let away = hub.rooms[&code].room.away_since(ann.seat).unwrap();
    assert!(away >= now_seconds() + 3_599, "left at {away}");
    let _ = std::fs::remove_dir_all(&folder);
}

/// Pay first: a hello past its address's allowance is refused before the store is read or a
/// record replayed. The room it names was damaged in the store: had it been read, the hello
/// would have ended on the damage, not on the allowance.
#[test]
fn a_hello_past_its_allowance_is_refused_before_the_room_is_read() {
    let (folder, store) = fresh_store("pay-first");
    let code = RoomCode::parse("PAYF2345").unwrap();
    join(&mut hub(&store), 1, &code, "Ann", None);
    let StoreAddress::Sqlite(path) = &store else {
        panic!("a SQLite store");
    };
    let changed = rusqlite::Connection::open(path)
        .unwrap()
        .execute("UPDATE rooms SET room = '{\"damaged\": true}'", [])
        .unwrap();
    assert_eq!(changed, 1);
    let mut limited = hub_limiting(&store, 2);
    for n in 0..2 {
        let other = RoomCode::from_random([9, n, 2, 3, 4, 5, 6, 7]);
        let made = limited.hello(10 + u64::from(n), HERE, line().0, hello(&other, "Cy", None));
        assert!(made.is_ok(), "{made:?}");
    }
    let refused = limited.hello(20, HERE, line().0, hello(&code, "Bob", None));
    assert!(
        matches!(
            &refused,
            Err(Ending::Refused {
                kind: Refusal::Budget(crate::budgets::Spend::Hello),
                ..
            })
        ),
        "{refused:?}"
    );
    // Once paid for, the hello hears the room is damaged, for good: the store answered, so
    // it is not a store away to come back to.
    let damaged = hub(&store).hello(30, HERE, line().0, hello(&code, "Bob", None));
    let Err(Ending::Refused {
        reason, for_good, ..
    }) = damaged
    else {
        panic!("{damaged:?}");
    };
    assert!(for_good && reason.contains("damaged"), "{reason}");
    let _ = std::fs::remove_dir_all(&folder);
}
