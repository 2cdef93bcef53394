//! The rule set as data: coats of arms, dice, map shape and spellbook, read from RON and validated.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::board::{Board, MAX_CELLS};

/// Coats are bit masks per coat in a map, so their number is bounded.
pub const MAX_COATS: usize = 8;
/// The draft (A, B, B, A) needs exactly this many dice.
pub const DRAFT_DICE: usize = 4;
/// A bound that keeps face codes and cross counts sane for display.
const MAX_CROSSES_ON_FACE: u8 = 9;

/// The built-in rule set, shipped as data so the game and the tools agree with mods.
pub const DEFAULT_RULES_RON: &str = include_str!("../../assets/rules/default.rules.ron");
pub const DEFAULT_RULES_PATH: &str = "assets/rules/default.rules.ron";

/// Index of a coat of arms in the rule set's list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CoatId(pub u8);

impl CoatId {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// What one face of a die shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Face {
    Coat {
        coat: CoatId,
        crosses: u8,
    },
    /// The `?`: its owner chooses the coat when drawing it; it never fills the spellbook.
    Joker,
}

impl Face {
    pub fn crosses(self) -> u8 {
        match self {
            Face::Coat { crosses, .. } => crosses,
            Face::Joker => 0,
        }
    }

    pub fn coat(self) -> Option<CoatId> {
        match self {
            Face::Coat { coat, .. } => Some(coat),
            Face::Joker => None,
        }
    }
}

/// The wizards' powers. Which coat's line unlocks which power is data; what a power does is code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Power {
    /// Draw the domino without following the connection rules.
    IgnoreConnection,
    /// Draw the two dice on separate squares, each following the connection rules.
    SeparateDice,
    /// As player A, take two dice at once; B gets the other two.
    TakeTwoDice,
    /// Turn one die of your domino to any face of that die.
    TurnDie,
    /// Choose a coat at once: every domain of it scores 3 at the end.
    DomainBonus,
    /// Add one cross to a drawn square of your choice at once.
    ExtraCross,
}

impl Power {
    pub const ALL: [Power; 6] = [
        Power::IgnoreConnection,
        Power::SeparateDice,
        Power::TakeTwoDice,
        Power::TurnDie,
        Power::DomainBonus,
        Power::ExtraCross,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// Immediate powers are applied when gained; the others are kept until their owner uses them.
    pub fn is_immediate(self) -> bool {
        matches!(self, Power::DomainBonus | Power::ExtraCross)
    }
}

impl fmt::Display for Power {
    /// What the power does, in the few words a player reads on the spellbook.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Power::IgnoreConnection => "draw without connecting",
            Power::SeparateDice => "separate your two dice",
            Power::TakeTwoDice => "as A, take two dice at once",
            Power::TurnDie => "turn a die to any face",
            Power::DomainBonus => "+3 per domain of a coat",
            Power::ExtraCross => "one more cross",
        })
    }
}

/// Where the rulebooks' translations read differently: each reading is a rule-set option.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RuleOptions {
    /// The spellbook fills from the dice a player took even when they drew nothing (the
    /// French text); by default only drawn dice fill it (the English and Polish texts).
    pub spellbook_without_drawing: bool,
    /// When a turn in which no map became full ends the game.
    pub game_end: GameEnd,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameEnd {
    /// Neither player drew this turn (the French text: "nobody placed").
    #[default]
    NobodyDrew,
    /// Neither player could have drawn, even with the `d` or `s` power they kept (the English,
    /// Spanish and Polish texts: "no player is able to place").
    NobodyCouldDraw,
}

