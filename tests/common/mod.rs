//! Shared helpers for the game's tests: the core's (small rule sets, maps from text, turn
//! drivers), and a game app without a window.
#![allow(dead_code, unused_imports)] // each test binary uses its own part of these helpers

#[path = "../../crates/kingdomino-core/tests/common/mod.rs"]
mod engine;

pub use engine::*;

pub mod app;
pub mod devices;
pub mod original;
