//! The server's command line: `serve` (the flags of `kingdomino-server` and of
//! `kingdomino-duel serve`) and `loadtest`, and where the rooms are kept by default.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use ipnet::IpNet;

use kingdomino_core::cli::{CommandError, RulesArg, load_rules};
use kingdomino_core::duel::Duel;
use kingdomino_core::games::EachGame;
use kingdomino_core::online::check_move_seconds;
use kingdomino_core::online::protocol::AWAY_GRACE_SECONDS;
use kingdomino_core::original::Original;
use kingdomino_core::player_files::data_store::DataStore;

use crate::hub::HubOptions;
use crate::limits::{QUICK_MATCH_SECONDS, SILENCE_SECONDS};
use crate::proxies::{TrustedProxies, parse_network};
use crate::store::StoreAddress;
use crate::{ServeOptions, loadtest};

#[derive(clap::Args, Debug)]
pub struct ServeArgs {
    /// The address to listen on (0.0.0.0 for every network).
    #[arg(long, default_value = "127.0.0.1")]
    bind: String,
    /// The port to listen on (0: any free one, printed).
    #[arg(long, default_value_t = 7800)]
    port: u16,
    /// Where the rooms are kept: a SQLite file (default: in the data folder), or a Redis that
    /// several servers share (`redis://HOST:PORT`).
    #[arg(long, value_name = "PATH|redis://HOST:PORT")]
    store: Option<String>,
    /// Also serve the web build in this folder (web/build.sh's output) at `/`.
    #[arg(long, value_name = "DIR")]
    web: Option<PathBuf>,
    /// Room joins allowed a minute from one address (0: no limit, for `loadtest`).
    #[arg(long, default_value_t = 10, value_name = "N")]
    joins_per_minute: u32,
    /// Connections open at once from one address (an IPv6 address counts by its /64; 0: no
    /// limit, for `loadtest`).
    #[arg(long, default_value_t = 32, value_name = "N")]
    connections_per_address: usize,
    /// Rooms held in memory at once: past it, the one idle longest leaves memory (it stays
    /// kept), or a new room is refused with "busy, try another server" (0: no cap).
    #[arg(long, default_value_t = 20_000, value_name = "N")]
    max_rooms: usize,
    /// Connections open at once in all (keep it under the open files the system allows; the
    /// last twentieth is kept for players coming back to their seat).
    #[arg(long, default_value_t = 4_000, value_name = "N")]
    max_connections: usize,
    /// Seconds a WebSocket may stay silent (no message, no answer to the server's pings) before
    /// it counts as dropped; the server pings three times in that time.
    #[arg(long, default_value_t = SILENCE_SECONDS, value_name = "SECONDS",
          value_parser = clap::value_parser!(u64).range(3..=3600))]
    silence_seconds: u64,
    /// A proxy's network (`10.0.0.0/8`) or address, repeatable: connections from there may say
    /// whose they are in `X-Forwarded-For` (its trusted hops read from the right); from
    /// anywhere else the connection's own address counts.
    #[arg(long = "trusted-proxy", value_name = "CIDR", value_parser = parse_network)]
    trusted_proxies: Vec<IpNet>,
    /// A proxy on this machine (nginx and the like): the same as `--trusted-proxy 127.0.0.0/8
    /// --trusted-proxy ::1`.
    #[arg(long)]
    behind_proxy: bool,
    /// The shortest move clock a room is made with: a room asking for less gets this one (a
    /// room without a clock keeps none). It bounds how often the computer must move for
    /// players whose time runs out: a minute by default, the shortest the game offers; 0
    /// leaves the players' choice.
    #[arg(long, default_value_t = 60, value_name = "SECONDS", value_parser = parse_move_seconds)]
    min_move_seconds: u32,
    /// The move clock of the rooms made for players who ask for anyone (the rated games): the
    /// computer moves for a player whose time runs out, and one who runs out three times in a
    /// game ranks below those who moved.
    #[arg(long, default_value_t = QUICK_MATCH_SECONDS, value_name = "SECONDS",
          value_parser = parse_quick_match_seconds)]
    quick_match_seconds: u32,
    /// Seconds a player may be away before the other may let the computer play for them.
    #[arg(long, default_value_t = AWAY_GRACE_SECONDS, value_name = "SECONDS")]
    away_grace: u64,
    #[command(flatten)]
    pub rules: RulesArg,
    /// A rule set file (RON) of the original Kingdomino for its rooms, instead of the built-in
    /// one.
    #[arg(long = "kingdomino-rules", value_name = "FILE")]
    kingdomino_rules: Option<PathBuf>,
}

