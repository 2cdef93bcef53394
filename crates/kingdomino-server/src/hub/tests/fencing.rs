//! Changes decided for a seat before its player took it again, on another server this one has
//! not heard from: their leaving and the computer's move for them are dropped once the room,
//! read again, shows the seat's later epoch.

use super::*;
use crate::hub::stand_ins::StandInTurn;
use kingdomino_core::ai::Level;
use kingdomino_core::online::StoredRoom;

/// The room as the store keeps it.
fn kept(hub: &mut Hub, code: &RoomCode) -> StoredRoom {
    hub.store.load(code).unwrap().expect("the room is kept").0
}

#[test]
fn a_connection_that_closed_after_its_player_came_back_elsewhere_marks_nobody_away() {
    let (folder, store) = fresh_store("fenced-leave");
    let (mut first, mut second) = (hub(&store), hub(&store));
    let code = RoomCode::parse("FNCA2345").unwrap();
    let _ann = join(&mut first, 1, &code, "Ann", None);
    let (bob_at, _bob, bob_messages) = join(&mut first, 2, &code, "Bob", None);
    // Bob is back at the second server before the first sees his old connection close.
    let _bob_again = join(&mut second, 3, &code, "Bob", Some(token_in(&bob_messages)));
    first.leave(&bob_at, 2);
    assert_eq!(
        kept(&mut first, &code).away_since[bob_at.seat.index()],
        None,
        "Bob is there, at the second server"
    );
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn the_computer_s_move_for_a_player_who_came_back_elsewhere_is_dropped() {
    let (folder, store) = fresh_store("fenced-stand-in");
    let (mut first, mut second) = (hub(&store), hub(&store));
    let code = RoomCode::parse("FNCS2345").unwrap();
    let (ann_at, _ann, _) = join(&mut first, 1, &code, "Ann", None);
    let (bob_at, _bob, bob_messages) = join(&mut first, 2, &code, "Bob", None);
    while first.rooms[&code].room.table().to_act() != Some(bob_at.seat) {
        act_once(&mut first, [&ann_at, &bob_at]).unwrap();
    }
    // Bob is gone past the grace: the computer stands in and is asked for his move.
    first.leave(&bob_at, 2);
    first.away_grace_seconds = 0;
    first.stand_in_for_absent(&ann_at).unwrap();
    let live = &first.rooms[&code];
    assert_eq!(live.room.stand_in_to_act(), Some(bob_at.seat));
    let turn = StandInTurn {
        room: code.clone(),
        seat: bob_at.seat,
        level: Level::Easy,
        late: false,
        index: live.room.table().actions_played() as u32,
        table: live.room.table().clone(),
        epoch: live.room.epoch(bob_at.seat),
    };
    let action = turn.table.computer_decision(Level::Easy, 1).unwrap();
    // Bob comes back at the second server while the computer thinks at the first.
    let _bob_again = join(&mut second, 3, &code, "Bob", Some(token_in(&bob_messages)));
    first.play_stand_in(&turn, action).unwrap();
    let ForGame::Duel(record) = kept(&mut first, &code).game.unwrap() else {
        panic!("a Duel's room");
    };
    assert_eq!(
        record.actions.len(),
        turn.index as usize,
        "Bob decides his move"
    );
    let _ = std::fs::remove_dir_all(&folder);
}

/// A rematch and an action sent in one write: the action is read while the connection still
/// held its old seat, and applied after the rematch moved the players round. It acts for the
/// seat the connection holds when it is applied, never for the one it held when it was read
/// (then the other player's).
#[test]
fn an_action_read_before_a_rematch_moved_the_seats_acts_for_no_one_else() {
    let (folder, store) = fresh_store("fencing-rematch");
    let mut hub = hub(&store);
    let code = RoomCode::parse("FNCR2345").unwrap();
    let (mut ann, mut ann_mail, _) = join(&mut hub, 1, &code, "Ann", None);
    let (mut bob, mut bob_mail, _) = join(&mut hub, 2, &code, "Bob", None);
    let rules = RuleSet::builtin();
    for _ in 0..12 {
        while !hub.rooms[&code].room.is_over() {
            act_once(&mut hub, [&ann, &bob]).unwrap();
        }
        hub.act(&code, 1, ClientMessage::Rematch).unwrap();
        // Bob's rematch, and his next message, read while he held the seat that is Ann's after it.
        let read_before = bob.clone();
        hub.act(&code, 2, ClientMessage::Rematch).unwrap();
        for (at, mail) in [(&mut ann, &mut ann_mail), (&mut bob, &mut bob_mail)] {
            let welcome = drain(mail).0.into_iter().find_map(|message| match message {
                ServerMessage::Welcome { seat, .. } => Some(seat),
                _ => None,
            });
            at.seat = welcome.expect("each player is told their new seat");
        }
        let room = &hub.rooms[&code].room;
        if room.table().to_act() != Some(read_before.seat) {
            continue;
        }
        let action = RoomAction::Duel(duel_state(room).legal_actions(&rules)[0]);
        let _ = hub.act(&code, 2, ClientMessage::Act { index: 0, action });
        let played = hub.rooms[&code].room.table().actions_played();
        assert_eq!(played, 0, "Bob acted in Ann's seat");
        let _ = std::fs::remove_dir_all(&folder);
        return;
    }
    panic!("in twelve games Ann never began after a rematch");
}
