//! The shared queue of players waiting for anyone is hostile until checked: entries another
//! server (or anyone with the store) put there without a time, with a rating or a player that
//! is not one, or not JSON at all, are dropped; the players who really wait are paired, and
//! the store is never taken for broken.

use super::*;
use crate::local_redis::LocalRedis;
use crate::redis_store::SEEKERS_KEY;

/// Entries of every wrong shape, all asking for a Duel, the game the test's players seek.
fn hostile_entries() -> Vec<String> {
    let group = serde_json::to_string(&GameSetup::Duel).unwrap();
    let entry = |fields: &str| {
        format!(
            r#"{{"server":1,"connection":9,"name":"Eve","allow_hints":false,"group":{group:?}{fields}}}"#
        )
    };
    let until = "\"until\":99999999999";
    vec![
        "not json".into(),
        "[1, 2]".into(),
        entry(""),
        entry(",\"until\":\"soon\""),
        entry(&format!(",{until},\"rating\":\"high\"")),
        entry(&format!(",{until},\"since\":\"long ago\"")),
        entry(&format!(",{until},\"player\":\"zz\"")),
        entry(&format!(",{until},\"player\":7")),
        entry(&format!(",{until},\"player\":\"{}\"", "g".repeat(64))),
        // Of the shape the queue's script reads, but no seeker's: no connection, no name.
        format!(r#"{{"server":1,"group":{group:?},{until}}}"#),
    ]
}

#[test]
fn hostile_entries_in_the_shared_queue_are_dropped_and_real_players_are_paired() {
    let redis = LocalRedis::start().unwrap();
    let store = StoreAddress::Redis(redis.url.clone());
    let (mut first, mut second) = (hub(&store), hub(&store));
    let client = redis::Client::open(redis.url.clone()).unwrap();
    let mut connection = client.get_connection().unwrap();
    for entry in hostile_entries() {
        redis::cmd("RPUSH")
            .arg(SEEKERS_KEY)
            .arg(entry)
            .query::<i64>(&mut connection)
            .unwrap();
    }
    let ann = Identity::fresh("Ann").unwrap();
    let (ann_line, ann_box) = line();
    assert_eq!(
        first.seek(1, HERE, ann_line, seek(Some(&ann), "Ann")),
        Ok(None),
        "Ann waits: no hostile entry is a partner"
    );
    let queued: Vec<String> = redis::cmd("LRANGE")
        .arg(SEEKERS_KEY)
        .arg(0)
        .arg(-1)
        .query(&mut connection)
        .unwrap();
    assert_eq!(queued.len(), 1, "only Ann's entry is left: {queued:?}");
    let bob = Identity::fresh("Bob").unwrap();
    let (bob_line, _bob_box) = line();
    let bob_at = second.seek(2, HERE, bob_line, seek(Some(&bob), "Bob"));
    let Ok(Some(bob_at)) = bob_at else {
        panic!("Bob is paired at once: {bob_at:?}");
    };
    let room = &second.rooms[&bob_at.room].room;
    assert_eq!(room.seat_holders(), 2, "Ann and Bob, no stranger");
    drop((first, ann_box));
}
