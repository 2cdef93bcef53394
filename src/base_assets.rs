//! The game's own asset files, built into the binary (see `build.rs`), so a copied binary finds
//! them from any folder and a mod's files have something to replace.

/// Every game file under `assets/`, by its path there (`images/castle.png`), with its bytes.
pub static FILES: &[(&str, &[u8])] = include!(concat!(env!("OUT_DIR"), "/base_assets.rs"));

/// The bytes of the game's own file at `path`, written with `/` as under `assets/`.
pub fn file(path: &str) -> Option<&'static [u8]> {
    FILES
        .iter()
        .find(|(name, _)| *name == path)
        .map(|(_, bytes)| *bytes)
}

/// Whether the game has a file of its own at `path`.
pub fn has(path: &str) -> bool {
    file(path).is_some()
}
