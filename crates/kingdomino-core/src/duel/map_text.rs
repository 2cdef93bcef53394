//! The text format of a map (RULES.md): reading it with line-numbered errors, and writing it.

use std::fmt;

use super::ruleset::{Face, RuleSet};
use crate::kingdom::board::Cell;
use crate::kingdom::coats::FaceCodeError;
use crate::kingdom::{CoatId, Map};

const BONUS_PREFIX: &str = "bonus:";

/// A map read from text, with the coat chosen with the `b` power if the text gives one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapText {
    pub map: Map,
    pub bonus_coat: Option<CoatId>,
}

/// A problem in a map text; `line` counts from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapTextError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for MapTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.line, self.message)
    }
}

impl std::error::Error for MapTextError {}

fn error(line: usize, message: impl Into<String>) -> MapTextError {
    MapTextError {
        line,
        message: message.into(),
    }
}

/// Reads a map in the text format of the rule set's map size.
pub fn parse_map(rules: &RuleSet, text: &str) -> Result<MapText, MapTextError> {
    let board = rules.board();
    let mut map = Map::default();
    let mut bonus_coat = None;
    let mut rows_read = 0u8;
    let mut last_line = 0;
    for (index, raw) in text.lines().enumerate() {
        let line_number = index + 1;
        last_line = line_number;
        let line = raw.trim();
        if line.is_empty() || line.starts_with(';') {
            continue;
        }
        if let Some(code) = line.strip_prefix(BONUS_PREFIX) {
            if rows_read < board.rows() {
                return Err(error(line_number, "the bonus line must come after the map"));
            }
            if bonus_coat.is_some() {
                return Err(error(line_number, "a second bonus line"));
            }
            let code = code.trim();
            let coat = rules
                .coat_by_code(code)
                .ok_or_else(|| error(line_number, format!("bonus: unknown coat `{code}`")))?;
            bonus_coat = Some(coat);
            continue;
        }
        if bonus_coat.is_some() || rows_read == board.rows() {
            return Err(error(
                line_number,
                format!("more than {} rows of squares", board.rows()),
            ));
        }
        read_row(rules, (line, line_number), rows_read, &mut map)?;
        rows_read += 1;
    }
    if rows_read < board.rows() {
        return Err(error(
            last_line.max(1),
            format!(
                "the map has {rows_read} rows of squares, expected {}",
                board.rows()
            ),
        ));
    }
    Ok(MapText { map, bonus_coat })
}

/// Row `row` (from 0) of the map's squares, read from its line (`line_number`) onto `map`.
fn read_row(
    rules: &RuleSet,
    (line, line_number): (&str, usize),
    row: u8,
    map: &mut Map,
) -> Result<(), MapTextError> {
    let board = rules.board();
    let cells: Vec<&str> = line.split_whitespace().collect();
    if cells.len() != usize::from(board.columns()) {
        let (found, expected) = (cells.len(), board.columns());
        return Err(error(
            line_number,
            format!("row {} has {found} squares, expected {expected}", row + 1),
        ));
    }
    for (column, code) in cells.into_iter().enumerate() {
        let Some(cell) = board.cell(row, column as u8) else {
            continue;
        };
        let at = |message: String| {
            let place = format!("row {} column {}", row + 1, column + 1);
            error(line_number, format!("{place}: {message}"))
        };
        let is_castle = cell == board.castle();
        match code {
            "#" if is_castle => {}
            "#" => return Err(at("the castle `#` is only at its own square".into())),
            _ if is_castle => {
                return Err(at(format!("expected the castle `#`, found `{code}`")));
            }
            "." => {}
            _ => {
                let (coat, crosses) = parse_square(rules, code).map_err(at)?;
                map.draw(cell, coat, crosses);
            }
        }
    }
    Ok(())
}

fn parse_square(rules: &RuleSet, code: &str) -> Result<(CoatId, u8), String> {
    match rules.parse_face(code) {
        Ok(Face::Coat { coat, crosses }) => Ok((coat, crosses)),
        Ok(Face::Joker) => {
            Err("a drawn square shows the coat chosen for the joker, not `?`".into())
        }
        Err(FaceCodeError::UnknownCoat(coat)) => Err(format!(
            "unknown code `{code}` (no coat `{coat}`; use `.`, `#` or a coat code with `+` per cross)"
        )),
        Err(other) => Err(other.to_string()),
    }
}

/// Writes a map in the text format, one row per line, columns aligned.
pub fn format_map(rules: &RuleSet, map: &Map, bonus_coat: Option<CoatId>) -> String {
    let board = rules.board();
    let mut text = String::new();
    for row in 0..board.rows() {
        let codes: Vec<String> = (0..board.columns())
            .map(|column| {
                let cell = board.cell(row, column).unwrap_or(Cell(0));
                square_code(rules, map, cell, cell == board.castle())
            })
            .collect();
        let row_text: String = codes.iter().map(|code| format!("{code:<3} ")).collect();
        text.push_str(row_text.trim_end());
        text.push('\n');
    }
    if let Some(coat) = bonus_coat.and_then(|coat| rules.coat(coat)) {
        text.push_str(&format!("{BONUS_PREFIX} {}\n", coat.code));
    }
    text
}

fn square_code(rules: &RuleSet, map: &Map, cell: Cell, is_castle: bool) -> String {
    if is_castle {
        return "#".into();
    }
    match map.coat_at(cell) {
        None => ".".into(),
        Some(coat) => rules.face_code(Face::Coat {
            coat,
            crosses: map.crosses_at(cell),
        }),
    }
}
