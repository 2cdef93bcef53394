//! The command line: `score`, `placements`, `sim`, `replay`, `hint`, `check-mod`, `serve`,
//! `loadtest`, `leaderboard` and `identity` run without a window; no command opens the game.

mod identity;
mod leaderboard;
mod online;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use kingdomino_core::cli::{Tool, finish, refuse_arguments, run_tool};
use kingdomino_core::games::{GameKind, GameSetup};
use kingdomino_core::player_files::data_store::DataStore;
use kingdomino_server::cli::{LoadtestArgs, ServeArgs};

use crate::app::GameOptions;
use crate::app::online::OnlineRequest;
use crate::app::states::Autoplay;

const PROGRAM: &str = "kingdomino-duel";

#[derive(Parser, Debug)]
#[command(
    name = "kingdomino-duel",
    version,
    about = "The dice game Kingdomino Duel"
)]
#[command(group(clap::ArgGroup::new("unattended").args(["autoplay", "watch"])))]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Open the game and let two computer players play a whole game through its screens.
    #[arg(long)]
    autoplay: bool,
    /// With --autoplay: the seed of the dice (and of who starts).
    #[arg(long, requires = "autoplay", value_name = "S")]
    seed: Option<u64>,
    /// With --autoplay or --server: which game is played, the Duel or the original Kingdomino
    /// (online, the room's game: the first hello makes it).
    #[arg(long, value_enum, default_value_t = GameKind::default())]
    game: GameKind,
    /// With --game kingdomino: how many players, 2 to 4 (the computer's, with --autoplay; the
    /// room's seats, online).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(2..=4))]
    players: Option<u8>,
    /// With --autoplay or --watch: close the game with status 0 once the final count is shown.
    #[arg(long, requires = "unattended")]
    exit_on_game_over: bool,
    /// With --autoplay or --watch: no window and no GPU (a machine without a display, a test's
    /// opponent or watcher).
    #[arg(long, requires = "unattended")]
    headless: bool,
    /// Play with the mod in this folder, after those installed in the data folder; repeat for
    /// several (a later mod's file wins).
    #[arg(long = "mods", value_name = "DIR")]
    mods: Vec<PathBuf>,
    /// Keep the saved game, settings, controls and installed mods in this folder instead of
    /// the platform's data folder (portable installs, tests); also before or after a command.
    #[arg(long, value_name = "DIR", global = true)]
    data_dir: Option<PathBuf>,
    /// Go straight on with the saved game (with --autoplay, the computer plays both seats).
    #[arg(long = "continue")]
    continue_saved: bool,
    /// The online server's `HOST:PORT` (or a `ws://` address) for Play online; with --room (or
    /// --autoplay, which makes a room) the game joins at once, the computer playing with
    /// --autoplay. Several, comma-separated (servers sharing a Redis store): after a drop the
    /// game tries the next.
    #[arg(long, value_name = "HOST:PORT")]
    server: Option<String>,
    /// With --server: the room to play in; the first of two players to arrive makes it.
    /// Without it, a new room is made and its code printed.
    #[arg(long, requires = "server", value_name = "CODE")]
    room: Option<String>,
    /// With --server: the name the other player sees.
    #[arg(long, requires = "server", value_name = "NAME")]
    name: Option<String>,
    /// With --server: play anyone who asks the same (the server pairs two such players into a
    /// new room, even when they reached different servers sharing a store).
    #[arg(long, requires = "server", conflicts_with = "room")]
    anyone: bool,
    /// With --server: watch this room, read-only (what both players see; the dice's secret at
    /// the end).
    #[arg(
        long,
        requires = "server",
        conflicts_with_all = ["room", "autoplay", "name", "anyone"],
        value_name = "CODE"
    )]
    watch: Option<String>,
    /// Log the frames drawn each second and how long they take (the animations' speed on this
    /// machine; docs/BENCHMARKS.md).
    #[arg(long)]
    log_frame_rate: bool,
    /// Play in this language (en, fr, es, pl, or one a mod adds) instead of the one chosen in
    /// the settings; an unknown one leaves English, and the title says so.
    #[arg(long = "lang", value_name = "CODE")]
    language: Option<String>,
}

