//! Where the game's files sit under `assets/`, and so in a mod, which lays its files out the same way.

use crate::duel::Duel;
use crate::original::Original;
use crate::table::TableGame;

/// The Duel's rule set.
pub const RULES: &str = Duel::RULES_FILE;

/// The rule set of the original game.
pub const ORIGINAL_RULES: &str = Original::RULES_FILE;

/// A coat of arms' picture is found by the coat's code, so a mod's new coat needs one file.
pub fn coat_image(code: &str) -> String {
    format!("images/coat-{code}.png")
}

/// A terrain of the original game's picture, by the terrain's code in the same way.
pub fn terrain_image(code: &str) -> String {
    format!("images/terrain-{code}.png")
}
