//! How to play: the pages a newcomer reads in order, and what each page's picture shows. No
//! Bevy here: every picture is made of engine states after engine actions (`examples/`), so a
//! test can play each one and no picture can disagree with the rules.

mod examples;
pub mod original;

pub use examples::{ExampleError, figure};

use crate::duel::{
    ActionError, Face, LineProgress, Outcome, Power, ScoreSheet, ScoreSummary, SeatNumber,
};

use crate::kingdom::{Cell, CoatId, Map};

/// One page of How to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Page {
    /// The four steps of a turn, and the dice.
    Turn,
    /// Who takes which die.
    Draft,
    /// Where a domino may be drawn, and a drawing the game refuses.
    Connecting,
    /// Domains, crosses and points.
    Scoring,
    /// Filling the spellbook, and who wins a line's power.
    Spellbook,
    /// One wizard's power, before and after it is used.
    Power(Power),
    CastleBonus,
    /// When the game ends, and who wins a tie.
    End,
    /// What this game decided where the printed rules leave a question open.
    Decisions,
}

/// The pages in reading order: each builds on the ones before it.
pub const PAGES: [Page; 14] = [
    Page::Turn,
    Page::Draft,
    Page::Connecting,
    Page::Scoring,
    Page::Spellbook,
    Page::Power(Power::IgnoreConnection),
    Page::Power(Power::SeparateDice),
    Page::Power(Power::TakeTwoDice),
    Page::Power(Power::TurnDie),
    Page::Power(Power::DomainBonus),
    Page::Power(Power::ExtraCross),
    Page::CastleBonus,
    Page::End,
    Page::Decisions,
];

impl Page {
    /// The page's name in the language files: its heading is `howto-NAME-heading`, its text
    /// `howto-NAME`.
    pub fn name(self) -> &'static str {
        match self {
            Page::Turn => "turn",
            Page::Draft => "draft",
            Page::Connecting => "connecting",
            Page::Scoring => "scoring",
            Page::Spellbook => "spellbook",
            Page::Power(Power::IgnoreConnection) => "power-ignore-connection",
            Page::Power(Power::SeparateDice) => "power-separate-dice",
            Page::Power(Power::TakeTwoDice) => "power-take-two-dice",
            Page::Power(Power::TurnDie) => "power-turn-die",
            Page::Power(Power::DomainBonus) => "power-domain-bonus",
            Page::Power(Power::ExtraCross) => "power-extra-cross",
            Page::CastleBonus => "castle-bonus",
            Page::End => "end",
            Page::Decisions => "decisions",
        }
    }
}

/// A page's picture: panels side by side (or stacked), each a part of the example.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    pub panels: Vec<Panel>,
    pub arrangement: Arrangement,
    /// Who wins, for an example that ends a game.
    pub outcome: Option<Outcome>,
}

/// How a figure's panels are laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrangement {
    /// Side by side.
    Row,
    /// Side by side with an arrow between them: a before and an after.
    BeforeAfter,
    /// One under the other.
    Column,
}

/// One part of a figure: a caption over any of a row of coats with their names, a row of dice, a
/// map, spellbook lines, a count and a refusal, in that order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Panel {
    pub caption: Caption,
    /// Coats of arms shown with their names, so the texts can name them.
    pub coats: Vec<CoatId>,
    pub dice: Vec<ShownDie>,
    pub map: Option<MapPicture>,
    pub spellbook: Vec<SpellbookLine>,
    pub count: Option<Count>,
    /// Why the engine refuses what the panel shows.
    pub refusal: Option<ActionError>,
}

/// The players of an example: seat 0 is A, seat 1 is B.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    A,
    B,
}

impl Role {
    pub fn of_seat(seat: SeatNumber) -> Role {
        if seat == SeatNumber::FIRST {
            Role::A
        } else {
            Role::B
        }
    }
}

/// What a panel's caption says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Caption {
    #[default]
    None,
    /// The rule set's coats of arms.
    Coats,
    /// A die of the rule set, numbered from 1.
    Die(u8),
    Roll,
    DiceOf(Role),
    MapOf(Role),
    Before,
    After,
    Allowed,
    Refused,
}

/// A die face as a panel shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShownDie {
    pub face: Face,
    /// The castle bonus's cross.
    pub extra_crosses: u8,
    /// Who took it in the draft, and when (from 1; dice taken together share a number).
    pub taken: Option<(Role, u8)>,
}

impl ShownDie {
    pub fn plain(face: Face) -> ShownDie {
        ShownDie {
            face,
            extra_crosses: 0,
            taken: None,
        }
    }
}

/// A map, with what the example just drew on it or tried to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapPicture {
    pub map: Map,
    /// Squares drawn (or given a cross) by the action the panel shows.
    pub marked: u64,
    /// A drawing the engine refused: each die's face on its square, over the map.
    pub refused: Vec<(Cell, ShownDie)>,
}

/// Both players' progress on one spellbook line (by its place in the rule set).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpellbookLine {
    pub line: usize,
    /// Player A's, then player B's.
    pub progress: [LineProgress; 2],
}

/// The points of a map: every domain, or only the total and the largest domain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Count {
    Sheet(ScoreSheet),
    Summary(ScoreSummary),
}