#[derive(clap::Args, Debug)]
pub struct LoadtestArgs {
    /// The server's HOST:PORT (on this machine only); repeated for servers sharing a store,
    /// whose players start on each in turn.
    #[arg(long = "server", value_name = "HOST:PORT", required = true)]
    servers: Vec<String>,
    /// How many rooms play at once (two connections each).
    #[arg(long, default_value_t = 100)]
    rooms: u32,
    #[arg(long, default_value_t = 30)]
    seconds: u64,
    /// How long each player waits before each action, in milliseconds.
    #[arg(long, default_value_t = 1000)]
    think: u64,
    /// The time each move may take in the rooms made, in seconds (0: no clock), so the
    /// server's clocks run during the test.
    #[arg(long, default_value_t = 0, value_name = "SECONDS")]
    clock: u32,
    /// A player whose connection drops comes back to its seat, on the next server, and plays
    /// on (as the game does); the report says whether both players of every game saw the
    /// same end.
    #[arg(long)]
    come_back: bool,
    /// Leaderboards read a minute meanwhile, each on a connection of its own and naming a
    /// player, every other one with the provisional players: the report says how fast they
    /// and the moves were answered (the server needs `--joins-per-minute 0`, and
    /// `--connections-per-address 0` for more than a few rooms).
    #[arg(long, default_value_t = 0, value_name = "N")]
    boards_per_minute: u32,
    #[command(flatten)]
    pub rules: RulesArg,
}

/// The server's rooms in the data folder; without one, in memory only.
fn default_room_store(program: &str, data_store: &DataStore) -> StoreAddress {
    match data_store.folder() {
        Some(folder) => {
            if let Err(error) = std::fs::create_dir_all(folder) {
                eprintln!("{program}: cannot make {}: {error}", folder.display());
            }
            StoreAddress::Sqlite(folder.join("online-rooms.sqlite"))
        }
        None => {
            eprintln!("{program}: no data folder: the rooms are kept in memory only");
            StoreAddress::Sqlite(PathBuf::from(":memory:"))
        }
    }
}

/// Runs the server until it is stopped; `program` names it in what it says.
pub fn serve(
    program: &'static str,
    args: ServeArgs,
    data: &DataStore,
) -> Result<String, CommandError> {
    let rules = EachGame {
        duel: Arc::new(load_rules::<Duel>(&args.rules)?),
        original: Arc::new(load_rules::<Original>(&RulesArg {
            path: args.kingdomino_rules.clone(),
        })?),
    };
    let store = args.store.map_or_else(
        || default_room_store(program, data),
        |store| StoreAddress::of(&store),
    );
    crate::run(ServeOptions {
        program,
        bind: args.bind,
        port: args.port,
        store,
        web: args.web,
        rules,
        hub: HubOptions {
            joins_per_minute: args.joins_per_minute,
            min_move_seconds: args.min_move_seconds,
            quick_match_seconds: args.quick_match_seconds,
            max_rooms: args.max_rooms,
            away_grace_seconds: args.away_grace,
        },
        caps: crate::Caps {
            in_all: args.max_connections,
            per_address: args.connections_per_address,
        },
        silence: Duration::from_secs(args.silence_seconds),
        proxies: TrustedProxies::new(
            (args.trusted_proxies.into_iter())
                .chain(
                    args.behind_proxy
                        .then(TrustedProxies::this_machine)
                        .into_iter()
                        .flatten(),
                )
                .collect(),
        ),
    })
    .map(|()| String::new())
    .map_err(CommandError)
}

/// `loadtest`, with the Duel's rule set of `--rules`.
pub fn loadtest(args: LoadtestArgs) -> Result<String, CommandError> {
    let rules = load_rules::<Duel>(&args.rules)?;
    let options = loadtest::Options {
        servers: args.servers,
        rooms: args.rooms,
        seconds: args.seconds,
        think: Duration::from_millis(args.think),
        move_seconds: args.clock,
        come_back: args.come_back,
        boards_per_minute: args.boards_per_minute,
    };
    loadtest::run(&rules, options)
}

/// A move clock as `--min-move-seconds` takes it: one a room may be made with.
/// A quick match's clock: never none, so nobody wins a rated game by waiting.
fn parse_quick_match_seconds(text: &str) -> Result<u32, String> {
    match parse_move_seconds(text)? {
        0 => Err("the rooms of players who asked for anyone always have a clock".into()),
        seconds => Ok(seconds),
    }
}

fn parse_move_seconds(text: &str) -> Result<u32, String> {
    let seconds = text
        .parse::<u32>()
        .map_err(|_| format!("`{text}` is not a number of seconds"))?;
    check_move_seconds(seconds).map(|()| seconds)
}
