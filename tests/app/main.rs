//! The game's tests with a Bevy app, as modules of one test binary so the game is linked once:
//! whole games by keys and gamepad, the laid-out table, the languages, saves and settings,
//! replays, mods, and damaged player files.

#[path = "../common/mod.rs"]
mod common;

mod fuzz_saves;
mod game;
mod hint;
mod languages;
mod layout;
mod mods;
mod online;
mod original_texts;
mod replays;
mod saves;
mod third_game;