/// Points for each domain of the coat chosen with [`Power::DomainBonus`].
pub const DOMAIN_BONUS_POINTS: u32 = 3;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Coat {
    pub code: String,
    pub name: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Die {
    pub faces: Vec<Face>,
    /// For each face, the first face that shows the same: two faces of a die may look alike.
    first_alike: Vec<u8>,
}

impl Die {
    fn new(faces: Vec<Face>) -> Die {
        let first_alike = faces
            .iter()
            .map(|face| faces.iter().position(|other| other == face).unwrap_or(0) as u8)
            .collect();
        Die { faces, first_alike }
    }

    /// The first face that shows what `face` shows (`face` itself when it is the first).
    pub fn first_alike(&self, face: u8) -> u8 {
        self.first_alike
            .get(usize::from(face))
            .copied()
            .unwrap_or(face)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpellLine {
    pub coat: CoatId,
    pub length: u8,
    pub power: Power,
}

/// A validated rule set. Every index in it is in range, so the engine can trust it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleSet {
    id: String,
    coats: Vec<Coat>,
    dice: [Die; DRAFT_DICE],
    board: Board,
    lines: Vec<SpellLine>,
    line_of_coat: [Option<u8>; MAX_COATS],
    line_of_power: [Option<u8>; Power::ALL.len()],
    options: RuleOptions,
}

/// The file layout of a rule set (RON). Positions are 1-based, as players count.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RuleSetFile {
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
struct CoatFile {
    code: String,
    name: String,
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

/// Everything wrong with a rule set file, each problem naming the entry it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleSetError {
    pub source: String,
    /// Line and column (1-based) of a syntax error; validation problems name their entry instead.
    pub position: Option<(usize, usize)>,
    pub problems: Vec<String>,
}

impl fmt::Display for RuleSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, problem) in self.problems.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            match self.position {
                Some((line, column)) => write!(f, "{}:{line}:{column}: {problem}", self.source)?,
                None => write!(f, "{}: {problem}", self.source)?,
            }
        }
        Ok(())
    }
}

impl std::error::Error for RuleSetError {}

/// Why a face code such as `ss+` could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FaceCodeError {
    Empty,
    UnknownCoat(String),
    TooManyCrosses(String),
}

impl fmt::Display for FaceCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FaceCodeError::Empty => write!(f, "empty face code"),
            FaceCodeError::UnknownCoat(code) => write!(f, "unknown coat `{code}`"),
            FaceCodeError::TooManyCrosses(code) => {
                write!(f, "`{code}` has more than {MAX_CROSSES_ON_FACE} crosses")
            }
        }
    }
}

impl RuleSet {
    /// The rule set shipped with the game.
    pub fn builtin() -> RuleSet {
        // The shipped file is checked by the test suite, so this cannot fail in a release.
        RuleSet::from_ron(DEFAULT_RULES_RON, DEFAULT_RULES_PATH)
            .expect("the built-in rule set is valid")
    }

    /// Reads and validates a rule set; `source` names the file in error messages.
    pub fn from_ron(text: &str, source: &str) -> Result<RuleSet, RuleSetError> {
        let file: RuleSetFile = ron::from_str(text).map_err(|error| RuleSetError {
            source: source.to_string(),
            position: Some((error.span.start.line, error.span.start.col)),
            problems: vec![error.code.to_string()],
        })?;
        file.validate().map_err(|problems| RuleSetError {
            source: source.to_string(),
            position: None,
            problems,
        })
    }

    pub fn id(&self) -> &str {
        &self.id
    }

