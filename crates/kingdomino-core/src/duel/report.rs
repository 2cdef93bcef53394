//! What applying an action did, told in order, so the table, the sounds, the count, the saves
//! and the network follow the engine instead of working the rules out again.

use serde::{Deserialize, Serialize};

use super::ruleset::{DRAFT_DICE, Power};
use super::seat::SeatNumber;
use crate::kingdom::CoatId;
use crate::kingdom::board::Cell;

/// One thing that happened. An action reports several, in the order they happened: drawing
/// the last domino of a turn reports the drawing, the spellbook squares it filled, the power
/// it gained, the turn's end and the next roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Report {
    /// The dice were rolled for this turn: the face each die shows.
    Rolled { turn: u32, faces: [u8; DRAFT_DICE] },
    /// A player took a die from the table (in the draft, or the last one left).
    DieTaken { seat: SeatNumber, die: u8, face: u8 },
    /// The castle bonus went on a die of the domino.
    CastleBonusPut { seat: SeatNumber, slot: u8 },
    /// A pass gave the castle bonus back: it changes crosses, never where a domino fits.
    CastleBonusReturned { seat: SeatNumber },
    /// The `ss` power turned a die of the domino to another face.
    DieTurned {
        seat: SeatNumber,
        slot: u8,
        face: u8,
    },
    /// A drawing waits for the coat of the joker in this slot.
    JokerCoatAsked { seat: SeatNumber, slot: u8 },
    /// The domino is on the map: each square with its coat and crosses, in slot order.
    Drawn {
        seat: SeatNumber,
        squares: [DrawnSquare; 2],
    },
    /// The player drew nothing.
    Passed { seat: SeatNumber },
    /// A spellbook square was filled: the line and how many of its squares are filled now.
    SpellSquareFilled {
        seat: SeatNumber,
        line: u8,
        filled: u8,
    },
    /// A line was completed first: its power is this player's, the opponent's line is struck.
    PowerGained { seat: SeatNumber, power: Power },
    /// A power was spent (an immediate one applied, a kept one used).
    PowerUsed { seat: SeatNumber, power: Power },
    /// An immediate power with nothing to apply it to was spent without effect.
    PowerLapsed { seat: SeatNumber, power: Power },
    /// The `b` power chose the coat whose domains score its bonus.
    BonusCoatChosen { seat: SeatNumber, coat: CoatId },
    /// The `q` power put one more cross on a drawn square.
    CrossAdded { seat: SeatNumber, cell: Cell },
    /// Both players filled and every power gained was applied.
    TurnEnded { turn: u32 },
    /// No more turns: the count decides.
    GameEnded { reason: EndReason },
}

/// A square of a drawn domino.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DrawnSquare {
    pub cell: Cell,
    pub coat: CoatId,
    pub crosses: u8,
}

/// Why the game ended, by the end rule of the rule set's options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    /// This player's map has no empty square left.
    MapFull {
        seat: SeatNumber,
    },
    BothMapsFull,
    /// No map has room for another domino, whatever the dice show, so another roll would
    /// change nothing.
    NoRoomLeft,
    /// Neither player drew a domino this turn (with `game_end: NobodyCouldDraw`, neither could,
    /// kept powers included).
    NobodyDrew,
}

/// Where the engine tells what happened. Simulations, which apply millions of actions and read
/// none of the reports, pass [`Unreported`].
pub trait Reports {
    fn report(&mut self, report: Report);
}

impl Reports for Vec<Report> {
    fn report(&mut self, report: Report) {
        self.push(report);
    }
}

/// Reports nobody reads.
pub struct Unreported;

impl Reports for Unreported {
    #[inline(always)]
    fn report(&mut self, _: Report) {}
}
