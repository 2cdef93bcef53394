//! Reading never stalls playing: a leaderboard being read holds the boards, never the hub, so
//! the rooms' moves go on meanwhile; the boards read on a store connection of their own.

use std::sync::Mutex;

use super::*;
use crate::hub::boards::{BoardAsked, Boards};
use kingdomino_core::games::GameKind;

/// One board request waits for another, slow, to finish reading: the hub stays free for the
/// rooms all the while, and a move is applied and kept.
#[test]
fn a_slow_leaderboard_read_leaves_the_hub_free_for_the_rooms() {
    let (folder, store) = fresh_store("reading");
    let hub = Arc::new(Mutex::new(hub(&store)));
    let boards = Arc::new(Mutex::new(Boards::new(RoomStore::open(&store).unwrap())));
    let code = RoomCode::parse("READ2345").unwrap();
    let (ann_at, _ann, _) = join(&mut lock(&hub), 1, &code, "Ann", None);
    let (bob_at, _bob, _) = join(&mut lock(&hub), 2, &code, "Bob", None);
    // A read under way: the boards are held.
    let reading = lock(&boards);
    let waiting = {
        let (hub, boards) = (Arc::clone(&hub), Arc::clone(&boards));
        std::thread::spawn(move || {
            let asked = BoardAsked {
                game: GameKind::Duel,
                own: None,
                provisional: true,
            };
            Boards::leaderboard_for(&hub, &boards, HERE, asked)
        })
    };
    std::thread::sleep(std::time::Duration::from_millis(200));
    {
        let mut hub = hub
            .try_lock()
            .expect("the hub is free while a board is read");
        act_once(&mut hub, [&ann_at, &bob_at]).unwrap();
        let version = hub.rooms[&code].version;
        let kept = hub.store.load(&code).unwrap().map(|(_, version)| version);
        assert_eq!(kept, Some(version), "the move is kept");
    }
    drop(reading);
    let board = waiting.join().unwrap().unwrap();
    assert!(board.rows.is_empty(), "nobody is rated yet: {board:?}");
    let _ = std::fs::remove_dir_all(&folder);
}
