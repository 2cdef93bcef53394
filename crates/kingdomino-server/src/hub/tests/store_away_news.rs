//! Servers sharing a Redis that paused: the moves one server made meanwhile reach the other
//! server's players once the room is kept again, the game shown whole.

use std::time::{Duration, Instant};

use super::*;
use crate::local_redis::LocalRedis;
use crate::redis_store::NEWS_CHANNEL;

#[test]
fn moves_made_while_the_store_was_away_reach_the_other_server_s_players() {
    let redis = LocalRedis::start().unwrap();
    let store = StoreAddress::Redis(redis.url.clone());
    let (mut first, mut second) = (hub(&store), hub(&store));
    let code = RoomCode::parse("PSDN2345").unwrap();
    let (ann, _ann_mail, _) = join(&mut first, 1, &code, "Ann", None);
    let (bob_first, _, bob_messages) = join(&mut first, 2, &code, "Bob", None);
    let (_, mut bob, _) = join(&mut second, 3, &code, "Bob", Some(token_in(&bob_messages)));
    drain(&mut bob);
    let mut listener = redis::Client::open(redis.url.as_str())
        .unwrap()
        .get_connection()
        .unwrap();
    let mut news = listener.as_pubsub();
    news.subscribe(NEWS_CHANNEL).unwrap();
    news.set_read_timeout(Some(Duration::from_millis(300)))
        .unwrap();

    // Two moves while Redis sleeps: the first one's write lands when it wakes, the second one
    // is never sent (the breaker is open).
    redis.pause();
    act_once(&mut first, [&ann, &bob_first]).unwrap();
    act_once(&mut first, [&ann, &bob_first]).unwrap();
    let played = first.rooms[&code].room.table().actions_played();
    redis.resume();
    let deadline = Instant::now() + Duration::from_secs(15);
    while first.rooms[&code].waits_for_store {
        assert!(Instant::now() < deadline, "never kept again");
        std::thread::sleep(Duration::from_millis(50));
        first.keep_waiting_rooms();
    }
    // The second server hears what was published, in order.
    while let Ok(message) = news.get_message() {
        let text: String = message.get_payload().unwrap();
        second.hear(serde_json::from_str(&text).unwrap());
    }
    let told = drain(&mut bob).0;
    let shown = told.iter().rev().find_map(|message| match message {
        ServerMessage::Game { game } => Some(duel_record(game).actions.len()),
        _ => None,
    });
    assert_eq!(shown, Some(played), "{told:?}");
}
