//! A rule set file as written (RON, positions counted from 1) and its validation into a
//! [`RuleSet`], every problem named by its entry.

use serde::{Deserialize, Serialize};

use crate::kingdom::{Coat, CoatId};

use super::{DRAFT_DICE, Die, Face, MAX_CROSSES_ON_FACE, Power, RuleOptions, RuleSet, SpellLine};

use crate::kingdom::board::{Board, MAX_CELLS};
use crate::kingdom::coats::{
    CoatFile, FaceCodeError, MAX_COATS, Marks, parse_marked_code, read_coats,
};

/// The file layout of a rule set (RON). Positions are 1-based, as players count.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RuleSetFile {
    id: String,
    coats: Vec<CoatFile>,
    dice: Vec<Vec<String>>,
    map: MapFile,
    spellbook: Vec<SpellLineFile>,
    #[serde(default)]
    options: RuleOptions,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct MapFile {
    rows: u32,
    columns: u32,
    castle: PositionFile,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PositionFile {
    row: u32,
    column: u32,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SpellLineFile {
    coat: String,
    length: u32,
    power: Power,
}

pub(super) fn parse_face_code(code: &str, coats: &[Coat]) -> Result<Face, FaceCodeError> {
    if code.trim() == "?" {
        return Ok(Face::Joker);
    }
    let (coat, crosses) = parse_marked_code(code, coats, CROSSES)?;
    Ok(Face::Coat { coat, crosses })
}

/// The Duel's crosses, on the dice's faces.
pub const CROSSES: Marks = Marks {
    sign: '+',
    name: "crosses",
    most: MAX_CROSSES_ON_FACE,
};

impl RuleSetFile {
    pub(super) fn validate(self) -> Result<RuleSet, Vec<String>> {
        let mut problems = Vec::new();
        if self.id.trim().is_empty() {
            problems.push("id: must not be empty".to_string());
        }
        let coats = read_coats(&self.coats, "coat", &mut problems);
        let dice = read_dice(&self.dice, &coats, &mut problems);
        check_map(&self.map, &mut problems);
        let book = read_spellbook(&self.spellbook, &coats, &mut problems);
        if !problems.is_empty() {
            return Err(problems);
        }
        let dice: [Die; DRAFT_DICE] = dice.try_into().map_err(|_| vec![])?;
        let map = &self.map;
        Ok(RuleSet {
            id: self.id,
            coats,
            dice,
            board: Board::new(
                map.rows as u8,
                map.columns as u8,
                (map.castle.row - 1) as u8,
                (map.castle.column - 1) as u8,
            ),
            lines: book.lines,
            line_of_coat: book.line_of_coat,
            line_of_power: book.line_of_power,
            options: self.options,
        })
    }
}

/// The four dice, each face read by its code.
fn read_dice(dice: &[Vec<String>], coats: &[Coat], problems: &mut Vec<String>) -> Vec<Die> {
    if dice.len() != DRAFT_DICE {
        problems.push(format!(
            "dice: there are {}, the draft needs exactly {DRAFT_DICE}",
            dice.len()
        ));
    }
    let mut read = Vec::new();
    for (i, faces) in dice.iter().enumerate() {
        if faces.is_empty() || faces.len() > usize::from(u8::MAX) {
            problems.push(format!(
                "die {}: has {} faces, it needs from 1 to 255",
                i + 1,
                faces.len()
            ));
        }
        let mut die_faces = Vec::new();
        for (j, code) in faces.iter().enumerate() {
            match parse_face_code(code, coats) {
                Ok(face) => die_faces.push(face),
                Err(error) => problems.push(format!("die {} face {}: {error}", i + 1, j + 1)),
            }
        }
        read.push(Die::new(die_faces));
    }
    read
}

/// The map's size (1 to 64 squares, room for the castle and a domino) and its castle inside it.
fn check_map(map: &MapFile, problems: &mut Vec<String>) {
    let cells = u64::from(map.rows) * u64::from(map.columns);
    if map.rows == 0 || map.columns == 0 || cells > MAX_CELLS as u64 {
        problems.push(format!(
            "map: {} rows x {} columns is not a map of 1 to {MAX_CELLS} squares",
            map.rows, map.columns
        ));
    } else if cells < 3 {
        problems.push("map: needs the castle and room for a domino".to_string());
    }
    let castle_inside =
        (1..=map.rows).contains(&map.castle.row) && (1..=map.columns).contains(&map.castle.column);
    if !castle_inside {
        problems.push(format!(
            "map: the castle (row {}, column {}) is outside the {} x {} map",
            map.castle.row, map.castle.column, map.rows, map.columns
        ));
    }
}

/// The spellbook as read: its lines, and which line each coat and each power has.
struct Spellbook {
    lines: Vec<SpellLine>,
    line_of_coat: [Option<u8>; MAX_COATS],
    line_of_power: [Option<u8>; Power::ALL.len()],
}

/// The spellbook's lines: each of a known coat, 1 to 255 squares long, no coat or power twice.
fn read_spellbook(book: &[SpellLineFile], coats: &[Coat], problems: &mut Vec<String>) -> Spellbook {
    let mut read = Spellbook {
        lines: Vec::new(),
        line_of_coat: [None; MAX_COATS],
        line_of_power: [None; Power::ALL.len()],
    };
    for (i, line) in book.iter().enumerate() {
        let entry = format!("spellbook line {} (`{}`)", i + 1, line.coat);
        let coat = coats.iter().position(|coat| coat.code == line.coat);
        if coat.is_none() {
            problems.push(format!("{entry}: unknown coat `{}`", line.coat));
        }
        if line.length == 0 || line.length > u32::from(u8::MAX) {
            problems.push(format!(
                "{entry}: length {} must be from 1 to 255",
                line.length
            ));
        }
        if let Some(coat) = coat.filter(|&c| c < MAX_COATS) {
            if read.line_of_coat[coat].is_some() {
                problems.push(format!("{entry}: the coat already has a line"));
            }
            read.line_of_coat[coat] = Some(i as u8);
        }
        if read.line_of_power[line.power.index()].is_some() {
            problems.push(format!(
                "{entry}: the power {:?} is already given by another line",
                line.power
            ));
        }
        read.line_of_power[line.power.index()] = Some(i as u8);
        read.lines.push(SpellLine {
            coat: CoatId(coat.unwrap_or(0) as u8),
            length: line.length.min(255) as u8,
            power: line.power,
        });
    }
    read
}
