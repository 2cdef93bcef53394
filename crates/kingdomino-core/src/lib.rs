//! Kingdomino Duel without Bevy: the rules engine, the computer players, the game's own files
//! and mods, the player's files, every text's phrases, How to play's examples, the online
//! protocol with its rooms and dice, and the command-line tools that need no window.

pub mod ai;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod duel;
pub mod game_files;
pub mod games;
pub mod how_to_play;
pub mod kingdom;
pub mod localization;
pub mod online;
pub mod original;
pub mod player_files;
pub mod rng;
pub mod rule_file;
pub mod table;
