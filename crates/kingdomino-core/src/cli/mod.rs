//! The command-line tools that need no window: `score`, `placements`, `sim`, `replay`, `hint`
//! and `check-mod`, each written once over the seam (a game brings its own words and files:
//! `game_tools`), and what every command shares (the rule set argument, errors, output).

mod check_mod;
mod duel_tools;
mod game_tools;
mod hint;
mod original_tools;
mod placements;
mod replay;
mod score;
mod sim;

use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Subcommand;

use crate::ai::Level;
use crate::for_game;
use crate::games::GameKind;
use crate::original::{Bonuses, GameOptions};
pub use game_tools::GameTools;

/// The tools, as subcommands of a program's command line.
#[derive(Subcommand, Debug)]
pub enum Tool {
    /// Score a kingdom written in its game's text format: a Duel's map (RULES.md), or with
    /// `--game kingdomino` a kingdom of the original game (KINGDOMINO.md).
    Score {
        file: PathBuf,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        game: GameArg,
        #[command(flatten)]
        rules: RulesArg,
    },
    /// List where a domino may go in a kingdom: two dice faces drawn on a Duel's map, or with
    /// `--game kingdomino` two squares in a kingdom of the original game.
    Placements {
        file: PathBuf,
        /// The two faces, e.g. `d ss+` (`?` is a joker), or the two squares, e.g. `'w* g'`.
        #[arg(long, num_args = 1..=2, value_names = ["A", "B"])]
        domino: Vec<String>,
        #[command(flatten)]
        game: GameArg,
        /// The Duel's `s` power: the two dice need not touch.
        #[arg(long)]
        split: bool,
        /// The Duel's `d` power: the connection rules do not apply.
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
        /// The first seat's level: random, easy, normal or expert (without --seats).
        #[arg(long, default_value = "random")]
        a: Level,
        /// The second seat's level (without --seats).
        #[arg(long, default_value = "random")]
        b: Level,
        /// A level for each seat, as many as the game seats (`random,random,random`).
        #[arg(long, value_delimiter = ',')]
        seats: Vec<Level>,
        #[command(flatten)]
        game: GameArg,
        /// The original game's two-player Mighty Duel: every domino, 7 by 7 kingdoms.
        #[arg(long)]
        mighty_duel: bool,
        /// The original game's Middle Kingdom bonus.
        #[arg(long)]
        middle: bool,
        /// The original game's Harmony bonus.
        #[arg(long)]
        harmony: bool,
        /// The original game's Dynasty: three games in a row, each seat's scores summed.
        #[arg(long)]
        dynasty: bool,
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
        game: KeptGameArg,
        #[command(flatten)]
        rules: RulesArg,
    },
    /// The Expert's move at a point of a kept game (a replay or a save) and why: after its last
    /// action, or its first N with --at.
    Hint {
        file: PathBuf,
        /// Cut the game after its first N actions (0: before the first).
        #[arg(long, value_name = "N")]
        at: Option<usize>,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        game: KeptGameArg,
        #[command(flatten)]
        rules: RulesArg,
    },
    /// Check a mod's folder: every file that is broken, too big, outside the folder or unused.
    /// Exits with 1 when a file has an error, 0 when there are only warnings.
    CheckMod {
        folder: PathBuf,
        #[arg(long)]
        json: bool,
    },
}

/// Which game a tool is about.
#[derive(clap::Args, Debug)]
pub struct GameArg {
    /// The game: the Duel or the original Kingdomino.
    #[arg(long, value_enum, default_value_t = GameKind::Duel)]
    pub game: GameKind,
}

/// The game a kept file must keep, when the command is asked to check it.
#[derive(clap::Args, Debug)]
pub struct KeptGameArg {
    /// The game the file must keep (it says which it keeps; without this any is played).
    #[arg(long, value_enum)]
    pub game: Option<GameKind>,
}

#[derive(clap::Args, Debug)]
pub struct RulesArg {
    /// A rule set file (RON) of the game to use instead of the built-in one.
    #[arg(long = "rules", value_name = "FILE")]
    pub path: Option<PathBuf>,
}

/// A command's failure: the message to print, one problem per line.
pub struct CommandError(pub String);

impl<T: std::fmt::Display> From<T> for CommandError {
    fn from(error: T) -> CommandError {
        CommandError(error.to_string())
    }
}

