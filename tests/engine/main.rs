//! The engine's, the computer players' and the command line's tests, as modules of one test
//! binary: every rule, random games by the thousand, the AI, the commands as a player runs them,
//! How to play's examples, damaged mods, and the design rules the compiler does not check.

#[path = "../common/mod.rs"]
mod common;

mod ai;
mod cli;
mod design;
mod fuzz_messages;
mod fuzz_mods;
mod how_to_play;
mod properties;
mod rules;
