//! `score FILE`: counts a kingdom of the game's text format the way the end of a game does.

use std::path::Path;

use super::game_tools::GameTools;
use super::{CommandError, RulesArg, load_rules, read_file};

pub(super) fn run<G: GameTools>(
    path: &Path,
    rules: &RulesArg,
    json: bool,
) -> Result<String, CommandError> {
    let rules = load_rules::<G>(rules)?;
    G::score(&rules, path, &read_file(path)?, json)
}

/// The word for `count` of a thing: `one` for one, `many` otherwise.
pub(super) fn plural(count: u32, one: &'static str, many: &'static str) -> &'static str {
    if count == 1 { one } else { many }
}
