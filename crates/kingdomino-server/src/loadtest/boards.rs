//! A load test's leaderboard readers: as many requests a minute as asked, at a steady pace,
//! each on a connection of its own and naming a player, every other one with the provisional
//! players too; how long each took to be answered.

use std::time::{Duration, Instant};

use futures_util::StreamExt;
use tokio_tungstenite::tungstenite::Message;

use super::send;
use kingdomino_core::cli::output_lines;
use kingdomino_core::games::GameKind;
use kingdomino_core::online::identity::PlayerId;
use kingdomino_core::online::protocol::{PROTOCOL_VERSION, decode_server};
use kingdomino_core::online::{ClientMessage, ServerMessage};
use kingdomino_core::rng::splitmix64;

/// The most leaderboard requests a minute a load test makes.
pub const MOST_BOARDS_PER_MINUTE: u32 = 60_000;

/// What the readers measured.
#[derive(Default)]
pub struct BoardTally {
    pub answers: Vec<Duration>,
    pub refusals: Vec<String>,
}

impl BoardTally {
    /// The readers' lines of the report: how many boards were answered, how fast, and why
    /// any were refused.
    pub fn report(mut self) -> String {
        self.answers.sort();
        let at = |share: f64| {
            let last = self.answers.len().saturating_sub(1);
            let index = ((self.answers.len() as f64 * share) as usize).min(last);
            self.answers
                .get(index)
                .map_or(0.0, |took| took.as_secs_f64() * 1000.0)
        };
        let mut lines = vec![format!(
            "leaderboards: {} answered (median {:.1} ms, 99th percentile {:.1} ms), {} refused",
            self.answers.len(),
            at(0.5),
            at(0.99),
            self.refusals.len()
        )];
        lines.extend(
            self.refusals
                .first()
                .map(|why| format!("  first refusal: {why}")),
        );
        output_lines(lines)
    }
}

/// Reads `per_minute` leaderboards a minute from the server at `address` until `until`.
pub async fn read_boards(address: String, per_minute: u32, until: Instant) -> BoardTally {
    let every = Duration::from_secs(60) / per_minute.max(1);
    let mut readers = Vec::new();
    let mut state = 0x5eed_u64;
    let mut asked = 0u32;
    while Instant::now() < until {
        let player = random_player(&mut state);
        let provisional = asked % 2 == 1;
        let address = address.clone();
        readers.push(tokio::task::spawn_local(async move {
            read_one(&address, player, provisional).await
        }));
        asked += 1;
        tokio::time::sleep(every).await;
    }
    let mut tally = BoardTally::default();
    for reader in readers {
        match reader.await {
            Ok(Ok(took)) => tally.answers.push(took),
            Ok(Err(why)) => tally.refusals.push(why),
            Err(error) => tally.refusals.push(error.to_string()),
        }
    }
    tally
}

/// A made-up player's id (64 hexadecimal digits): their own line is looked for each time.
fn random_player(state: &mut u64) -> PlayerId {
    let hex: String = (0..4)
        .map(|_| format!("{:016x}", splitmix64(state)))
        .collect();
    PlayerId::parse(&hex).expect("64 hexadecimal digits")
}

/// One leaderboard, asked on a connection of its own: how long its answer took.
async fn read_one(address: &str, player: PlayerId, provisional: bool) -> Result<Duration, String> {
    let started = Instant::now();
    let (mut socket, _) = tokio_tungstenite::connect_async(address)
        .await
        .map_err(|error| format!("cannot connect: {error}"))?;
    let asked = ClientMessage::Leaderboard {
        version: PROTOCOL_VERSION,
        game: GameKind::Duel,
        player: Some(player),
        provisional,
    };
    send(&mut socket, &asked).await?;
    loop {
        match socket.next().await {
            Some(Ok(Message::Text(text))) => match decode_server(&text)? {
                ServerMessage::Leaderboard { .. } => return Ok(started.elapsed()),
                ServerMessage::Closing { reason, .. } => return Err(reason),
                _ => {}
            },
            Some(Ok(_)) => {}
            Some(Err(error)) => return Err(format!("a broken message: {error}")),
            None => return Err("the server closed the connection".into()),
        }
    }
}