/// Runs a tool; `program` starts every line it says on standard error.
pub fn run_tool(program: &str, tool: Tool) -> ExitCode {
    let result = match tool {
        Tool::CheckMod { folder, json } => {
            let report = check_mod::run(&folder, json);
            return match emit(&report.output) {
                Err(error) => fail(program, error),
                Ok(()) if report.has_errors => ExitCode::FAILURE,
                Ok(()) => ExitCode::SUCCESS,
            };
        }
        Tool::Replay {
            file,
            json,
            game,
            rules,
        } => replay::read_kept_game(&file, game.game)
            .and_then(|kept| replay::run(&file, kept, &rules, json)),
        Tool::Hint {
            file,
            at,
            json,
            game,
            rules,
        } => replay::read_kept_game(&file, game.game)
            .and_then(|kept| hint::run(&file, kept, at, &rules, json)),
        Tool::Score {
            file,
            json,
            game,
            rules,
        } => for_game!(game.game, G => score::run::<G>(&file, &rules, json)),
        Tool::Placements {
            file,
            domino,
            game,
            split,
            ignore_connection,
            json,
            rules,
        } => {
            // Two codes, as two arguments or one quoted: anything else is a usage error.
            let Some(codes) = two_codes(&domino) else {
                eprintln!(
                    "{program}: --domino takes two codes, such as `d ss+` or `'w* g'` (try --help)"
                );
                return ExitCode::from(2);
            };
            let powers = game_tools::Powers {
                split,
                ignore_connection,
            };
            for_game!(game.game, G => placements::run::<G>(&file, &codes, powers, &rules, json))
        }
        sim @ Tool::Sim { .. } => simulate(sim),
    };
    finish(program, result)
}

/// A domino's two codes, given as two arguments or one quoted.
fn two_codes(domino: &[String]) -> Option<[String; 2]> {
    let codes: Vec<String> = domino
        .iter()
        .flat_map(|value| value.split_whitespace())
        .map(str::to_string)
        .collect();
    <[String; 2]>::try_from(codes).ok()
}

/// `sim`: games between computer players, of the game asked for.
fn simulate(tool: Tool) -> Result<String, CommandError> {
    let Tool::Sim {
        games,
        seed,
        a,
        b,
        seats,
        game,
        mighty_duel,
        middle,
        harmony,
        dynasty,
        json,
        rules,
    } = tool
    else {
        return Err(CommandError("not a simulation".into()));
    };
    let options = sim::Options {
        games,
        seed,
        seats: if seats.is_empty() { vec![a, b] } else { seats },
        original: GameOptions {
            players: 0,
            mighty_duel,
            bonuses: Bonuses { middle, harmony },
            dynasty,
        },
        json,
    };
    for_game!(game.game, G => sim::run::<G>(&options, &rules))
}

/// Prints a command's output, or says why it failed: the exit status.
pub fn finish(program: &str, result: Result<String, CommandError>) -> ExitCode {
    match result.and_then(|output| emit(&output)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => fail(program, error),
    }
}

fn fail(program: &str, CommandError(message): CommandError) -> ExitCode {
    for line in message.lines() {
        eprintln!("{program}: {line}");
    }
    ExitCode::FAILURE
}

/// Says what clap found wrong with the arguments (one line, the status 2), or prints the help
/// or version asked for.
pub fn refuse_arguments(program: &str, error: &clap::Error) -> ExitCode {
    if !error.use_stderr() {
        // --help and --version: clap's full text is what was asked for.
        return finish(program, Ok(error.to_string()));
    }
    // clap spreads one problem over several lines before its usage text.
    let text = error.to_string();
    let problem: Vec<&str> = text
        .lines()
        .map(str::trim)
        .take_while(|line| !line.starts_with("Usage:") && !line.starts_with("For more"))
        .filter(|line| !line.is_empty() && !line.starts_with("tip:"))
        .collect();
    eprintln!(
        "{program}: {} (try --help)",
        problem.join(" ").trim_start_matches("error: ")
    );
    ExitCode::from(2)
}

/// A command's text output, one line each.
pub fn output_lines(lines: Vec<String>) -> String {
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

/// The rule set of game `G` that `--rules` names, else the built-in one.
pub fn load_rules<G: GameTools>(arg: &RulesArg) -> Result<G::Rules, CommandError> {
    match &arg.path {
        None => Ok(G::builtin_rules()),
        Some(path) => Ok(G::read_rules(
            &read_file(path)?,
            &path.display().to_string(),
        )?),
    }
}

fn read_file(path: &Path) -> Result<String, CommandError> {
    std::fs::read_to_string(path)
        .map_err(|error| CommandError(format!("cannot read {}: {error}", path.display())))
}
