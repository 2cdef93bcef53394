//! `placements FILE --domino A B`: where a domino may go in a kingdom of the game's text
//! format, each place as its two squares' rows and columns.

use std::path::Path;

use super::game_tools::{GameTools, Powers};
use super::{CommandError, RulesArg, load_rules, output_lines, read_file};

pub(super) fn run<G: GameTools>(
    path: &Path,
    codes: &[String; 2],
    powers: Powers,
    rules: &RulesArg,
    json: bool,
) -> Result<String, CommandError> {
    let rules = load_rules::<G>(rules)?;
    let (places, heading) = G::placements(&rules, path, &read_file(path)?, codes, powers)?;
    if json {
        return Ok(format!("{}\n", serde_json::to_string(&places)?));
    }
    let mut lines = vec![heading];
    for [[row_a, column_a], [row_b, column_b]] in places {
        lines.push(format!("A {row_a},{column_a}  B {row_b},{column_b}"));
    }
    Ok(output_lines(lines))
}
