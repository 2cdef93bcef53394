//! Saves and settings through the real file code and the real screens: a game left midway
//! continues from the title after a restart and can be finished; damaged files are moved aside
//! and said; a rebound key does its new action, survives a restart, and reset restores it.

mod dynasty;
mod keeping;
mod original_saves;
mod saved_games;

use crate::common::app::*;
use bevy::prelude::*;
use kingdomino_core::ai::{Level, Player, RandomPlayer};
use kingdomino_core::duel::{Action, Duel, NoOptions, RuleSet};
use kingdomino_core::original::Original;
use kingdomino_core::player_files::data_store::DataStore;
use kingdomino_core::player_files::saves::{SavedGame, SavedSeat};
use kingdomino_core::table::{Record, TableGame};
use kingdomino_duel::app::choices::{ControlsChoice, Focus, Go, Intent, Setting};
use kingdomino_duel::app::duel;
use kingdomino_duel::app::input::GameAction;
use kingdomino_duel::app::original::{OriginalGameSettings, PlaceSetting};
use kingdomino_duel::app::player::player_data::PlayerData;
use kingdomino_duel::app::player::startup_problems::StartupProblems;
use kingdomino_duel::app::settings::bindings::Bindings;
use kingdomino_duel::app::settings::{SoundSettings, Statistics, mods_turned_on};
use kingdomino_duel::app::states::{Overlay, Screen, Seat};
use kingdomino_duel::app::table::Continuable;
use std::fs;
use std::path::{Path, PathBuf};

/// The data store's names of each game's save.
const SAVE_FILE: &str = <Duel as TableGame>::SAVE_FILE;
const ORIGINAL_SAVE_FILE: &str = <Original as TableGame>::SAVE_FILE;

/// An empty data folder of this test's own.
fn data_folder(test: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!(
        "kingdomino-duel-test-{test}-{}",
        std::process::id()
    ));
    let _ = fs::remove_dir_all(&folder);
    fs::create_dir_all(&folder).unwrap();
    folder
}

/// The game started with its data in `folder`, on the title screen.
fn start_with_data(folder: &Path) -> App {
    let store = DataStore::Folder(folder.to_path_buf());
    title_app_with(|app| {
        app.insert_resource(PlayerData(store));
    })
}

/// Plays the person's decisions with a random player until `decisions` were made or the game
/// is over.
fn play_decisions(app: &mut App, brain: &mut RandomPlayer, decisions: usize) {
    let mut phases = Vec::new();
    for _ in 0..decisions {
        run_until_person_acts(app, &mut phases);
        if screen(app) == duel::GAME_OVER {
            return;
        }
        let action = Player::<Duel>::choose(brain, &game(app).rules, game(app).state()).unwrap();
        perform(app, Device::Keyboard, action);
        app.update();
    }
}

fn start_against_easy(app: &mut App) {
    choose(
        app,
        Device::Keyboard,
        new_duel([Seat::Human, Seat::Computer(Level::Easy)]),
    );
    app.update();
    assert_eq!(screen(app), duel::TABLE);
}

fn save_of(record: Record<Duel>) -> String {
    let rules = RuleSet::builtin();
    SavedGame::new(
        &rules,
        Vec::new(),
        vec![SavedSeat::Person, SavedSeat::Computer(Level::Normal)],
        record,
    )
    .to_text()
}

fn one_die_taken() -> Record<Duel> {
    let rules = RuleSet::builtin();
    let mut record = Record::<Duel>::new(&rules, NoOptions, 3);
    record.actions.push(Action::TakeDie { die: 1 });
    record
}
