//! Kingdomino Duel: the rules engine, the computer players, the command-line tools and the game.

pub mod ai;
pub mod app;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod game_files;
pub mod how_to_play;
pub mod localization;
pub mod online;
pub mod player_files;
pub mod rules;
#[cfg(not(target_arch = "wasm32"))]
pub mod server;
