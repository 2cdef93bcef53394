//! `loadtest`: rooms of two computer players against a server on this machine,
//! every client on one thread, each acting after a think time; reports how long the server took
//! to answer each action (from sending it to its echo), and whether the 99th percentile stays
//! within 100 ms. Loopback only, and bounded in rooms and time, so it cannot be aimed at
//! somebody else's server.

use std::net::ToSocketAddrs;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use tokio_tungstenite::tungstenite::Message;

use kingdomino_core::cli::{CommandError, output_lines};
use kingdomino_core::duel::RuleSet;
use kingdomino_core::online::protocol::{PLAY_PATH, decode_server, encode};
use kingdomino_core::online::{ClientMessage, RoomCode, ServerMessage};

mod boards;
mod player;
use boards::{BoardTally, MOST_BOARDS_PER_MINUTE};
pub use player::{Heard, LoadPlayer};

pub const MAX_ROOMS: u32 = 5_000;
pub const MAX_SECONDS: u64 = 600;

/// The answer time the server is held to, at the 99th percentile.
const TARGET: Duration = Duration::from_millis(100);

pub struct Options {
    /// The servers, HOST:PORT each (on this machine only): the players start on them in turn,
    /// and one coming back after a drop tries the next.
    pub servers: Vec<String>,
    pub rooms: u32,
    pub seconds: u64,
    /// How long each player waits before acting.
    pub think: Duration,
    /// The time each move may take in the rooms made (0: none), so the server's clocks run.
    pub move_seconds: u32,
    /// A player whose connection drops comes back to its seat (on the next server) and plays
    /// on, as the game does; without it a drop is a problem counted.
    pub come_back: bool,
    /// Leaderboards read a minute meanwhile (0: none), each naming a player, every other one
    /// with the provisional players.
    pub boards_per_minute: u32,
}

/// How a load test's player plays: its wait before each action, the rooms' clock, whether it
/// comes back after a drop.
#[derive(Clone, Copy)]
struct Pace {
    think: Duration,
    move_seconds: u32,
    come_back: bool,
}

/// A game played to its end: its room and game, and the totals this player saw.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Finished {
    room: u32,
    game: u32,
    totals: Vec<u32>,
}

/// What one client measured.
#[derive(Default)]
struct Tally {
    answers: Vec<Duration>,
    finished: Vec<Finished>,
    /// The games the time ran out on, and where this player stood in each.
    unfinished: Vec<(u32, u32, String)>,
    comebacks: u32,
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
    if options.boards_per_minute > MOST_BOARDS_PER_MINUTE {
        return Err(CommandError(format!(
            "--boards-per-minute must be at most {MOST_BOARDS_PER_MINUTE}"
        )));
    }
    if options.servers.is_empty() {
        return Err(CommandError("--server names no server".into()));
    }
    for server in &options.servers {
        let loopback = server
            .to_socket_addrs()
            .map_err(|error| CommandError(format!("--server {server}: {error}")))?
            .all(|address| address.ip().is_loopback());
        if !loopback {
            return Err(CommandError(format!(
                "--server {server}: a load test only runs against a server on this machine \
                 (127.0.0.1)"
            )));
        }
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|error| CommandError(format!("cannot start the runtime: {error}")))?;
    let (tallies, boards) = runtime.block_on(load(rules, &options));
    let mut lines = report(&options, tallies);
    if options.boards_per_minute > 0 {
        lines.push_str(&boards.report());
    }
    Ok(lines)
}

async fn load(rules: &RuleSet, options: &Options) -> (Vec<Tally>, BoardTally) {
    let until = Instant::now() + Duration::from_secs(options.seconds);
    let addresses: Vec<String> = (options.servers.iter())
        .map(|server| format!("ws://{server}{PLAY_PATH}"))
        .collect();
    // Each run's rooms are new, also on a server that kept an earlier run's.
    let run = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos() as u64);
    let local = tokio::task::LocalSet::new();
    let mut clients = Vec::new();
    let pace = Pace {
        think: options.think,
        move_seconds: options.move_seconds,
        come_back: options.come_back,
    };
    for room in 0..options.rooms {
        for player_number in 0..2 {
            let rules = rules.clone();
            // The two players of a room start on different servers when there are several.
            let first = (room as usize * 2 + player_number as usize) % addresses.len();
            let addresses: Vec<String> = addresses[first..]
                .iter()
                .chain(&addresses[..first])
                .cloned()
                .collect();
            clients.push(local.spawn_local(async move {
                let mut tally = Tally::default();
                // Each room's two players meet in the same series of rooms, one per game.
                let mut game = 0u32;
                while Instant::now() < until {
                    let code = load_room_code(run, room, game);
                    let mut player =
                        LoadPlayer::new(&rules, code, player_number, pace.move_seconds);
                    match play(&mut player, &addresses, pace, until, &mut tally).await {
                        Ok(Some(totals)) => tally.finished.push(Finished { room, game, totals }),
                        Ok(None) => tally.unfinished.push((room, game, player.standing())),
                        Err(problem) => {
                            tally.problems.push(problem);
                            tokio::time::sleep(Duration::from_millis(200)).await;
                            // A player who comes back tries the same room again, so the two
                            // players of a room stay together.
                            if pace.come_back {
                                continue;
                            }
                        }
                    }
                    game += 1;
                }
                tally
            }));
        }
    }
    let boards = (options.boards_per_minute > 0).then(|| {
        let reading = boards::read_boards(addresses[0].clone(), options.boards_per_minute, until);
        local.spawn_local(reading)
    });
    local
        .run_until(async {
            let mut tallies = Vec::new();
            for client in clients {
                tallies.push(client.await.unwrap_or_default());
            }
            let boards = match boards {
                Some(reading) => reading.await.unwrap_or_default(),
                None => BoardTally::default(),
            };
            (tallies, boards)
        })
        .await
}

