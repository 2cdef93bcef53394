//! `kingdomino-server`: the online server alone, with the flags of `kingdomino-duel serve`, for
//! an operator's machine or container (no Bevy, no window, no audio).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use kingdomino_core::cli::{finish, refuse_arguments};
use kingdomino_core::player_files::data_store::DataStore;
use kingdomino_server::cli::{ServeArgs, serve};

const PROGRAM: &str = "kingdomino-server";

#[derive(Parser, Debug)]
#[command(
    name = "kingdomino-server",
    version,
    about = "The Kingdomino Duel online server: rooms over WebSocket, and the web build's files"
)]
struct ServerCli {
    #[command(flatten)]
    serve: ServeArgs,
    /// Keep the rooms' SQLite file in this folder instead of the platform's data folder.
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,
}

fn main() -> ExitCode {
    let cli = match ServerCli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return refuse_arguments(PROGRAM, &error),
    };
    let data = cli
        .data_dir
        .map_or_else(DataStore::platform, DataStore::Folder);
    finish(PROGRAM, serve(PROGRAM, cli.serve, &data))
}
