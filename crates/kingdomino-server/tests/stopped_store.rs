//! A store that stops answering (Redis paused, as a hung machine is) stalls nothing: during the
//! pause `/metrics` and a WebSocket's ping are answered at once, a game being played goes on to
//! its end with both players told its moves are not yet kept, and the store has the finished
//! game once it answers again.

#[allow(dead_code)]
mod common;

use std::net::TcpStream;
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use common::{Running, send_text, upgrade};
use kingdomino_core::duel::RuleSet;
use kingdomino_core::games::EachGame;
use kingdomino_core::online::protocol::{decode_server, encode};
use kingdomino_core::online::{Room, RoomCode, ServerMessage, StoredRoom};
use kingdomino_core::original::OriginalRules;
use kingdomino_server::loadtest::{Heard, LoadPlayer};
use kingdomino_server::local_redis::LocalRedis;
use tokio_tungstenite::tungstenite::{self, Message};

/// The longest `/metrics` or a ping may take while the store is away.
const AT_ONCE: Duration = Duration::from_millis(100);
/// How long the store stays away mid-game: the 20 s a server must ride out (issue 58).
const PAUSE: Duration = Duration::from_secs(20);

/// A player of the room to its end: the totals it saw, and whether it was told the moves were
/// not yet kept.
fn play(address: &str, room: &RoomCode, number: u32) -> (Vec<u32>, bool) {
    let (mut socket, _) = tungstenite::connect(format!("ws://{address}/play")).unwrap();
    let mut player = LoadPlayer::new(&RuleSet::builtin(), room.clone(), number, 0);
    socket
        .send(Message::Text(encode(&player.hello()).into()))
        .unwrap();
    let mut told_away = false;
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        assert!(Instant::now() < deadline, "the game did not end");
        if let Some(act) = player.decision().unwrap() {
            thread::sleep(Duration::from_millis(40));
            socket.send(Message::Text(encode(&act).into())).unwrap();
        }
        let Message::Text(text) = socket.read().expect("never dropped") else {
            continue;
        };
        let message = decode_server(&text).unwrap();
        told_away |= message == ServerMessage::StoreAway { away: true };
        if let Heard::Ended(totals) = player.hear(message).unwrap() {
            return (totals, told_away);
        }
    }
}

/// How long a ping on this idle seat takes to be answered.
fn ping(seat: &mut TcpStream) -> Duration {
    use std::io::{Read, Write};
    let started = Instant::now();
    seat.write_all(&[0x89, 0x80, 0, 0, 0, 0]).unwrap();
    seat.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    loop {
        let mut head = [0; 2];
        seat.read_exact(&mut head).unwrap();
        let mut payload = vec![0; usize::from(head[1] & 0x7f)];
        seat.read_exact(&mut payload).unwrap();
        if head[0] & 0x0f == 0xa {
            return started.elapsed();
        }
    }
}

fn stored(url: &str, room: &RoomCode) -> StoredRoom {
    let mut redis = redis::Client::open(url).unwrap().get_connection().unwrap();
    let text: String = redis::cmd("HGET")
        .arg(format!("kingdomino-duel:room:{}", room.as_str()))
        .arg("room")
        .query(&mut redis)
        .unwrap();
    serde_json::from_str(&text).unwrap()
}

#[test]
fn a_paused_store_stalls_neither_metrics_nor_pings_and_the_game_goes_on_to_be_kept() {
    let redis = LocalRedis::start().unwrap();
    let server = Running::start_on(&redis.url, &["--joins-per-minute", "0"]);

    // A seat waiting for its second player, pinged during the pause.
    let mut waiting = server.connect();
    upgrade(&mut waiting);
    let waiting_room = RoomCode::parse("WATNG234").unwrap();
    let hello = LoadPlayer::new(&RuleSet::builtin(), waiting_room, 9, 0).hello();
    send_text(&mut waiting, &encode(&hello));
    thread::sleep(Duration::from_millis(300));

    let room = RoomCode::parse("PAWS2345").unwrap();
    let players: Vec<_> = (0..2)
        .map(|number| {
            let (address, room) = (server.address.clone(), room.clone());
            thread::spawn(move || play(&address, &room, number))
        })
        .collect();
    thread::sleep(Duration::from_secs(1));
    redis.pause();
    let paused = Instant::now();
    let (mut slowest_metrics, mut slowest_ping) = (Duration::ZERO, Duration::ZERO);
    while paused.elapsed() < PAUSE {
        let started = Instant::now();
        server.metrics();
        slowest_metrics = slowest_metrics.max(started.elapsed());
        slowest_ping = slowest_ping.max(ping(&mut waiting));
        thread::sleep(Duration::from_millis(200));
    }
    let ended_in_the_pause = players.iter().all(|player| player.is_finished());
    redis.resume();
    let seen: Vec<(Vec<u32>, bool)> = players
        .into_iter()
        .map(|player| player.join().unwrap())
        .collect();
    assert!(
        slowest_metrics < AT_ONCE,
        "/metrics took {slowest_metrics:?}"
    );
    assert!(slowest_ping < AT_ONCE, "a ping took {slowest_ping:?}");
    assert!(
        ended_in_the_pause,
        "the game went on while the store was away"
    );
    assert_eq!(seen[0].0, seen[1].0, "both saw the same end");
    assert!(seen.iter().all(|(_, told)| *told), "both were told");

    // The store answers again: the finished game is kept.
    let rules = EachGame {
        duel: Arc::new(RuleSet::builtin()),
        original: Arc::new(OriginalRules::builtin()),
    };
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let kept = Room::from_stored(&rules, stored(&redis.url, &room)).unwrap();
        if kept.is_over() {
            break;
        }
        assert!(Instant::now() < deadline, "the game was never kept");
        thread::sleep(Duration::from_millis(200));
    }
}