/// The code of a load test's room: from the run, its number and game, the same for its two
/// players.
fn load_room_code(run: u64, room: u32, game: u32) -> RoomCode {
    let mut state = (u64::from(room) << 32 | u64::from(game)) ^ run;
    RoomCode::from_random(kingdomino_core::rng::splitmix64(&mut state).to_le_bytes())
}

/// One game in one room, this client playing the seat the server gives it (coming back to it
/// on the next server after a drop, when it does): its totals when it was played to its end
/// before the time was up.
async fn play(
    player: &mut LoadPlayer,
    addresses: &[String],
    pace: Pace,
    until: Instant,
    tally: &mut Tally,
) -> Result<Option<Vec<u32>>, String> {
    let mut tries = addresses.iter().cycle();
    loop {
        let address = tries.next().expect("at least one server");
        match play_on(player, address, pace, until, tally).await {
            Err(_) if pace.come_back && player.is_seated() && Instant::now() < until => {
                tally.comebacks += 1;
                tokio::time::sleep(COMEBACK_WAIT).await;
            }
            outcome => return outcome,
        }
    }
}

/// How long a player waits before coming back after a drop.
const COMEBACK_WAIT: Duration = Duration::from_millis(250);

/// The game on one connection, until it ends, the time is up or the connection drops.
async fn play_on(
    player: &mut LoadPlayer,
    address: &str,
    pace: Pace,
    until: Instant,
    tally: &mut Tally,
) -> Result<Option<Vec<u32>>, String> {
    let (mut socket, _) = tokio_tungstenite::connect_async(address)
        .await
        .map_err(|error| format!("cannot connect: {error}"))?;
    send(&mut socket, &player.hello()).await?;
    let mut sent_at: Option<Instant> = None;
    loop {
        // Past the time nobody acts, and what is on its way is still read: a game is finished
        // for both players or for neither.
        if sent_at.is_none()
            && Instant::now() < until
            && let Some(act) = player.decision()?
        {
            tokio::time::sleep(pace.think).await;
            if Instant::now() < until {
                send(&mut socket, &act).await?;
                sent_at = Some(Instant::now());
            }
        }
        let left = until.saturating_duration_since(Instant::now());
        let message = match tokio::time::timeout(left + pace.think, socket.next()).await {
            Err(_) => return Ok(None),
            Ok(None) => return Err("the server closed the connection".into()),
            Ok(Some(Err(error))) => return Err(format!("a broken message: {error}")),
            Ok(Some(Ok(Message::Text(text)))) => decode_server(&text)?,
            Ok(Some(Ok(_))) => continue,
        };
        let is_game = matches!(message, ServerMessage::Game { .. });
        match player.hear(message)? {
            Heard::Applied { own: true } => {
                if let Some(sent) = sent_at.take() {
                    tally.answers.push(sent.elapsed());
                }
            }
            Heard::Ended(totals) => {
                let _ = socket.close(None).await;
                return Ok(Some(totals));
            }
            Heard::Applied { own: false } | Heard::Nothing => {}
        }
        // The game shown whole (after a return): a decision on its way is decided again.
        if is_game {
            sent_at = None;
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
    let (games, unmatched) = matched_games(&tallies);
    let unfinished: Vec<&(u32, u32, String)> =
        tallies.iter().flat_map(|tally| &tally.unfinished).collect();
    let unmatched_count = unmatched.len();
    let comebacks: u32 = tallies.iter().map(|t| t.comebacks).sum();
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
    if options.come_back {
        lines.push(format!(
            "{comebacks} returns after a drop; {unmatched_count} games whose two players saw \
             other totals or only one saw the end"
        ));
        for (room, game, totals) in unmatched.iter().take(3) {
            lines.push(format!("  room {room} game {game}: totals seen {totals:?}"));
            for (_, _, standing) in (unfinished.iter())
                .filter(|(other_room, other_game, _)| (other_room, other_game) == (room, game))
            {
                lines.push(format!("    the other, when the time ran out: {standing}"));
            }
        }
    }
    if !problems.is_empty() {
        lines.push(format!("{} problems:", problems.len()));
        let mut kinds: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
        for problem in &problems {
            *kinds.entry(problem.as_str()).or_default() += 1;
        }
        let mut kinds: Vec<(&str, usize)> = kinds.into_iter().collect();
        kinds.sort_by_key(|(_, count)| std::cmp::Reverse(*count));
        for (problem, count) in kinds.iter().take(6) {
            lines.push(format!("  {count} × {problem}"));
        }
    }
    output_lines(lines)
}

/// How many games both players of a room saw to their end with the same totals, and the games
/// one saw end and the other did not, or saw end otherwise (room, game, the totals seen).
fn matched_games(tallies: &[Tally]) -> (u32, Vec<(u32, u32, Vec<Vec<u32>>)>) {
    let mut seen: std::collections::BTreeMap<(u32, u32), Vec<Vec<u32>>> =
        std::collections::BTreeMap::new();
    for finished in tallies.iter().flat_map(|tally| &tally.finished) {
        (seen.entry((finished.room, finished.game)).or_default()).push(finished.totals.clone());
    }
    let both = |totals: &Vec<Vec<u32>>| totals.len() == 2 && totals[0] == totals[1];
    let matched = seen.values().filter(|totals| both(totals)).count() as u32;
    let unmatched = (seen.into_iter())
        .filter(|(_, totals)| !both(totals))
        .map(|((room, game), totals)| (room, game, totals))
        .collect();
    (matched, unmatched)
}
