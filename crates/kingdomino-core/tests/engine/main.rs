//! The engine's and the computer players' tests, as modules of one test binary: every rule,
//! random games by the thousand, the AI, How to play's examples, damaged mods and messages.
//! They build no Bevy: `cargo test -p kingdomino-core`.

#[path = "../common/mod.rs"]
mod common;

mod ai;
mod ai_original;
mod fuzz_messages;
mod fuzz_mods;
mod how_to_play;
mod identity;
mod inside;
mod properties;
mod protocol;
mod room_parts;
mod rooms;
mod rules;
mod terrain_art;
