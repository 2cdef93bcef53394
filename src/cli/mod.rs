//! The command line: `score`, `placements`, `sim`, `replay`, `hint`, `check-mod`, `serve` and
//! `loadtest` run without a window; no command opens the game.

mod check_mod;
mod hint;
mod loadtest;
mod online;
mod placements;
mod replay;
mod score;
mod sim;

use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::ai::Level;
use crate::app::GameOptions;
use crate::app::autoplay::Autoplay;
use crate::player_files::data_store::DataStore;
use crate::rules::RuleSet;
use crate::rules::map_text::{MapText, parse_map};

#[derive(Parser, Debug)]
#[command(
    name = "kingdomino-duel",
    version,
    about = "The dice game Kingdomino Duel"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Open the game and let two computer players play a whole game through its screens.
    #[arg(long)]
    autoplay: bool,
    /// With --autoplay: the seed of the dice (and of who starts).
    #[arg(long, requires = "autoplay", value_name = "S")]
    seed: Option<u64>,
    /// With --autoplay: close the game with status 0 once the final count is shown.
    #[arg(long, requires = "autoplay")]
    exit_on_game_over: bool,
    /// With --autoplay: no window and no GPU (a machine without a display, a test's opponent).
    #[arg(long, requires = "autoplay")]
    headless: bool,
    /// Play with the mod in this folder, after those installed in the data folder; repeat for
    /// several (a later mod's file wins).
    #[arg(long = "mods", value_name = "DIR")]
    mods: Vec<PathBuf>,
    /// Keep the saved game, settings, controls and installed mods in this folder instead of
    /// the platform's data folder (portable installs, tests).
    #[arg(long, value_name = "DIR")]
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
    /// Score a map written in the text format (see RULES.md).
    Score {
        file: PathBuf,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        rules: RulesArg,
    },
    /// List where a domino of two dice faces may be drawn on a map.
    Placements {
        file: PathBuf,
        /// The two faces, e.g. `d ss+`; `?` is a joker.
        #[arg(long, num_args = 2, value_names = ["A", "B"], allow_hyphen_values = true)]
        domino: Vec<String>,
        /// Use the `s` power: the two dice need not touch.
        #[arg(long)]
        split: bool,
        /// Use the `d` power: the connection rules do not apply.
        #[arg(long)]
        ignore_connection: bool,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        rules: RulesArg,
    },
    /// Play games between computer players and report speed and results.
    Sim {
        #[arg(long, default_value_t = 1000)]
        games: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Level of side a: random, easy, normal or expert.
        #[arg(long, default_value = "random")]
        a: Level,
        /// Level of side b.
        #[arg(long, default_value = "random")]
        b: Level,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        rules: RulesArg,
    },
    /// Play a kept game (`*.replay.ron`, or a save) through the rules and print its final
    /// scores. Exits with 1 when the file cannot be read or the rules refuse one of its actions.
    Replay {
        file: PathBuf,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        rules: RulesArg,
    },
    /// The Expert's move at a point of a kept game (`*.replay.ron`, or a save) and why: after
    /// its last action, or its first N with --at.
    Hint {
        file: PathBuf,
        /// Cut the game after its first N actions (0: before the first).
        #[arg(long, value_name = "N")]
        at: Option<usize>,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        rules: RulesArg,
    },
    /// Run the online server (no window): rooms over WebSocket, kept in a SQLite file.
    Serve(online::ServeArgs),
    /// Rooms of computer players against a server on this machine: how fast it answers.
    Loadtest(online::LoadtestArgs),
    /// Check a mod's folder: every file that is broken, too big, outside the folder or unused.
    /// Exits with 1 when a file has an error, 0 when there are only warnings.
    CheckMod {
        folder: PathBuf,
        #[arg(long)]
        json: bool,
    },
}

#[derive(clap::Args, Debug)]
pub(super) struct RulesArg {
    /// A rule set file (RON) to use instead of the built-in one.
    #[arg(long = "rules", value_name = "FILE")]
    pub path: Option<PathBuf>,
}

/// A command's failure: the message to print, one problem per line.
pub struct CommandError(String);

