//! Rated games are decided by play: a player who stops moving in a rated game, waits for the
//! other to give up and leave, and lets the computer finish for them, loses the rating; the
//! quick match's clock has the computer move for them, and running out again and again is a
//! forfeit.

use super::*;
use kingdomino_core::ai::Level;
use kingdomino_core::online::ratings::RatingChange;
use tokio::sync::mpsc::Receiver;

/// The computer's decision for every turn it was asked for, played.
fn answer_the_computer(hub: &mut Hub, asked: &mut Receiver<StandInTurn>) -> usize {
    let mut answered = 0;
    while let Ok(turn) = asked.try_recv() {
        let action = turn.table.computer_decision(Level::Random, 7).unwrap();
        hub.play_stand_in(&turn, action).unwrap();
        answered += 1;
    }
    answered
}

/// Ann plays her turns; Bob, losing, stops moving on his. Whatever the clock does for him, Ann
/// then gives up and leaves; once her grace is over Bob lets the computer play her seat, and
/// plays his own turns to the end.
#[test]
fn a_player_who_stalls_a_rated_game_until_the_other_leaves_loses_the_rating() {
    let (folder, store) = fresh_store("stalling");
    let (stand_ins, mut asked) = channel(8);
    let mut hub = hub(&store);
    hub.stand_ins = stand_ins;
    let [ann, bob] = ["Ann", "Bob"].map(|name| Identity::fresh(name).unwrap());
    let (ann_line, mut ann_box) = line();
    assert_eq!(
        hub.seek(1, HERE, ann_line, seek(Some(&ann), "Ann")),
        Ok(None)
    );
    let (bob_line, mut bob_box) = line();
    let bob_at = hub.seek(2, HERE, bob_line, seek(Some(&bob), "Bob"));
    let bob_at = bob_at.unwrap().unwrap();
    let code = bob_at.room.clone();
    let ann_seat = (hub.rooms[&code].room.all_seats())
        .find(|&seat| seat != bob_at.seat)
        .unwrap();
    let clock = u64::from(hub.rooms[&code].room.move_seconds());
    let mut stalled = 0;
    while stalled < 3 && !hub.rooms[&code].room.is_over() {
        let room = &hub.rooms[&code].room;
        let index = room.table().actions_played() as u32;
        let action = room.table().computer_decision(Level::Random, 3).unwrap();
        if room.table().to_act() == Some(ann_seat) {
            hub.act(&code, 1, ClientMessage::Act { index, action })
                .unwrap();
            continue;
        }
        // Bob stalls: a move's time passes (on the clock the rooms are read on), if the room
        // has a clock.
        hub.clock().set(hub.now() + clock.max(1) + 1);
        hub.run_clocks(hub.now());
        if answer_the_computer(&mut hub, &mut asked) == 0 {
            break;
        }
        stalled += 1;
    }
    // Ann gives up and leaves; her grace passes; Bob has the computer play her seat.
    hub.leave(
        &SeatAt {
            room: code.clone(),
            seat: ann_seat,
        },
        1,
    );
    let past = hub.now() - AWAY_GRACE_SECONDS - 1;
    (hub.rooms.get_mut(&code).unwrap().room).set_away(ann_seat, Some(past));
    hub.act(&code, 2, ClientMessage::StandIn).unwrap();
    while !hub.rooms[&code].room.is_over() {
        if answer_the_computer(&mut hub, &mut asked) > 0 {
            continue;
        }
        let room = &hub.rooms[&code].room;
        let index = room.table().actions_played() as u32;
        let action = room.table().computer_decision(Level::Random, 5).unwrap();
        hub.act(&code, 2, ClientMessage::Act { index, action })
            .unwrap();
    }
    let told: Vec<Vec<RatingChange>> = drain(&mut bob_box)
        .0
        .into_iter()
        .filter_map(|message| match message {
            ServerMessage::Rated { changes } => Some(changes),
            _ => None,
        })
        .collect();
    let bob_change = (told.first().expect("the game is rated").iter())
        .find(|change| change.seat == bob_at.seat)
        .unwrap()
        .clone();
    assert!(
        bob_change.after < bob_change.before,
        "the staller gained: {bob_change:?}"
    );
    drop(ann_box.messages.try_recv());
    let _ = std::fs::remove_dir_all(&folder);
}
