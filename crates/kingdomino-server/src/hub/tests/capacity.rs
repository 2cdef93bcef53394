//! Rooms in memory are capped: the one idle longest makes way, and when every room has
//! someone in it a new one is refused as the server being busy.

use super::*;

#[test]
fn at_the_cap_the_idlest_room_makes_way_and_a_full_server_says_it_is_busy() {
    let (folder, store) = fresh_store("capacity");
    let mut hub = hub(&store);
    hub.max_rooms = 2;
    let [first, second, third] =
        ["FRST2345", "SCND2345", "THRD2345"].map(|code| RoomCode::parse(code).unwrap());
    let (ann, _ann_mail, _) = join(&mut hub, 1, &first, "Ann", None);
    let (_bob, _bob_mail, _) = join(&mut hub, 2, &second, "Bob", None);
    let refused = hub.hello(3, HERE, line().0, hello(&third, "Cy", None));
    assert!(
        matches!(&refused, Err(Ending::Refused { kind: Refusal::Busy, for_good: false, reason })
            if reason.contains("another server")),
        "{refused:?}"
    );
    assert!(!hub.rooms.contains_key(&third));

    hub.leave(&ann, 1);
    let (_cy, _cy_mail, _) = join(&mut hub, 3, &third, "Cy", None);
    assert_eq!(hub.live_rooms(), 2);
    assert!(!hub.rooms.contains_key(&first), "the idle room made way");
    assert_eq!(hub.store.contains(&first), Ok(true), "and is still kept");
    let _ = std::fs::remove_dir_all(&folder);
}
