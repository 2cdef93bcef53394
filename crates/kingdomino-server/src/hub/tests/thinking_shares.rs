//! The computer's thinking shared by address: one address's twenty rooms whose players all
//! stall on a short clock take a few of the thinkers' places, and another address's room that
//! needs the computer at the same moment is asked for at once, not after them.

use super::*;
use crate::hub::thinking::MOST_THINKING_PER_ADDRESS;

/// A Duel under `code` with a 5-second clock, both seats from `address`: the players' mailboxes.
fn clocked_room(hub: &mut Hub, number: u8, address: IpAddr) -> (RoomCode, Vec<Mailbox>) {
    let code = RoomCode::from_random([number, 7, 7, 7, 7, 7, 7, 7]);
    let mut mailboxes = Vec::new();
    for (seat, name) in ["Ann", "Bob"].into_iter().enumerate() {
        let mut message = hello(&code, name, None);
        if let ClientMessage::Hello { move_seconds, .. } = &mut message {
            *move_seconds = 5;
        }
        let (line, mailbox) = line();
        let connection = u64::from(number) * 2 + seat as u64;
        hub.hello(connection, address, line, message).unwrap();
        mailboxes.push(mailbox);
    }
    (code, mailboxes)
}

#[test]
fn one_address_s_stalled_rooms_leave_another_s_room_its_turn_at_the_computer() {
    let (folder, store) = fresh_store("thinking-shares");
    let (stand_ins, mut asked) = channel(64);
    let mut hub = hub(&store);
    hub.stand_ins = stand_ins;
    let (stalling, other): (IpAddr, IpAddr) =
        ("2001:db8::1".parse().unwrap(), "192.0.2.9".parse().unwrap());
    let mut held = Vec::new();
    let mut stalled = Vec::new();
    for number in 0..20 {
        let (code, mailboxes) = clocked_room(&mut hub, number, stalling);
        stalled.push(code);
        held.extend(mailboxes);
    }
    let (waiting, mailboxes) = clocked_room(&mut hub, 30, other);
    held.extend(mailboxes);
    hub.clock().set(hub.now() + 6);
    hub.run_clocks(hub.now());
    let mut turns = Vec::new();
    while let Ok(turn) = asked.try_recv() {
        turns.push(turn.room);
    }
    let of_the_staller = turns.iter().filter(|room| stalled.contains(room)).count();
    assert_eq!(of_the_staller, MOST_THINKING_PER_ADDRESS, "{turns:?}");
    assert!(turns.contains(&waiting), "{turns:?}");
    // A decision back, the staller's next room takes the place it freed.
    let first = stalled
        .iter()
        .find(|room| turns.contains(room))
        .unwrap()
        .clone();
    hub.stand_in_lost(&first);
    let next = asked.try_recv().expect("the staller's next room asked");
    assert!(stalled.contains(&next.room) && next.room != first);
    let _ = std::fs::remove_dir_all(&folder);
}
