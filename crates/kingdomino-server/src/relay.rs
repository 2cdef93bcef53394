//! The other servers' news, heard through the shared store (Redis publish/subscribe) so any
//! server serves any player: a thread of its own waits on the subscription (the store's client
//! blocks) and hands each piece of news to the hub. After a break in the subscription the hub
//! reads its rooms again, since news may have been missed meanwhile.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::mpsc::{Receiver, Sender};

use super::hub::{Hub, News, lock};
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
        let mut first = true;
        loop {
            if !first && heard.blocking_send(Heard::Reopened).is_err() {
                return;
            }
            first = false;
            if let Err(error) = subscribe(&client, &heard) {
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

/// Listens until the subscription breaks or stays silent too long.
fn subscribe(client: &redis::Client, heard: &Sender<Heard>) -> redis::RedisResult<()> {
    let mut connection = client.get_connection_with_timeout(Duration::from_secs(2))?;
    let mut subscription = connection.as_pubsub();
    subscription.set_read_timeout(Some(SILENT_FOR))?;
    subscription.subscribe(NEWS_CHANNEL)?;
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
        let mut hub = lock(&hub);
        match heard {
            Heard::News(news) => hub.hear(*news),
            Heard::Reopened => hub.catch_up(),
        }
    }
}
