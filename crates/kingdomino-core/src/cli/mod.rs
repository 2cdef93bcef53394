//! The command-line tools that need no window: `score`, `placements`, `sim`, `replay`, `hint`
//! and `check-mod`, and what every command shares (the rule set argument, errors, output).

mod check_mod;
mod hint;
mod hint_kingdom;
mod placements;
mod placements_kingdom;
mod replay;
mod replay_kingdom;
mod score;
mod score_kingdom;
mod sim;
mod sim_kingdom;

use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Subcommand;

use crate::ai::Level;
use crate::original::OriginalRules;
use crate::player_files::kingdom_saves::KeptGame;
use crate::rules::RuleSet;
use crate::rules::map_text::{MapText, parse_map};

/// The tools, as subcommands of a program's command line.
#[derive(Subcommand, Debug)]
pub enum Tool {
    /// Score a map written in the text format (see RULES.md), or with `--game kingdomino` a
    /// kingdom of the original game (KINGDOMINO.md's format).
    Score {
        file: PathBuf,
        #[arg(long)]
        json: bool,
        #[arg(long, value_enum, default_value_t = Game::Duel)]
        game: Game,
        #[command(flatten)]
        rules: RulesArg,
    },
    /// List where a domino of two dice faces may be drawn on a map, or with `--game
    /// kingdomino` where a domino of two squares may go in a kingdom.
    Placements {
        file: PathBuf,
        /// The two faces, e.g. `d ss+` (`?` is a joker), or the two squares, e.g. `'w* g'`.
        #[arg(long, num_args = 1..=2, value_names = ["A", "B"])]
        domino: Vec<String>,
        #[arg(long, value_enum, default_value_t = Game::Duel)]
        game: Game,
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
        /// With `--game kingdomino`: a level for each seat, 2 to 4 of them (`random,random,random`).
        #[arg(long, value_delimiter = ',')]
        seats: Vec<Level>,
        /// The game: the Duel (sides a and b) or the original Kingdomino (`--seats`).
        #[arg(long, value_enum, default_value_t = Game::Duel)]
        game: Game,
        /// The original game's two-player Mighty Duel: every domino, 7 by 7 kingdoms.
        #[arg(long)]
        mighty_duel: bool,
        /// The original game's Middle Kingdom bonus.
        #[arg(long)]
        middle: bool,
        /// The original game's Harmony bonus.
        #[arg(long)]
        harmony: bool,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        rules: RulesArg,
    },
    /// Play a kept game of either game (`*.replay.ron`, or a save) through the rules and print
    /// its final scores. Exits with 1 when the file cannot be read or the rules refuse one of its actions.
    Replay {
        file: PathBuf,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        rules: RulesArg,
    },
    /// The Expert's move at a point of a kept game of either game (a replay or a save) and why: after
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
    /// Check a mod's folder: every file that is broken, too big, outside the folder or unused.
    /// Exits with 1 when a file has an error, 0 when there are only warnings.
    CheckMod {
        folder: PathBuf,
        #[arg(long)]
        json: bool,
    },
}

/// Which of the two games a tool is about.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Game {
    /// Kingdomino Duel, the dice game.
    #[default]
    Duel,
    /// The original Kingdomino, for 2 to 4 players.
    Kingdomino,
}

#[derive(clap::Args, Debug)]
pub struct RulesArg {
    /// A rule set file (RON) to use instead of the built-in one.
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
        Tool::Replay { file, json, rules } => {
            replay::read_kept_game(&file).and_then(|kept| match kept {
                KeptGame::Duel(game) => {
                    load_rules(&rules).and_then(|rules| replay::run(&rules, &file, &game, json))
                }
                KeptGame::Kingdom(game) => load_original_rules(&rules)
                    .and_then(|rules| replay_kingdom::run(&rules, &file, &game, json)),
            })
        }
        Tool::Hint {
            file,
            at,
            json,
            rules,
        } => replay::read_kept_game(&file).and_then(|kept| match kept {
            KeptGame::Duel(game) => {
                load_rules(&rules).and_then(|rules| hint::run(&rules, &file, *game, at, json))
            }
            KeptGame::Kingdom(game) => load_original_rules(&rules)
                .and_then(|rules| hint_kingdom::run(&rules, &file, *game, at, json)),
        }),
        Tool::Score {
            file,
            json,
            game: Game::Duel,
            rules,
        } => load_rules(&rules).and_then(|rules| score::run(&rules, &file, json)),
        Tool::Score {
            file,
            json,
            game: Game::Kingdomino,
            rules,
        } => load_original_rules(&rules).and_then(|rules| score_kingdom::run(&rules, &file, json)),
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
            let codes: Vec<String> = domino
                .iter()
                .flat_map(|value| value.split_whitespace())
                .map(str::to_string)
                .collect();
            if codes.len() != 2 {
                eprintln!(
                    "{program}: --domino takes two codes, such as `d ss+` or `'w* g'` (try --help)"
                );
                return ExitCode::from(2);
            }
            match game {
                Game::Duel => load_rules(&rules).and_then(|rules| {
                    let options = placements::Options {
                        split,
                        ignore_connection,
                        json,
                    };
                    placements::run(&rules, &file, &codes, options)
                }),
                Game::Kingdomino => load_original_rules(&rules)
                    .and_then(|rules| placements_kingdom::run(&rules, &file, &codes, json)),
            }
        }
        Tool::Sim {
            games,
            seed,
            seats,
            game: Game::Kingdomino,
            mighty_duel,
            middle,
            harmony,
            json,
            rules,
            ..
        } => load_original_rules(&rules).and_then(|rules| {
            let options = sim_kingdom::Options {
                games,
                seed,
                seats,
                mighty_duel,
                bonuses: crate::original::Bonuses { middle, harmony },
                json,
            };
            sim_kingdom::run(&rules, options)
        }),
        Tool::Sim {
            games,
            seed,
            a,
            b,
            json,
            rules,
            ..
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
    finish(program, result)
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

/// The rule set `--rules` names, else the built-in one.
pub fn load_rules(arg: &RulesArg) -> Result<RuleSet, CommandError> {
    let Some(path) = &arg.path else {
        return Ok(RuleSet::builtin());
    };
    let text = read_file(path)?;
    Ok(RuleSet::from_ron(&text, &path.display().to_string())?)
}

/// The original game's rule set `--rules` names, else the built-in one.
pub fn load_original_rules(arg: &RulesArg) -> Result<OriginalRules, CommandError> {
    let Some(path) = &arg.path else {
        return Ok(OriginalRules::builtin());
    };
    let text = read_file(path)?;
    Ok(OriginalRules::from_ron(&text, &path.display().to_string())?)
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
