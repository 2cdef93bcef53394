//! Kingdomino Duel, the game: the Bevy app over the core crate (rules, computer players, files,
//! texts, protocol), and the command line that starts it or runs a tool.

pub mod app;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
