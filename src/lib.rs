//! Kingdomino Duel: the rules engine, the computer players, the command-line tools and the game.

pub mod ai;
pub mod app;
pub mod asset_paths;
#[cfg(not(target_arch = "wasm32"))]
pub mod base_assets;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod data_store;
pub mod export;
pub mod how_to_play;
pub mod localization;
#[cfg(not(target_arch = "wasm32"))]
pub mod mods;
pub mod replays;
pub mod rules;
pub mod saves;
