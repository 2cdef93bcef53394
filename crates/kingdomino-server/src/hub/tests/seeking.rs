//! Players waiting for anyone: the next to ask is paired with the first still waiting; one who
//! left is never paired.

use super::*;

#[test]
fn the_next_to_ask_plays_the_first_still_waiting_and_one_who_left_is_skipped() {
    let (folder, store) = fresh_store("seekers");
    let mut hub = hub(&store);
    let (gone_line, _gone) = line();
    assert_eq!(hub.seek(1, HERE, gone_line, seek(None, "Gone")), Ok(None));
    hub.stop_seeking(1);
    assert_eq!(hub.seekers.counts(), (0, 0), "one who left keeps no place");
    let (ann_line, mut ann) = line();
    assert_eq!(hub.seek(2, HERE, ann_line, seek(None, "Ann")), Ok(None));
    assert_eq!(
        drain(&mut ann).0,
        vec![ServerMessage::Seeking {
            near: None,
            within: None,
            move_seconds: crate::limits::QUICK_MATCH_SECONDS,
        }]
    );

    let (bob_line, mut bob) = line();
    let bob_at = hub
        .seek(3, HERE, bob_line, seek(None, "Bob"))
        .unwrap()
        .expect("Bob is paired at once");
    let told_ann = drain(&mut ann).0;
    let ann_seat = told_ann
        .iter()
        .find_map(|message| match message {
            ServerMessage::Welcome { room, seat, .. } if *room == bob_at.room => Some(*seat),
            _ => None,
        })
        .expect("Ann is welcomed to the same room");
    assert_eq!(ann_seat.index(), 1 - bob_at.seat.index());
    let game = game_in(&drain(&mut bob).0);
    assert_eq!(game.names[ann_seat.index()], "Ann");
    assert_eq!(game.names[bob_at.seat.index()], "Bob");
    assert!(told_ann.contains(&ServerMessage::Presence {
        seat: bob_at.seat,
        connected: true
    }));
    assert_eq!(
        hub.seekers.counts(),
        (0, 0),
        "nobody waits, no place is kept"
    );
    // Two who leave before a move cost the store nothing; the first move keeps the room.
    let code = bob_at.room.clone();
    assert_eq!(
        hub.store.contains(&code),
        Ok(false),
        "not kept before a move"
    );
    let ann_at = SeatAt {
        room: code.clone(),
        seat: ann_seat,
    };
    act_once(&mut hub, [&ann_at, &bob_at]).unwrap();
    assert_eq!(
        hub.store.contains(&code),
        Ok(true),
        "kept from the first move"
    );
    let _ = std::fs::remove_dir_all(&folder);
}
