//! The kinds of square a kingdom holds (the Duel's coats of arms, the original game's
//! terrains), as a rule set names them, and the codes squares are written with: a kind's code
//! and a sign for each mark it carries (the Duel's crosses, the original game's crowns).

use std::fmt;

use serde::{Deserialize, Serialize};

/// Coats are bit masks per coat in a map, so their number is bounded.
pub const MAX_COATS: usize = 8;

/// Index of a coat of arms in the rule set's list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CoatId(pub u8);

impl CoatId {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Coat {
    pub code: String,
    pub name: String,
}

/// The marks a square carries, each multiplying its domain's squares: how they are written
/// after a coat's code, what they are called, and how many a square may carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Marks {
    pub sign: char,
    pub name: &'static str,
    pub most: u8,
}

/// Why a face code such as `ss+` could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FaceCodeError {
    Empty,
    UnknownCoat(String),
    /// More crosses (or crowns) than a square may carry.
    TooManyMarks {
        code: String,
        marks: Marks,
    },
}

impl fmt::Display for FaceCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FaceCodeError::Empty => write!(f, "empty face code"),
            FaceCodeError::UnknownCoat(code) => write!(f, "unknown coat `{code}`"),
            FaceCodeError::TooManyMarks { code, marks } => {
                write!(f, "`{code}` has more than {} {}", marks.most, marks.name)
            }
        }
    }
}

/// A kind of square as written: a coat of arms in the Duel, a terrain in the original game.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CoatFile {
    code: String,
    name: String,
}

/// A square's code: a coat's code followed by one of `marks`' sign per mark it carries.
pub(crate) fn parse_marked_code(
    code: &str,
    coats: &[Coat],
    marks: Marks,
) -> Result<(CoatId, u8), FaceCodeError> {
    let code = code.trim();
    if code.is_empty() {
        return Err(FaceCodeError::Empty);
    }
    let coat_code = code.trim_end_matches(marks.sign);
    let count = code.len() - coat_code.len();
    if count > usize::from(marks.most) {
        return Err(FaceCodeError::TooManyMarks {
            code: code.to_string(),
            marks,
        });
    }
    let coat = coats
        .iter()
        .position(|coat| coat.code == coat_code)
        .ok_or_else(|| FaceCodeError::UnknownCoat(coat_code.to_string()))?;
    Ok((CoatId(coat as u8), count as u8))
}

/// The kinds of square as written, checked (1 to `MAX_COATS`, each code well formed and used
/// once, each named); the problems go to `problems`, each named by its entry (`what` 1, …).
pub(crate) fn read_coats(files: &[CoatFile], what: &str, problems: &mut Vec<String>) -> Vec<Coat> {
    if files.is_empty() || files.len() > MAX_COATS {
        problems.push(format!(
            "{what}s: there are {}, there must be from 1 to {MAX_COATS}",
            files.len()
        ));
    }
    for (i, coat) in files.iter().enumerate() {
        let entry = format!("{what} {} (`{}`)", i + 1, coat.code);
        if !is_valid_coat_code(&coat.code) {
            problems.push(format!(
                "{entry}: the code must be letters, digits, `_` or `-`"
            ));
        }
        if coat.name.trim().is_empty() {
            problems.push(format!("{entry}: the name must not be empty"));
        }
        if files[..i].iter().any(|other| other.code == coat.code) {
            problems.push(format!("{entry}: the code is used by an earlier {what}"));
        }
    }
    files
        .iter()
        .map(|coat| Coat {
            code: coat.code.clone(),
            name: coat.name.clone(),
        })
        .collect()
}

fn is_valid_coat_code(code: &str) -> bool {
    !code.is_empty()
        && code
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}