#[derive(Subcommand, Debug)]
enum Command {
    #[command(flatten)]
    Tool(Tool),
    /// Run the online server (no window): rooms over WebSocket, kept in a SQLite file.
    Serve(ServeArgs),
    /// Rooms of computer players against a server on this machine: how fast it answers.
    Loadtest(LoadtestArgs),
    /// A game's leaderboard on a server (the player of --data-dir's identity shown too).
    Leaderboard(leaderboard::LeaderboardArgs),
    /// The identity rated games are played under: shown, exported to a file or imported.
    Identity(identity::IdentityArgs),
}

/// What `main` should do after reading the command line.
pub enum Launch {
    /// No command: open the game, maybe playing itself.
    Game(Box<GameOptions>),
    /// A command ran (or the arguments were wrong); exit with this status.
    Exit(ExitCode),
}

/// Reads the command line; runs a command if one is given.
pub fn run(args: impl IntoIterator<Item = std::ffi::OsString>) -> Launch {
    let mut cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(error) => return Launch::Exit(refuse_arguments(PROGRAM, &error)),
    };
    let Some(command) = cli.command.take() else {
        return match game_options(cli) {
            Ok(options) => Launch::Game(Box::new(options)),
            Err(problem) => {
                eprintln!("{PROGRAM}: {problem} (try --help)");
                Launch::Exit(ExitCode::from(2))
            }
        };
    };
    Launch::Exit(match command {
        Command::Tool(tool) => run_tool(PROGRAM, tool),
        Command::Serve(args) => {
            let data = data_store(cli.data_dir);
            finish(PROGRAM, kingdomino_server::cli::serve(PROGRAM, args, &data))
        }
        Command::Loadtest(args) => finish(PROGRAM, kingdomino_server::cli::loadtest(args)),
        Command::Leaderboard(args) => {
            let data = data_store(cli.data_dir);
            finish(PROGRAM, leaderboard::leaderboard(&args, &data))
        }
        Command::Identity(args) => {
            let data = data_store(cli.data_dir);
            finish(PROGRAM, identity::identity(&args, &data))
        }
    })
}

/// How the game is to start, as the command line asks; what makes no sense, said.
fn game_options(cli: Cli) -> Result<GameOptions, String> {
    let game = GameSetup::for_players(cli.game, cli.players)
        .map_err(|problem| format!("--players {}: {problem}", cli.players.unwrap_or(0)))?;
    if cli.game != GameKind::default() && !cli.autoplay && cli.server.is_none() {
        return Err(format!(
            "--game {} is for --autoplay or --server; the title offers every game",
            cli.game
        ));
    }
    let autoplay = cli.autoplay.then_some(Autoplay {
        seed: cli.seed,
        exit_on_game_over: cli.exit_on_game_over,
        game,
    });
    let data_store = data_store(cli.data_dir);
    let mod_folders = kingdomino_core::game_files::mods::installed_mods_folder(&data_store)
        .map(|folder| kingdomino_core::game_files::mods::mods_in(&folder))
        .unwrap_or_default()
        .into_iter()
        .chain(cli.mods)
        .collect();
    // `--server` alone names the server of the online panel; with a room, or for the
    // computer, the game joins at once.
    let joins_at_once =
        cli.room.is_some() || cli.watch.is_some() || cli.anyone || autoplay.is_some();
    let online = match cli.server.clone().filter(|_| joins_at_once) {
        None => None,
        Some(server) => Some(
            match cli.watch {
                Some(code) => online::watch_request(server, &code, cli.exit_on_game_over),
                None => online::online_request(server, cli.room, cli.anyone, cli.name, autoplay),
            }
            .map(|request| OnlineRequest { game, ..request })?,
        ),
    };
    Ok(GameOptions {
        online,
        online_server: cli.server,
        room_link: None,
        headless: cli.headless,
        log_frame_rate: cli.log_frame_rate,
        autoplay,
        mod_folders,
        data_store,
        continue_saved: cli.continue_saved,
        language: cli.language,
    })
}

/// The platform's data folder, or `--data-dir`'s. A data folder that cannot be one (a file of
/// that name) is said, and the game keeps nothing rather than not starting.
fn data_store(data_dir: Option<PathBuf>) -> DataStore {
    match data_dir {
        None => DataStore::platform(),
        Some(folder) if folder.exists() && !folder.is_dir() => {
            eprintln!(
                "kingdomino-duel: --data-dir {} is a file, not a folder; this game's saves and \
                 settings will not be kept",
                folder.display()
            );
            DataStore::Nowhere
        }
        Some(folder) => DataStore::Folder(folder),
    }
}
