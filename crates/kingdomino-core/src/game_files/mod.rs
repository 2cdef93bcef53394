//! The game's own files and the mods that replace or add to them, with no Bevy: where each file
//! sits, the files built into the binary, and mods found, read and checked.

pub mod asset_paths;
#[cfg(not(target_arch = "wasm32"))]
pub mod base_assets;
#[cfg(not(target_arch = "wasm32"))]
pub mod mods;
pub mod tune;
