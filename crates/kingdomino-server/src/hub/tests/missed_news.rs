//! News missed between servers: a player following the room on another server is shown the
//! game whole, and its end with the secret when it ended meanwhile.

use super::*;

#[test]
fn a_game_that_ended_in_news_missed_is_shown_with_its_end() {
    let (folder, store) = fresh_store("missed-end");
    let (mut first, mut second) = (hub(&store), hub(&store));
    let code = RoomCode::parse("MSND2345").unwrap();
    let (ann, _ann_mail, _) = join(&mut first, 1, &code, "Ann", None);
    let (bob_first, _, bob_messages) = join(&mut first, 2, &code, "Bob", None);
    let (_, mut bob, _) = join(&mut second, 3, &code, "Bob", Some(token_in(&bob_messages)));
    drain(&mut bob);
    // The first plays the game to its end; the second hears none of it until the last news.
    while !first.rooms[&code].room.is_over() {
        act_once(&mut first, [&ann, &bob_first]).unwrap();
    }
    let version = first.rooms[&code].version;
    let shown = shown_whole(&mut second, first.id, &code, version, &mut bob);
    assert!(
        shown
            .iter()
            .any(|m| matches!(m, ServerMessage::Ended { .. })),
        "{shown:?}"
    );
    let _ = std::fs::remove_dir_all(&folder);
}
