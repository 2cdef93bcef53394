//! The original game's rule set as data: its terrains, its dominoes, the kingdom's size and the
//! set-up for each number of players, read from RON and validated.

use serde::{Deserialize, Serialize};

use crate::kingdom::{Coat, CoatId};

use crate::kingdom::coats::{FaceCodeError, Marks, parse_marked_code};

use crate::rule_file::{RuleSetError, fingerprint_of, read_ron};

mod file;

use file::OriginalRulesFile;

/// The built-in rule set of the original game, shipped as data so the game and the tools agree
/// with mods.
pub const ORIGINAL_RULES_RON: &str =
    include_str!(concat!(env!("GAME_ASSETS"), "/rules/kingdomino.rules.ron"));
pub const ORIGINAL_RULES_PATH: &str = "assets/rules/kingdomino.rules.ron";

/// A square's crowns, written `*` after its terrain's code. Three at most, as in the box: a
/// count the engine can keep in two bits a square.
pub const CROWNS: Marks = Marks {
    sign: '*',
    name: "crowns",
    most: 3,
};

/// The largest kingdom's side, in squares: the Mighty Duel's seven.
pub const LARGEST_KINGDOM: u8 = 7;

/// One square of a domino: its terrain and its crowns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Square {
    pub terrain: CoatId,
    pub crowns: u8,
}

/// A domino: its number (which orders a line, lowest first) and its two squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Domino {
    pub number: u8,
    pub squares: [Square; 2],
}

/// How a game for a number of players is set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    pub players: u8,
    /// The dominoes the game uses, drawn at random when fewer than all.
    pub dominoes: u8,
    /// The kings each player moves.
    pub kings_each: u8,
}

impl Setup {
    /// The dominoes of a line: one for each king.
    pub fn line(&self) -> u8 {
        self.players * self.kings_each
    }

    /// The rounds of a game: one for each line laid out.
    pub fn rounds(&self) -> u8 {
        self.dominoes / self.line()
    }
}

/// The original game's rule set, validated: every domino's squares are known terrains, every
/// set-up deals whole lines from the dominoes there are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OriginalRules {
    id: String,
    terrains: Vec<Coat>,
    /// Ordered by number.
    dominoes: Vec<Domino>,
    kingdom: u8,
    setups: Vec<Setup>,
    mighty_duel_kingdom: u8,
    mighty_duel: Setup,
}

impl OriginalRules {
    /// The rule set shipped with the game.
    pub fn builtin() -> OriginalRules {
        // The shipped file is checked by the test suite, so this cannot fail in a release.
        OriginalRules::from_ron(ORIGINAL_RULES_RON, ORIGINAL_RULES_PATH)
            .expect("the built-in rule set of the original game is valid")
    }

    /// Reads and validates a rule set; `source` names the file in error messages.
    pub fn from_ron(text: &str, source: &str) -> Result<OriginalRules, RuleSetError> {
        read_ron(text, source, OriginalRulesFile::validate)
    }

    pub fn id(&self) -> &str {
        &self.id
    }

    /// A number that changes when anything in the rule set changes: a kept game is only played
    /// again with the very rules it was played with, even when a mod kept the id.
    pub fn fingerprint(&self) -> u64 {
        fingerprint_of(self)
    }

    pub fn terrains(&self) -> &[Coat] {
        &self.terrains
    }

    /// Every domino, by number.
    pub fn dominoes(&self) -> &[Domino] {
        &self.dominoes
    }

    /// The kingdom's side, in squares, castle included.
    pub fn kingdom(&self, mighty_duel: bool) -> u8 {
        if mighty_duel {
            self.mighty_duel_kingdom
        } else {
            self.kingdom
        }
    }

    /// The set-up for `players`, or the Mighty Duel's; none for a number of players the rule
    /// set does not offer.
    pub fn setup(&self, players: u8, mighty_duel: bool) -> Option<Setup> {
        if mighty_duel {
            return (players == self.mighty_duel.players).then_some(self.mighty_duel);
        }
        self.setups
            .iter()
            .find(|setup| setup.players == players)
            .copied()
    }

    /// The numbers of players the rule set offers, fewest first.
    pub fn player_counts(&self) -> impl Iterator<Item = u8> + '_ {
        self.setups.iter().map(|setup| setup.players)
    }

    /// The square a code (`f*`) names, or what is wrong with the code.
    pub fn parse_square(&self, code: &str) -> Result<Square, String> {
        parse_square(code, &self.terrains)
    }

    /// A square's code (`f*`), as the rule set file writes it.
    pub fn square_code(&self, square: Square) -> String {
        let code = self
            .terrains
            .get(square.terrain.index())
            .map_or("?", |terrain| terrain.code.as_str());
        let crowns = CROWNS.sign.to_string().repeat(usize::from(square.crowns));
        format!("{code}{crowns}")
    }
}

/// The square a code (`f*`) names among `terrains`, or what is wrong with the code.
fn parse_square(code: &str, terrains: &[Coat]) -> Result<Square, String> {
    parse_marked_code(code, terrains, CROWNS)
        .map(|(terrain, crowns)| Square { terrain, crowns })
        .map_err(|error| match error {
            FaceCodeError::UnknownCoat(terrain) => format!("unknown terrain `{terrain}`"),
            other => other.to_string(),
        })
}
