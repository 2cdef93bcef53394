//! A seat's token is its player's key to the seat: it goes to that player alone, never on the
//! channel the servers share their news on.

use super::*;
use crate::local_redis::LocalRedis;
use crate::redis_store::NEWS_CHANNEL;

#[test]
fn a_rematch_s_news_carries_no_seat_token() {
    let redis = LocalRedis::start().unwrap();
    let store = StoreAddress::Redis(redis.url.clone());
    let mut hub = hub(&store);
    let client = redis::Client::open(redis.url.clone()).unwrap();
    let mut listening = client.get_connection().unwrap();
    let mut news = listening.as_pubsub();
    news.subscribe(NEWS_CHANNEL).unwrap();
    news.set_read_timeout(Some(std::time::Duration::from_millis(200)))
        .unwrap();
    let code = RoomCode::parse("TKNS2345").unwrap();
    let (ann, _ann_mail, ann_told) = join(&mut hub, 1, &code, "Ann", None);
    let (bob, _bob_mail, bob_told) = join(&mut hub, 2, &code, "Bob", None);
    while !hub.rooms[&code].room.is_over() {
        act_once(&mut hub, [&ann, &bob]).unwrap();
    }
    hub.act(&code, 1, ClientMessage::Rematch).unwrap();
    hub.act(&code, 2, ClientMessage::Rematch).unwrap();
    let tokens = [token_in(&ann_told), token_in(&bob_told)];
    let mut heard = 0;
    while let Ok(message) = news.get_message() {
        let text: String = message.get_payload().unwrap();
        for token in &tokens {
            assert!(!text.contains(&token.0), "a token in the news: {text}");
        }
        heard += 1;
    }
    assert!(heard > 2, "the game's news was heard");
}
