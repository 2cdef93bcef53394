//! The computer's requests, fair to every room: one that found no place among those the
//! computer thinks for waits its turn and is asked for as soon as there is one.

use super::*;

/// The computer thinks for at most so many rooms at once: a room that found no place is asked
/// for again, in its turn, as soon as one is free.
#[test]
fn a_room_refused_a_place_among_those_thinking_is_asked_for_when_one_is_free() {
    let (folder, store) = fresh_store("awaiting-computer");
    let mut first = hub(&store);
    let (stand_ins, mut asked) = channel(4);
    first.stand_ins = stand_ins;
    let code = RoomCode::parse("WAKE2345").unwrap();
    let (ann_at, _ann, _) = join(&mut first, 1, &code, "Ann", None);
    let (bob_at, _bob, _) = join(&mut first, 2, &code, "Bob", None);
    while first.rooms[&code].room.table().to_act() != Some(bob_at.seat) {
        act_once(&mut first, [&ann_at, &bob_at]).unwrap();
    }
    // Every place among those thinking is taken by other rooms.
    // Three letters count up to 31³ codes.
    let digit = |n: u32, at: usize| {
        if at < 3 {
            (n / 31u32.pow(at as u32) % 31) as u8
        } else {
            0
        }
    };
    let code_number = |n: u32| RoomCode::from_random(std::array::from_fn(|at| digit(n, at)));
    let others: Vec<RoomCode> = (1..=stand_ins::MOST_THINKING as u32)
        .map(code_number)
        .collect();
    for (n, other) in others.iter().enumerate() {
        let payer = IpAddr::V4(Ipv4Addr::from(n as u32 + 1));
        first.thinking.insert(other.clone(), payer);
    }
    assert_eq!(first.thinking.len(), stand_ins::MOST_THINKING);
    first.leave(&bob_at, 2);
    first.away_grace_seconds = 0;
    first.stand_in_for_absent(&ann_at).unwrap();
    assert!(asked.try_recv().is_err(), "no place for Bob's room yet");
    first.stand_in_lost(&others[0]);
    let turn = asked
        .try_recv()
        .expect("asked for as soon as a place is free");
    assert_eq!((turn.room, turn.seat), (code, bob_at.seat));
    let _ = std::fs::remove_dir_all(&folder);
}