    /// A number that changes when anything in the rule set changes (FNV-1a of its contents):
    /// a saved game is only continued with the very rules it was played with, even when a mod
    /// changed a rule set and kept its id.
    pub fn fingerprint(&self) -> u64 {
        format!("{self:?}")
            .bytes()
            .fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
                (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
            })
    }

    pub fn coats(&self) -> &[Coat] {
        &self.coats
    }

    pub fn coat_ids(&self) -> impl Iterator<Item = CoatId> + use<> {
        (0..self.coats.len() as u8).map(CoatId)
    }

    pub fn coat(&self, id: CoatId) -> Option<&Coat> {
        self.coats.get(id.index())
    }

    /// The coat's name for players; `?` for a coat the rule set does not have.
    pub fn coat_name(&self, id: CoatId) -> &str {
        self.coat(id).map_or("?", |coat| coat.name.as_str())
    }

    pub fn coat_by_code(&self, code: &str) -> Option<CoatId> {
        self.coats
            .iter()
            .position(|coat| coat.code == code)
            .map(|index| CoatId(index as u8))
    }

    pub fn dice(&self) -> &[Die; DRAFT_DICE] {
        &self.dice
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn spell_lines(&self) -> &[SpellLine] {
        &self.lines
    }

    /// The spellbook line filled by drawing this coat without a cross, if it has one.
    pub fn line_of_coat(&self, coat: CoatId) -> Option<usize> {
        self.line_of_coat
            .get(coat.index())
            .copied()
            .flatten()
            .map(usize::from)
    }

    /// The spellbook line that unlocks this power, if the rule set has one.
    pub fn line_of_power(&self, power: Power) -> Option<usize> {
        self.line_of_power[power.index()].map(usize::from)
    }

    /// The coat whose spellbook line gives `power`, if the rule set has that line.
    pub fn coat_of_power(&self, power: Power) -> Option<CoatId> {
        self.line_of_power(power).map(|line| self.lines[line].coat)
    }

    /// The readings chosen where the rulebooks differ.
    pub fn options(&self) -> RuleOptions {
        self.options
    }

    /// Reads a face code: a coat code followed by one `+` per cross, or `?` for the joker.
    pub fn parse_face(&self, code: &str) -> Result<Face, FaceCodeError> {
        parse_face_code(code, &self.coats)
    }

    /// The face code of a face, the inverse of [`RuleSet::parse_face`].
    pub fn face_code(&self, face: Face) -> String {
        match face {
            Face::Joker => "?".to_string(),
            Face::Coat { coat, crosses } => {
                let code = self.coat(coat).map_or("?", |c| c.code.as_str());
                format!("{code}{}", "+".repeat(usize::from(crosses)))
            }
        }
    }
}

fn parse_face_code(code: &str, coats: &[Coat]) -> Result<Face, FaceCodeError> {
    let code = code.trim();
    if code.is_empty() {
        return Err(FaceCodeError::Empty);
    }
    if code == "?" {
        return Ok(Face::Joker);
    }
    let coat_code = code.trim_end_matches('+');
    let crosses = code.len() - coat_code.len();
    if crosses > usize::from(MAX_CROSSES_ON_FACE) {
        return Err(FaceCodeError::TooManyCrosses(code.to_string()));
    }
    let coat = coats
        .iter()
        .position(|coat| coat.code == coat_code)
        .ok_or_else(|| FaceCodeError::UnknownCoat(coat_code.to_string()))?;
    Ok(Face::Coat {
        coat: CoatId(coat as u8),
        crosses: crosses as u8,
    })
}

