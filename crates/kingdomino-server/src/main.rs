//! `kingdomino-server`: the online server alone, with the flags of `kingdomino-duel serve`, for
//! an operator's machine or container (no Bevy, no window, no audio).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use kingdomino_core::cli::{finish, refuse_arguments};
use kingdomino_core::player_files::data_store::DataStore;
use kingdomino_server::cli::{LoadtestArgs, ServeArgs, loadtest, serve};

const PROGRAM: &str = "kingdomino-server";

#[derive(Parser, Debug)]
#[command(
    name = "kingdomino-server",
    version,
    about = "The Kingdomino Duel online server: rooms over WebSocket, and the web build's files",
    args_conflicts_with_subcommands = true
)]
struct ServerCli {
    /// Without a command, the server runs.
    #[command(subcommand)]
    command: Option<ServerCommand>,
    #[command(flatten)]
    serve: ServeArgs,
    /// Keep the rooms' SQLite file in this folder instead of the platform's data folder.
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,
}

#[derive(clap::Subcommand, Debug)]
enum ServerCommand {
    /// Rooms of two computer players against servers on this machine, for so long: how fast
    /// each action is answered (see docs/BENCHMARKS.md).
    Loadtest(LoadtestArgs),
}

fn main() -> ExitCode {
    let cli = match ServerCli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return refuse_arguments(PROGRAM, &error),
    };
    if let Some(ServerCommand::Loadtest(args)) = cli.command {
        return finish(PROGRAM, loadtest(args));
    }
    let data = cli
        .data_dir
        .map_or_else(DataStore::platform, DataStore::Folder);
    finish(PROGRAM, serve(PROGRAM, cli.serve, &data))
}
