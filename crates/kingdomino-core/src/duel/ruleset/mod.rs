//! The rule set as data: coats of arms, dice, map shape and spellbook, read from RON and validated.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::kingdom::board::Board;
use crate::kingdom::coats::{Coat, CoatId, FaceCodeError, MAX_COATS};
use crate::rule_file::{RuleSetError, fingerprint_of, read_ron};

mod file;

use file::{RuleSetFile, parse_face_code};

/// The draft (A, B, B, A) needs exactly this many dice.
pub const DRAFT_DICE: usize = 4;
/// A bound that keeps face codes and cross counts sane for display.
const MAX_CROSSES_ON_FACE: u8 = 9;

/// The built-in rule set, shipped as data so the game and the tools agree with mods.
pub const DEFAULT_RULES_RON: &str =
    include_str!(concat!(env!("GAME_ASSETS"), "/rules/default.rules.ron"));
pub const DEFAULT_RULES_PATH: &str = "assets/rules/default.rules.ron";

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

impl RuleSet {
    /// The rule set shipped with the game.
    pub fn builtin() -> RuleSet {
        // The shipped file is checked by the test suite, so this cannot fail in a release.
        RuleSet::from_ron(DEFAULT_RULES_RON, DEFAULT_RULES_PATH)
            .expect("the built-in rule set is valid")
    }

    /// Reads and validates a rule set; `source` names the file in error messages.
    pub fn from_ron(text: &str, source: &str) -> Result<RuleSet, RuleSetError> {
        read_ron(text, source, RuleSetFile::validate)
    }

    pub fn id(&self) -> &str {
        &self.id
    }

    /// A number that changes when anything in the rule set changes (FNV-1a of its contents):
    /// a saved game is only continued with the very rules it was played with, even when a mod
    /// changed a rule set and kept its id.
    pub fn fingerprint(&self) -> u64 {
        fingerprint_of(self)
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
