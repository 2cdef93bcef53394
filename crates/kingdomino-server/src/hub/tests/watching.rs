//! Watchers: shown the room as it is, told what both players are told, counted for the players;
//! a watch of no room leaves nothing behind, and a room not begun or not open to watchers is
//! answered as no room.

use super::*;

fn watch(room: &RoomCode) -> ClientMessage {
    ClientMessage::Watch {
        version: PROTOCOL_VERSION,
        rules_id: RuleSet::builtin().id().to_string(),
        room: room.clone(),
    }
}

#[test]
fn a_watcher_sees_the_game_and_every_action_and_the_players_count_them() {
    let (folder, store) = fresh_store("watchers");
    let mut hub = hub(&store);
    let code = RoomCode::parse("SEEN2345").unwrap();
    let (ann, mut ann_mail, _) = join(&mut hub, 1, &code, "Ann", None);
    let (bob, _bob_mail, _) = join(&mut hub, 2, &code, "Bob", None);
    drain(&mut ann_mail);
    let (watcher_line, mut watcher) = line();
    assert_eq!(
        hub.watch(3, HERE, watcher_line, watch(&code)),
        Ok(code.clone())
    );
    let (shown, held) = drain(&mut watcher);
    assert!(held);
    assert!(
        matches!(shown[0], ServerMessage::Watching { .. }),
        "{shown:?}"
    );
    let game = game_in(&shown);
    assert_eq!(game.names, ["Ann".to_string(), "Bob".to_string()]);
    assert!(shown.contains(&ServerMessage::Presence {
        seat: bob.seat,
        connected: true
    }));
    assert!(
        drain(&mut ann_mail)
            .0
            .contains(&ServerMessage::Watchers { count: 1 })
    );

    act_once(&mut hub, [&ann, &bob]).unwrap();
    let followed = drain(&mut watcher).0;
    assert!(
        followed
            .iter()
            .any(|m| matches!(m, ServerMessage::Applied { index: 0, .. })),
        "{followed:?}"
    );
    hub.stop_watching(&code, 3);
    assert!(
        drain(&mut ann_mail)
            .0
            .contains(&ServerMessage::Watchers { count: 0 })
    );

    let nowhere = RoomCode::parse("GHQST234").unwrap();
    let refused = hub.watch(4, HERE, line().0, watch(&nowhere));
    assert!(
        matches!(&refused, Err(Ending::Refused { reason, for_good: false, .. }) if reason.contains("no room")),
        "{refused:?}"
    );
    assert!(!hub.rooms.contains_key(&nowhere));
    let _ = std::fs::remove_dir_all(&folder);
}

/// A guess at a code learns nothing: a room not begun (a seat free), one a player keeps from
/// watchers and no room at all get the same answer.
#[test]
fn a_room_not_begun_or_closed_to_watchers_is_answered_as_no_room() {
    let (folder, store) = fresh_store("unseen");
    let mut hub = hub(&store);
    let answer = |hub: &mut Hub, code: &RoomCode| match hub.watch(9, HERE, line().0, watch(code)) {
        Err(Ending::Refused { reason, .. }) => reason.replace(code.as_str(), "CODE"),
        other => panic!("{other:?}"),
    };
    let nowhere = RoomCode::parse("NWHR2345").unwrap();
    let nothing = answer(&mut hub, &nowhere);

    let waiting = RoomCode::parse("WTNG2345").unwrap();
    let _ann = join(&mut hub, 1, &waiting, "Ann", None);
    assert_eq!(
        answer(&mut hub, &waiting),
        nothing,
        "a free seat is not told"
    );

    let closed = RoomCode::parse("CSD23456").unwrap();
    let _bob = join(&mut hub, 2, &closed, "Bob", None);
    let (line_of_cid, _mail) = line();
    let mut private = hello(&closed, "Cid", None);
    if let ClientMessage::Hello { allow_watchers, .. } = &mut private {
        *allow_watchers = false;
    }
    hub.hello(3, HERE, line_of_cid, private).unwrap();
    assert!(hub.rooms[&closed].room.public_game(0).is_some(), "begun");
    assert_eq!(answer(&mut hub, &closed), nothing, "closed to watchers");
    let _ = std::fs::remove_dir_all(&folder);
}