fn is_valid_coat_code(code: &str) -> bool {
    !code.is_empty()
        && code
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

impl RuleSetFile {
    fn validate(self) -> Result<RuleSet, Vec<String>> {
        let mut problems = Vec::new();

        if self.id.trim().is_empty() {
            problems.push("id: must not be empty".to_string());
        }

        if self.coats.is_empty() || self.coats.len() > MAX_COATS {
            problems.push(format!(
                "coats: there are {}, there must be from 1 to {MAX_COATS}",
                self.coats.len()
            ));
        }
        for (i, coat) in self.coats.iter().enumerate() {
            let entry = format!("coat {} (`{}`)", i + 1, coat.code);
            if !is_valid_coat_code(&coat.code) {
                problems.push(format!(
                    "{entry}: the code must be letters, digits, `_` or `-`"
                ));
            }
            if coat.name.trim().is_empty() {
                problems.push(format!("{entry}: the name must not be empty"));
            }
            if self.coats[..i].iter().any(|other| other.code == coat.code) {
                problems.push(format!("{entry}: the code is used by an earlier coat"));
            }
        }
        let coats: Vec<Coat> = self
            .coats
            .iter()
            .map(|coat| Coat {
                code: coat.code.clone(),
                name: coat.name.clone(),
            })
            .collect();

        if self.dice.len() != DRAFT_DICE {
            problems.push(format!(
                "dice: there are {}, the draft needs exactly {DRAFT_DICE}",
                self.dice.len()
            ));
        }
        let mut dice = Vec::new();
        for (i, faces) in self.dice.iter().enumerate() {
            if faces.is_empty() || faces.len() > usize::from(u8::MAX) {
                problems.push(format!(
                    "die {}: has {} faces, it needs from 1 to 255",
                    i + 1,
                    faces.len()
                ));
            }
            let mut die_faces = Vec::new();
            for (j, code) in faces.iter().enumerate() {
                match parse_face_code(code, &coats) {
                    Ok(face) => die_faces.push(face),
                    Err(error) => problems.push(format!("die {} face {}: {error}", i + 1, j + 1)),
                }
            }
            dice.push(Die::new(die_faces));
        }

        let map = &self.map;
        let cells = u64::from(map.rows) * u64::from(map.columns);
        if map.rows == 0 || map.columns == 0 || cells > MAX_CELLS as u64 {
            problems.push(format!(
                "map: {} rows x {} columns is not a map of 1 to {MAX_CELLS} squares",
                map.rows, map.columns
            ));
        } else if cells < 3 {
            problems.push("map: needs the castle and room for a domino".to_string());
        }
        let castle_inside = (1..=map.rows).contains(&map.castle.row)
            && (1..=map.columns).contains(&map.castle.column);
        if !castle_inside {
            problems.push(format!(
                "map: the castle (row {}, column {}) is outside the {} x {} map",
                map.castle.row, map.castle.column, map.rows, map.columns
            ));
        }

        let mut lines = Vec::new();
        let mut line_of_coat = [None; MAX_COATS];
        let mut line_of_power = [None; Power::ALL.len()];
        for (i, line) in self.spellbook.iter().enumerate() {
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
                if line_of_coat[coat].is_some() {
                    problems.push(format!("{entry}: the coat already has a line"));
                }
                line_of_coat[coat] = Some(i as u8);
            }
            if line_of_power[line.power.index()].is_some() {
                problems.push(format!(
                    "{entry}: the power {:?} is already given by another line",
                    line.power
                ));
            }
            line_of_power[line.power.index()] = Some(i as u8);
            lines.push(SpellLine {
                coat: CoatId(coat.unwrap_or(0) as u8),
                length: line.length.min(255) as u8,
                power: line.power,
            });
        }

        if !problems.is_empty() {
            return Err(problems);
        }
        let dice: [Die; DRAFT_DICE] = dice.try_into().map_err(|_| vec![])?;
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
            lines,
            line_of_coat,
            line_of_power,
            options: self.options,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edit_default(from: &str, to: &str) -> String {
        assert!(
            DEFAULT_RULES_RON.contains(from),
            "default rules lack {from}"
        );
        DEFAULT_RULES_RON.replacen(from, to, 1)
    }

    fn problems_of(text: &str) -> Vec<String> {
        RuleSet::from_ron(text, "mod.ron").unwrap_err().problems
    }

    #[test]
    fn the_builtin_rule_set_matches_the_rules_page() {
        let rules = RuleSet::builtin();
        let codes: Vec<_> = rules.coats().iter().map(|c| c.code.as_str()).collect();
        assert_eq!(codes, ["d", "dd", "s", "ss", "q", "b"]);
        let die_codes =
            |die: &Die| -> Vec<String> { die.faces.iter().map(|&f| rules.face_code(f)).collect() };
        assert_eq!(
            die_codes(&rules.dice()[0]),
            ["?", "d", "ss+", "s", "dd+", "d"]
        );
        assert_eq!(
            die_codes(&rules.dice()[1]),
            ["q", "s", "dd+", "ss+", "d", "b"]
        );
        assert_eq!(
            die_codes(&rules.dice()[2]),
            ["dd", "s", "b++", "q++", "d", "ss"]
        );
        assert_eq!(
            die_codes(&rules.dice()[3]),
            ["ss", "s+", "?", "s", "d+", "dd"]
        );
        let board = rules.board();
        assert_eq!((board.rows(), board.columns()), (5, 7));
        assert_eq!(board.row_column(board.castle()), (2, 3));
        let line = |code: &str| {
            rules.spell_lines()[rules
                .line_of_coat(rules.coat_by_code(code).unwrap())
                .unwrap()]
        };
        assert_eq!(
            (line("d").length, line("d").power),
            (5, Power::IgnoreConnection)
        );
        assert_eq!(
            (line("s").length, line("s").power),
            (5, Power::SeparateDice)
        );
        assert_eq!(
            (line("dd").length, line("dd").power),
            (4, Power::TakeTwoDice)
        );
        assert_eq!((line("ss").length, line("ss").power), (4, Power::TurnDie));
        assert_eq!((line("b").length, line("b").power), (3, Power::DomainBonus));
        assert_eq!((line("q").length, line("q").power), (3, Power::ExtraCross));
    }

    #[test]
    fn an_unknown_coat_on_a_die_is_named_with_its_die_and_face() {
        let text = edit_default("\"b++\"", "\"x\"");
        let problems = problems_of(&text);
        assert_eq!(problems, ["die 3 face 3: unknown coat `x`"]);
        let error = RuleSet::from_ron(&text, "mods/x.ron").unwrap_err();
        assert_eq!(
            error.to_string(),
            "mods/x.ron: die 3 face 3: unknown coat `x`"
        );
    }

    #[test]
    fn a_castle_outside_the_map_is_refused() {
        let problems = problems_of(&edit_default(
            "castle: (row: 3, column: 4)",
            "castle: (row: 6, column: 4)",
        ));
        assert_eq!(
            problems,
            ["map: the castle (row 6, column 4) is outside the 5 x 7 map"]
        );
    }

    #[test]
    fn a_spellbook_line_of_length_zero_is_refused() {
        let problems = problems_of(&edit_default("length: 5", "length: 0"));
        assert_eq!(
            problems,
            ["spellbook line 1 (`d`): length 0 must be from 1 to 255"]
        );
    }

    #[test]
    fn two_lines_with_one_power_are_refused() {
        let problems = problems_of(&edit_default(
            "power: SeparateDice",
            "power: IgnoreConnection",
        ));
        assert_eq!(
            problems,
            ["spellbook line 2 (`s`): the power IgnoreConnection is already given by another line"]
        );
    }

    #[test]
    fn the_draft_needs_four_dice_and_a_die_one_face() {
        let text = edit_default("[\"ss\", \"s+\", \"?\", \"s\", \"d+\", \"dd\"],", "");
        assert_eq!(
            problems_of(&text),
            ["dice: there are 3, the draft needs exactly 4"]
        );
        let text = edit_default("[\"ss\", \"s+\", \"?\", \"s\", \"d+\", \"dd\"]", "[\"s\"]");
        assert!(RuleSet::from_ron(&text, "one-face.ron").is_ok());
    }

    #[test]
    fn a_syntax_error_gives_its_line_and_column() {
        let error = RuleSet::from_ron("(\n  id: \"x\",\n  coats: [oops],\n)", "syntax.ron")
            .expect_err("a syntax error");
        assert_eq!(error.problems.len(), 1);
        assert_eq!(error.position.map(|(line, _)| line), Some(3));
        assert!(error.to_string().starts_with("syntax.ron:3:"), "{error}");
    }

    #[test]
    fn face_codes_round_trip() {
        let rules = RuleSet::builtin();
        for code in ["?", "d", "ss+", "b++", "q"] {
            assert_eq!(rules.face_code(rules.parse_face(code).unwrap()), code);
        }
        assert_eq!(
            rules.parse_face("x+"),
            Err(FaceCodeError::UnknownCoat("x".into()))
        );
        assert_eq!(rules.parse_face(""), Err(FaceCodeError::Empty));
    }
}
