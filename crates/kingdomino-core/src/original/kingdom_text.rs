//! The text format of a kingdom (KINGDOMINO.md): a square grid of cells, `.` empty, `#` the
//! castle (once, anywhere), a terrain's code with a `*` per crown; an optional `bonus:` line
//! naming the options counted. Read with each problem's line and column.

use std::fmt;

use super::rule_set::{CROWNS, OriginalRules};
use crate::kingdom::Map;
use crate::kingdom::board::Board;
use crate::kingdom::coats::{FaceCodeError, parse_marked_code};

const BONUS_PREFIX: &str = "bonus:";

/// The options a count may add: each on only when the game was set up with it (off when a
/// message or file leaves it out).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Bonuses {
    /// +10 when the castle is at the centre of the kingdom.
    pub middle: bool,
    /// +5 when the kingdom fills its whole grid.
    pub harmony: bool,
}

/// A kingdom read from text: its grid (the castle where the text puts it), its squares, and
/// the options its count adds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KingdomText {
    pub board: Board,
    pub map: Map,
    pub bonuses: Bonuses,
}

/// A problem in a kingdom's text: `line` counts from 1, `column` (a cell's, from 1) when the
/// problem is one cell's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KingdomTextError {
    pub line: usize,
    pub column: Option<usize>,
    pub message: String,
}

impl fmt::Display for KingdomTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.column {
            Some(column) => write!(f, "line {}, column {column}: {}", self.line, self.message),
            None => write!(f, "line {}: {}", self.line, self.message),
        }
    }
}

impl std::error::Error for KingdomTextError {}

/// What a cell of the text holds.
#[derive(Clone, Copy)]
enum Written {
    Empty,
    Castle,
    Square { terrain: u8, crowns: u8 },
}

/// Reads a kingdom: its grid is as many rows as the first has cells, 5 or 7 (the Mighty
/// Duel's) or the side of the rule set's kingdoms.
pub fn parse_kingdom(rules: &OriginalRules, text: &str) -> Result<KingdomText, KingdomTextError> {
    let mut rows: Vec<Vec<Written>> = Vec::new();
    let mut bonuses = None;
    let mut castle = None;
    let mut last_line = 0;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        last_line = line;
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with(';') {
            continue;
        }
        let fail = |message: String| KingdomTextError {
            line,
            column: None,
            message,
        };
        if let Some(words) = trimmed.strip_prefix(BONUS_PREFIX) {
            if bonuses.is_some() {
                return Err(fail("a second bonus line".into()));
            }
            bonuses = Some(read_bonuses(words).map_err(fail)?);
            continue;
        }
        if bonuses.is_some() {
            return Err(fail("the bonus line must come after the grid".into()));
        }
        let side = rows.first().map_or(0, Vec::len);
        if side > 0 && rows.len() == side {
            return Err(fail(format!("more than {side} rows of cells")));
        }
        let row = read_row(rules, (raw, line), &mut castle)?;
        let side = rows.first().map_or(row.len(), Vec::len);
        if row.len() != side {
            let cells = row.len();
            return Err(fail(format!(
                "this row has {cells} cells, the first has {side}"
            )));
        }
        rows.push(row);
    }
    let at_the_end = |message: String| KingdomTextError {
        line: last_line.max(1),
        column: None,
        message,
    };
    check_side(rules, &rows).map_err(at_the_end)?;
    let Some((castle_line, castle_column)) = castle else {
        return Err(at_the_end("there is no castle `#`".into()));
    };
    let side = rows.len() as u8;
    let board = Board::new(
        side,
        side,
        rows_before(text, castle_line),
        castle_column as u8 - 1,
    );
    let mut map = Map::default();
    for (row, cells) in rows.iter().enumerate() {
        for (column, written) in cells.iter().enumerate() {
            if let (Written::Square { terrain, crowns }, Some(cell)) =
                (written, board.cell(row as u8, column as u8))
            {
                map.draw(cell, crate::kingdom::CoatId(*terrain), *crowns);
            }
        }
    }
    Ok(KingdomText {
        board,
        map,
        bonuses: bonuses.unwrap_or_default(),
    })
}

/// A row of the grid, read from its line (`line`); its castle, when it has one, noted in
/// `castle` (its line and column), which must be the grid's only one.
fn read_row(
    rules: &OriginalRules,
    (raw, line): (&str, usize),
    castle: &mut Option<(usize, usize)>,
) -> Result<Vec<Written>, KingdomTextError> {
    let fail = |column: usize, message: String| KingdomTextError {
        line,
        column: Some(column),
        message,
    };
    let mut row = Vec::new();
    for (at, code) in raw.split_whitespace().enumerate() {
        let column = at + 1;
        let cell = match code {
            "." => Written::Empty,
            "#" => {
                if let Some((first_line, first_column)) = *castle {
                    return Err(fail(
                        column,
                        format!(
                            "a second castle (the first is on line {first_line}, column \
                             {first_column})"
                        ),
                    ));
                }
                *castle = Some((line, column));
                Written::Castle
            }
            _ => {
                let (terrain, crowns) = parse_marked_code(code, rules.terrains(), CROWNS)
                    .map_err(|error| fail(column, cell_problem(code, error)))?;
                Written::Square {
                    terrain: terrain.0,
                    crowns,
                }
            }
        };
        row.push(cell);
    }
    Ok(row)
}

/// Whether the grid is square, of a side the rule set's kingdoms have.
fn check_side(rules: &OriginalRules, rows: &[Vec<Written>]) -> Result<(), String> {
    let side = rows.first().map_or(0, Vec::len);
    let sides = [rules.kingdom(false), rules.kingdom(true)];
    if sides.iter().any(|&allowed| usize::from(allowed) == side) && rows.len() == side {
        return Ok(());
    }
    Err(format!(
        "the grid is {} rows of {side} cells; a kingdom is {} rows of {} cells (or {} of {})",
        rows.len(),
        sides[0],
        sides[0],
        sides[1],
        sides[1]
    ))
}

/// The grid's row (from 0) that line `line` of `text` holds.
fn rows_before(text: &str, line: usize) -> u8 {
    text.lines()
        .take(line - 1)
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with(';'))
        .count() as u8
}

fn read_bonuses(words: &str) -> Result<Bonuses, String> {
    let mut bonuses = Bonuses::default();
    for word in words.split_whitespace() {
        match word {
            "middle" => bonuses.middle = true,
            "harmony" => bonuses.harmony = true,
            other => {
                return Err(format!(
                    "unknown bonus `{other}` (the bonuses are `middle` and `harmony`)"
                ));
            }
        }
    }
    Ok(bonuses)
}

fn cell_problem(code: &str, error: FaceCodeError) -> String {
    match error {
        FaceCodeError::UnknownCoat(terrain) => format!(
            "unknown cell `{code}` (no terrain `{terrain}`; a cell is `.`, `#` or a terrain's \
             code with a `*` per crown)"
        ),
        other => other.to_string(),
    }
}
