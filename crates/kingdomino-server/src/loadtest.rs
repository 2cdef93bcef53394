//! `loadtest`: rooms of two computer players against a server on this machine,
//! every client on one thread, each acting after a think time; reports how long the server took
//! to answer each action (from sending it to its echo), and whether the 99th percentile stays
//! within 100 ms. Loopback only, and bounded in rooms and time, so it cannot be aimed at
//! somebody else's server.

use std::net::ToSocketAddrs;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use tokio_tungstenite::tungstenite::Message;

use kingdomino_core::ai::Level;
use kingdomino_core::cli::{CommandError, output_lines};
use kingdomino_core::duel::{Duel, GameState, RuleSet, SeatNumber};
use kingdomino_core::games::{ForGame, GameSetup};
use kingdomino_core::online::protocol::{PLAY_PATH, PROTOCOL_VERSION, decode_server, encode};
use kingdomino_core::online::{ClientMessage, Played, RoomAction, RoomCode, ServerMessage};

pub const MAX_ROOMS: u32 = 5_000;
pub const MAX_SECONDS: u64 = 600;

/// The answer time the server is held to, at the 99th percentile.
const TARGET: Duration = Duration::from_millis(100);

pub struct Options {
    pub server: String,
    pub rooms: u32,
    pub seconds: u64,
    /// How long each player waits before acting.
    pub think: Duration,
    /// The time each move may take in the rooms made (0: none), so the server's clocks run.
    pub move_seconds: u32,
}

/// How a load test's player plays: its wait before each action, the rooms' clock.
#[derive(Clone, Copy)]
struct Pace {
    think: Duration,
    move_seconds: u32,
}

/// What one client measured.
#[derive(Default)]
struct Tally {
    answers: Vec<Duration>,
    games: u32,
    problems: Vec<String>,
}

pub fn run(rules: &RuleSet, options: Options) -> Result<String, CommandError> {
    if options.rooms == 0 || options.rooms > MAX_ROOMS {
        return Err(CommandError(format!(
            "--rooms must be from 1 to {MAX_ROOMS}"
        )));
    }
    if options.seconds == 0 || options.seconds > MAX_SECONDS {
        return Err(CommandError(format!(
            "--seconds must be from 1 to {MAX_SECONDS}"
        )));
    }
    let loopback = options
        .server
        .to_socket_addrs()
        .map_err(|error| CommandError(format!("--server {}: {error}", options.server)))?
        .all(|address| address.ip().is_loopback());
    if !loopback {
        return Err(CommandError(format!(
            "--server {}: a load test only runs against a server on this machine (127.0.0.1)",
            options.server
        )));
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|error| CommandError(format!("cannot start the runtime: {error}")))?;
    let tallies = runtime.block_on(load(rules, &options));
    Ok(report(&options, tallies))
}

async fn load(rules: &RuleSet, options: &Options) -> Vec<Tally> {
    let until = Instant::now() + Duration::from_secs(options.seconds);
    let address = format!("ws://{}{PLAY_PATH}", options.server);
    // Each run's rooms are new, also on a server that kept an earlier run's.
    let run = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos() as u64);
    let local = tokio::task::LocalSet::new();
    let mut clients = Vec::new();
    for room in 0..options.rooms {
        for player_number in 0..2 {
            let rules = rules.clone();
            let address = address.clone();
            let pace = Pace {
                think: options.think,
                move_seconds: options.move_seconds,
            };
            clients.push(local.spawn_local(async move {
                let mut tally = Tally::default();
                // Each room's two players meet in the same series of rooms, one per game.
                let mut game = 0u32;
                while Instant::now() < until {
                    let code = load_room_code(run, room, game);
                    match play(
                        &rules,
                        &address,
                        code,
                        player_number,
                        pace,
                        until,
                        &mut tally,
                    )
                    .await
                    {
                        Ok(finished) => tally.games += u32::from(finished),
                        Err(problem) => {
                            tally.problems.push(problem);
                            tokio::time::sleep(Duration::from_millis(200)).await;
                        }
                    }
                    game += 1;
                }
                tally
            }));
        }
    }
    local
        .run_until(async {
            let mut tallies = Vec::new();
            for client in clients {
                tallies.push(client.await.unwrap_or_default());
            }
            tallies
        })
        .await
}

/// The code of a load test's room: from the run, its number and game, the same for its two
/// players.
fn load_room_code(run: u64, room: u32, game: u32) -> RoomCode {
    let mut state = (u64::from(room) << 32 | u64::from(game)) ^ run;
    RoomCode::from_random(kingdomino_core::rng::splitmix64(&mut state).to_le_bytes())
}

