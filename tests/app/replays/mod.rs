//! Replays: the example replay under `tests/replays/` played through the engine by the
//! `replay` command, what the command says about a damaged one, and the game's Replays screen
//! playing a kept replay of either game back at its table.

mod command;
mod cut_games;
mod original_replays;

use crate::common::app::*;
use bevy::prelude::*;
use kingdomino_core::ai::{Level, play_game};
use kingdomino_core::duel::{Duel, GameState, RuleSet};
use kingdomino_core::player_files::data_store::DataStore;
use kingdomino_core::player_files::export::ExportPlace;
use kingdomino_core::player_files::saves::{SavedGame, SavedSeat};
use kingdomino_core::table::Record;
use kingdomino_duel::app::choices::{ChoiceMade, Go, Intent, Look, ReplayControl, ShelfChoice};

use kingdomino_duel::app::player::player_data::{Exports, PlayerData};
use kingdomino_duel::app::settings::Statistics;
use kingdomino_duel::app::states::Screen;
use serde_json::Value;
use std::path::PathBuf;
use std::process::{Command, Output};

fn example() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/replays/normal-vs-expert.replay.ron")
}

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kingdomino-duel"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn read_example() -> SavedGame<Duel> {
    SavedGame::from_bytes(&std::fs::read(example()).unwrap()).unwrap()
}

/// How many actions of the replay the table has shown.
fn shown(app: &App) -> usize {
    game(app).record().actions.len()
}
