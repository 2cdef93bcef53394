//! `placements --game kingdomino FILE --domino 'A B'`: where a domino of two squares may go in
//! a kingdom of the original game.

use std::path::Path;

use super::{CommandError, output_lines, read_file};
use crate::original::bits::{Wide, indices};
use crate::original::rule_set::{Domino, Square};
use crate::original::{Kingdom, KingdomGrid, KingdomText, OriginalRules, parse_kingdom};
use crate::rules::board::Direction;

pub(super) fn run(
    rules: &OriginalRules,
    path: &Path,
    codes: &[String],
    json: bool,
) -> Result<String, CommandError> {
    let mut squares = codes.iter().map(|code| {
        rules
            .parse_square(code)
            .map_err(|problem| CommandError(format!("--domino `{code}`: {problem}")))
    });
    let (Some(first), Some(second)) = (squares.next(), squares.next()) else {
        return Err(CommandError("--domino needs two squares' codes".into()));
    };
    let domino = Domino {
        number: 0,
        squares: [first?, second?],
    };
    let text = read_file(path)?;
    let kingdom =
        parse_kingdom(rules, &text).map_err(|error| format!("{}: {error}", path.display()))?;
    // The Mighty Duel's grid holds either size of kingdom.
    let positions = places(&kingdom, &domino);
    if json {
        return Ok(format!("{}\n", serde_json::to_string(&positions)?));
    }
    let code = |square: Square| rules.square_code(square);
    let mut lines = vec![format!(
        "{} places for {} (A) and {} (B), row and column from 1 on the file's grid (0 and \
         below, or past its side: outside it, where the kingdom may still grow):",
        positions.len(),
        code(domino.squares[0]),
        code(domino.squares[1])
    )];
    for [[row_a, column_a], [row_b, column_b]] in positions {
        lines.push(format!("A {row_a},{column_a}  B {row_b},{column_b}"));
    }
    Ok(output_lines(lines))
}

/// Every place for `domino`, each square's (row, column) on the text's grid counted from 1,
/// sorted.
fn places(text: &KingdomText, domino: &Domino) -> Vec<[[i32; 2]; 2]> {
    let side = text.board.rows();
    let Some(grid) = KingdomGrid::<Wide>::new(side) else {
        return Vec::new();
    };
    let Some(kingdom) = Kingdom::from_text(&grid, text) else {
        return Vec::new();
    };
    let (castle_row, castle_column) = text.board.row_column(text.board.castle());
    let middle = i32::from(side) - 1;
    let on_text = |square: u32| {
        let (row, column) = grid.row_column(square);
        [
            i32::from(row) - middle + i32::from(castle_row) + 1,
            i32::from(column) - middle + i32::from(castle_column) + 1,
        ]
    };
    let mut found: Vec<[[i32; 2]; 2]> = Direction::CLOCKWISE
        .iter()
        .zip(kingdom.placements(&grid, domino))
        .flat_map(|(&direction, firsts)| {
            indices(firsts).map(move |first| (first, grid.step(first, direction)))
        })
        .map(|(first, second)| [on_text(first), on_text(second)])
        .collect();
    found.sort();
    found
}
