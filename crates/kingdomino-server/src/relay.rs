//! The other servers' news, heard through the shared store (Redis publish/subscribe) so any
//! server serves any player: a thread of its own waits on the subscription (the store's client
//! blocks) and hands each piece of news to the hub. After a break in the subscription the hub
//! reads its rooms again, since news may have been missed meanwhile: once subscribed again, so
//! that news published while the rooms are read is heard too.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::mpsc::{Receiver, Sender};

use super::hub::{self, Hub, News};
use super::log;
use super::redis_store::NEWS_CHANNEL;

/// News waiting for the hub; the thread waits when it is full (the store keeps the rest).
pub const QUEUED: usize = 4_096;

/// How long the subscription may stay silent before it is opened again (and the rooms read).
const SILENT_FOR: Duration = Duration::from_secs(60);

/// What the subscription heard.
pub enum Heard {
    News(Box<News>),
    /// The subscription was opened again: news may have been missed.
    Reopened,
}

/// Subscribes to the servers' news at `url`, for as long as the server runs.
pub fn listen(url: String, heard: Sender<Heard>) {
    std::thread::spawn(move || {
        let Ok(client) = redis::Client::open(url) else {
            return;
        };
        let mut reopened = false;
        loop {
            let subscribed = subscribe(&client, &heard, reopened);
            reopened = true;
            if let Err(error) = subscribed {
                log::say(&format!(
                    "the other servers' news: {error}; listening again"
                ));
                std::thread::sleep(Duration::from_secs(1));
            }
            if heard.is_closed() {
                return;
            }
        }
    });
}

/// Listens until the subscription breaks or stays silent too long; a subscription `reopened`
/// says so once it is in place, for the hub to catch up on what it may have missed.
fn subscribe(
    client: &redis::Client,
    heard: &Sender<Heard>,
    reopened: bool,
) -> redis::RedisResult<()> {
    let mut connection = client.get_connection_with_timeout(Duration::from_secs(2))?;
    let mut subscription = connection.as_pubsub();
    subscription.set_read_timeout(Some(SILENT_FOR))?;
    subscription.subscribe(NEWS_CHANNEL)?;
    if reopened && heard.blocking_send(Heard::Reopened).is_err() {
        return Ok(());
    }
    loop {
        let message = subscription.get_message()?;
        let Ok(text) = message.get_payload::<String>() else {
            continue;
        };
        match serde_json::from_str::<News>(&text) {
            Ok(news) => {
                if heard.blocking_send(Heard::News(Box::new(news))).is_err() {
                    return Ok(());
                }
            }
            Err(error) => log::say(&format!(
                "news that is not a room's: {}",
                log::quoted(&error.to_string())
            )),
        }
    }
}

/// Hands what was heard to the hub.
pub async fn pass_on(hub: Arc<Mutex<Hub>>, mut heard: Receiver<Heard>) {
    while let Some(heard) = heard.recv().await {
        hub::guarded(&hub, "hearing the other servers' news", |hub| match heard {
            Heard::News(news) => hub.hear(*news),
            Heard::Reopened => hub.catch_up(),
        });
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use super::*;
    use crate::local_redis::LocalRedis;
    use kingdomino_core::online::RoomCode;

    fn next(heard: &mut Receiver<Heard>) -> Heard {
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            match heard.try_recv() {
                Ok(said) => return said,
                Err(_) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(1)),
                Err(_) => panic!("nothing heard in 5 s"),
            }
        }
    }

    /// The subscription is cut again and again; each time, news published as soon as the hub
    /// hears of the break is heard too (the hub's catching up cannot miss it).
    #[test]
    fn news_published_as_the_subscription_comes_back_is_heard() {
        let redis = LocalRedis::start().unwrap();
        let (sender, mut heard) = tokio::sync::mpsc::channel(QUEUED);
        listen(redis.url.clone(), sender);
        let client = redis::Client::open(redis.url.clone()).unwrap();
        let mut connection = client.get_connection().unwrap();
        // The first subscription, before any is cut.
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            let (_, subscribers): (String, u64) = redis::cmd("PUBSUB")
                .arg("NUMSUB")
                .arg(NEWS_CHANNEL)
                .query(&mut connection)
                .unwrap();
            if subscribers == 1 {
                break;
            }
            assert!(Instant::now() < deadline, "never subscribed");
            std::thread::sleep(Duration::from_millis(5));
        }
        for version in 1..=10 {
            let cut: u64 = redis::cmd("CLIENT")
                .arg("KILL")
                .arg("TYPE")
                .arg("pubsub")
                .query(&mut connection)
                .unwrap();
            assert_eq!(cut, 1, "one subscription to cut");
            assert!(
                matches!(next(&mut heard), Heard::Reopened),
                "round {version}"
            );
            let news = News {
                server: 1,
                room: RoomCode::parse("NEWS2345").unwrap(),
                version,
                told: Vec::new(),
                paired: None,
            };
            let published: u64 = redis::cmd("PUBLISH")
                .arg(NEWS_CHANNEL)
                .arg(serde_json::to_string(&news).unwrap())
                .query(&mut connection)
                .unwrap();
            assert_eq!(
                published, 1,
                "round {version}: nobody subscribed to hear it"
            );
            match next(&mut heard) {
                Heard::News(heard) => assert_eq!(heard.version, version),
                Heard::Reopened => panic!("round {version}: reopened twice"),
            }
        }
    }
}
