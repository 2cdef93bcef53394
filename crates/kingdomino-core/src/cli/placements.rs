//! `placements FILE --domino A B`: where a domino of two faces may be drawn on a map.

use std::path::Path;

use super::{CommandError, output_lines, position, read_map};
use crate::rules::map::PowerUse;
use crate::rules::{Cell, PlacementPowers, RuleSet};

pub(super) struct Options {
    pub split: bool,
    pub ignore_connection: bool,
    pub json: bool,
}

pub(super) fn run(
    rules: &RuleSet,
    path: &Path,
    domino: &[String],
    options: Options,
) -> Result<String, CommandError> {
    let [a, b] = domino else {
        return Err(CommandError("--domino needs two face codes".into()));
    };
    let face = |code: &str| {
        rules
            .parse_face(code)
            .map_err(|error| CommandError(format!("--domino `{code}`: {error}")))
    };
    let (face_a, face_b) = (face(a)?, face(b)?);
    let map = read_map(rules, path)?.map;
    let board = rules.board();
    // A joker connects wherever some coat choice would.
    let connecting = [face_a, face_b].map(|face| map.connecting_cells(board, face.coat()));
    let powers = PlacementPowers {
        ignore_connection: options.ignore_connection,
        separate: options.split,
    };
    let mut placements: Vec<(Cell, Cell)> = Vec::new();
    map.for_each_placement(
        board,
        connecting,
        powers,
        PowerUse::Allowed,
        |first, second| placements.push((first, second)),
    );
    placements.sort();
    let positions: Vec<[[u32; 2]; 2]> = placements
        .iter()
        .map(|&(first, second)| [position(rules, first), position(rules, second)])
        .collect();
    if options.json {
        return Ok(format!("{}\n", serde_json::to_string(&positions)?));
    }
    let mut lines = vec![format!(
        "{} placements of {} (A) and {} (B), row and column from 1:",
        positions.len(),
        rules.face_code(face_a),
        rules.face_code(face_b)
    )];
    for [[row_a, column_a], [row_b, column_b]] in positions {
        lines.push(format!("A {row_a},{column_a}  B {row_b},{column_b}"));
    }
    Ok(output_lines(lines))
}