/// One game in one room, this client playing the seat the server gives it: whether it was
/// played to its end before the time was up.
async fn play(
    rules: &RuleSet,
    address: &str,
    code: RoomCode,
    player_number: u32,
    pace: Pace,
    until: Instant,
    tally: &mut Tally,
) -> Result<bool, String> {
    let think = pace.think;
    let (mut socket, _) = tokio_tungstenite::connect_async(address)
        .await
        .map_err(|error| format!("cannot connect: {error}"))?;
    let hello = ClientMessage::Hello {
        version: PROTOCOL_VERSION,
        rules_id: rules.id().to_string(),
        name: format!("Load {player_number}"),
        room: Some(code),
        create: true,
        token: None,
        allow_hints: false,
        allow_watchers: true,
        move_seconds: pace.move_seconds,
        game: GameSetup::Duel,
        computers: Vec::new(),
    };
    send(&mut socket, &hello).await?;
    let mut player = Level::Easy.player::<Duel>(u64::from(player_number));
    let mut seat = None;
    let mut state: Option<GameState> = None;
    let mut index = 0u32;
    let mut sent_at: Option<Instant> = None;
    loop {
        if let (Some(seat), Some(game)) = (seat, &state)
            && sent_at.is_none()
            && game.to_act() == Some(seat)
        {
            tokio::time::sleep(think).await;
            let action = player
                .choose(rules, game)
                .ok_or("no decision in a game that goes on")?;
            let action = RoomAction::Duel(action);
            send(&mut socket, &ClientMessage::Act { index, action }).await?;
            sent_at = Some(Instant::now());
        }
        let left = until.saturating_duration_since(Instant::now());
        let message = match tokio::time::timeout(left + think, socket.next()).await {
            Err(_) => return Ok(false),
            Ok(None) => return Err("the server closed the connection".into()),
            Ok(Some(Err(error))) => return Err(format!("a broken message: {error}")),
            Ok(Some(Ok(Message::Text(text)))) => decode_server(&text)?,
            Ok(Some(Ok(_))) => continue,
        };
        match message {
            ServerMessage::Welcome { seat: given, .. } => seat = SeatNumber::try_from(given).ok(),
            ServerMessage::Game { game } => {
                let ForGame::Duel(record) = game.record else {
                    return Err("the original game in a Duel's room".into());
                };
                index = record.actions.len() as u32;
                state = Some(record.replay(rules).map_err(|error| error.to_string())?);
            }
            ServerMessage::Applied {
                seat: by, played, ..
            } => {
                let ForGame::Duel(Played { action, dealt }) = played else {
                    return Err("the original game in a Duel's room".into());
                };
                let game = state.as_mut().ok_or("an action before the game")?;
                game.apply_unreported(rules, action)
                    .map_err(|error| format!("the server applied an illegal action: {error}"))?;
                if let Some(faces) = dealt {
                    game.give_roll(rules, faces)
                        .map_err(|error| error.to_string())?;
                }
                index += 1;
                if SeatNumber::try_from(by).ok() == seat
                    && let Some(sent) = sent_at.take()
                {
                    tally.answers.push(sent.elapsed());
                }
            }
            ServerMessage::Ended { .. } => {
                let _ = socket.close(None).await;
                return Ok(true);
            }
            ServerMessage::Presence { .. }
            | ServerMessage::StandIn { .. }
            | ServerMessage::TimeRanOut { .. }
            | ServerMessage::Watching { .. }
            | ServerMessage::Seeking
            | ServerMessage::RematchAsked { .. }
            | ServerMessage::Glanced { .. }
            | ServerMessage::Watchers { .. } => {}
            ServerMessage::Refused { reason } | ServerMessage::Closing { reason, .. } => {
                return Err(reason);
            }
        }
    }
}

async fn send<S>(socket: &mut S, message: &ClientMessage) -> Result<(), String>
where
    S: SinkExt<Message> + Unpin,
    S::Error: std::fmt::Display,
{
    socket
        .send(Message::Text(encode(message).into()))
        .await
        .map_err(|error| format!("cannot send: {error}"))
}

fn report(options: &Options, tallies: Vec<Tally>) -> String {
    let mut answers: Vec<Duration> = tallies.iter().flat_map(|t| t.answers.clone()).collect();
    answers.sort();
    let games: u32 = tallies.iter().map(|t| t.games).sum::<u32>() / 2;
    let problems: Vec<&String> = tallies.iter().flat_map(|t| &t.problems).collect();
    let at = |share: f64| {
        answers
            .get(((answers.len() as f64 * share) as usize).min(answers.len().saturating_sub(1)))
            .copied()
            .unwrap_or_default()
    };
    let ms = |duration: Duration| duration.as_secs_f64() * 1000.0;
    let p99 = at(0.99);
    let mut lines = vec![
        format!(
            "rooms {} for {} s, think {} ms: {} actions answered ({:.0} a second), {games} games finished",
            options.rooms,
            options.seconds,
            options.think.as_millis(),
            answers.len(),
            answers.len() as f64 / options.seconds as f64,
        ),
        format!(
            "answer time: median {:.1} ms, 99th percentile {:.1} ms, longest {:.1} ms",
            ms(at(0.5)),
            ms(p99),
            ms(answers.last().copied().unwrap_or_default())
        ),
        format!(
            "{} within {} ms at the 99th percentile",
            if p99 <= TARGET && !answers.is_empty() {
                "held:"
            } else {
                "NOT held:"
            },
            TARGET.as_millis()
        ),
    ];
    if !problems.is_empty() {
        lines.push(format!(
            "{} problems, the first: {}",
            problems.len(),
            problems[0]
        ));
    }
    output_lines(lines)
}