impl<T: std::fmt::Display> From<T> for CommandError {
    fn from(error: T) -> CommandError {
        CommandError(error.to_string())
    }
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
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(error) if !error.use_stderr() => {
            // --help and --version: clap's full text is what was asked for.
            return Launch::Exit(match emit(&error.to_string()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(error) => fail(error),
            });
        }
        Err(error) => {
            // clap spreads one problem over several lines before its usage text.
            let text = error.to_string();
            let problem: Vec<&str> = text
                .lines()
                .map(str::trim)
                .take_while(|line| !line.starts_with("Usage:") && !line.starts_with("For more"))
                .filter(|line| !line.is_empty() && !line.starts_with("tip:"))
                .collect();
            eprintln!(
                "kingdomino-duel: {} (try --help)",
                problem.join(" ").trim_start_matches("error: ")
            );
            return Launch::Exit(ExitCode::from(2));
        }
    };
    let Some(command) = cli.command else {
        let autoplay = cli.autoplay.then_some(Autoplay {
            seed: cli.seed,
            exit_on_game_over: cli.exit_on_game_over,
        });
        let data_store = data_store(cli.data_dir);
        let mod_folders = crate::game_files::mods::installed_mods_folder(&data_store)
            .map(|folder| crate::game_files::mods::mods_in(&folder))
            .unwrap_or_default()
            .into_iter()
            .chain(cli.mods)
            .collect();
        // `--server` alone names the server of the online panel; with a room, or for the
        // computer, the game joins at once.
        let joins_at_once = cli.room.is_some() || autoplay.is_some();
        let online = match cli.server.clone().filter(|_| joins_at_once) {
            None => None,
            Some(server) => match online::online_request(server, cli.room, cli.name, autoplay) {
                Ok(request) => Some(request),
                Err(problem) => {
                    eprintln!("kingdomino-duel: {problem} (try --help)");
                    return Launch::Exit(ExitCode::from(2));
                }
            },
        };
        return Launch::Game(Box::new(GameOptions {
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
        }));
    };
    let result = match command {
        Command::CheckMod { folder, json } => {
            let report = check_mod::run(&folder, json);
            return Launch::Exit(match emit(&report.output) {
                Err(error) => fail(error),
                Ok(()) if report.has_errors => ExitCode::FAILURE,
                Ok(()) => ExitCode::SUCCESS,
            });
        }
        Command::Serve(args) => {
            let data = data_store(cli.data_dir);
            load_rules(&args.rules).and_then(|rules| online::serve(args, rules, &data))
        }
        Command::Loadtest(args) => {
            load_rules(&args.rules).and_then(|rules| online::loadtest(args, &rules))
        }
        Command::Replay { file, json, rules } => {
            load_rules(&rules).and_then(|rules| replay::run(&rules, &file, json))
        }
        Command::Hint {
            file,
            at,
            json,
            rules,
        } => load_rules(&rules).and_then(|rules| hint::run(&rules, &file, at, json)),
        Command::Score { file, json, rules } => {
            load_rules(&rules).and_then(|rules| score::run(&rules, &file, json))
        }
        Command::Placements {
            file,
            domino,
            split,
            ignore_connection,
            json,
            rules,
        } => load_rules(&rules).and_then(|rules| {
            let options = placements::Options {
                split,
                ignore_connection,
                json,
            };
            placements::run(&rules, &file, &domino, options)
        }),
        Command::Sim {
            games,
            seed,
            a,
            b,
            json,
            rules,
        } => load_rules(&rules).map(|rules| {
            let levels = [a, b];
            sim::run(
                &rules,
                sim::Options {
                    games,
                    seed,
                    levels,
                    json,
                },
            )
        }),
    };
    Launch::Exit(match result.and_then(|output| emit(&output)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => fail(error),
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

fn fail(CommandError(message): CommandError) -> ExitCode {
    for line in message.lines() {
        eprintln!("kingdomino-duel: {line}");
    }
    ExitCode::FAILURE
}

/// A command's text output, one line each.
fn output_lines(lines: Vec<String>) -> String {
    lines.into_iter().map(|line| line + "\n").collect()
}

/// Writes a command's output. A reader that stops early (`| head`) is no failure: the output
/// ends there, as with other command-line tools.
fn emit(output: &str) -> Result<(), CommandError> {
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(output.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Err(error) if error.kind() != ErrorKind::BrokenPipe => {
            Err(CommandError(format!("cannot write the output: {error}")))
        }
        _ => Ok(()),
    }
}

fn load_rules(arg: &RulesArg) -> Result<RuleSet, CommandError> {
    let Some(path) = &arg.path else {
        return Ok(RuleSet::builtin());
    };
    let text = read_file(path)?;
    Ok(RuleSet::from_ron(&text, &path.display().to_string())?)
}

fn read_file(path: &Path) -> Result<String, CommandError> {
    std::fs::read_to_string(path)
        .map_err(|error| CommandError(format!("cannot read {}: {error}", path.display())))
}

/// Reads a map file; errors name the file and line.
fn read_map(rules: &RuleSet, path: &Path) -> Result<MapText, CommandError> {
    let text = read_file(path)?;
    parse_map(rules, &text).map_err(|error| CommandError(format!("{}:{error}", path.display())))
}

/// 1-based (row, column) of a cell, as players count.
fn position(rules: &RuleSet, cell: crate::rules::Cell) -> [u32; 2] {
    let (row, column) = rules.board().row_column(cell);
    [u32::from(row) + 1, u32::from(column) + 1]
}
