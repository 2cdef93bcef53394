//! What is said to the rules bridge (a match to set up, actions intended, rolls given, undo) and
//! what it says back (applied, refused and why, the engine's reports).

use std::fmt;

use bevy::prelude::*;

use crate::app::states::Seat;
use kingdomino_core::duel::ruleset::DRAFT_DICE;
use kingdomino_core::duel::{Action, ActionError, Duel, GameState, Report, SeatNumber};
use kingdomino_core::table::Record;

/// Asks the bridge for a match, then the table shows it: the only way a match begins.
#[derive(Message, Clone, Debug)]
pub enum MatchRequest {
    /// A new game with these seats, its dice from `seed`, or from the clock when there is none.
    New { seats: [Seat; 2], seed: Option<u64> },
    /// A game goes on from a record played this far: a saved game continued, a replay shown from
    /// one of its points.
    Resume(Box<ResumeMatch>),
}

/// A game to go on with, and who sits where.
#[derive(Clone, Debug)]
pub struct ResumeMatch {
    pub state: GameState,
    pub record: Record<Duel>,
    pub seats: [Seat; 2],
    /// The players' own names: an online game's, as its server gives them.
    pub names: Option<[String; 2]>,
}

/// A decision someone wants to make for a seat.
#[derive(Message, Clone, Copy, Debug)]
pub struct IntendedAction {
    pub seat: SeatNumber,
    pub action: Action,
}

/// A person takes back the preparations of their domino (castle bonus, turned die, a drawing
/// waiting for a joker's coat) before the drawing is final.
#[derive(Message, Clone, Copy, Debug)]
pub struct UndoRequested {
    pub seat: SeatNumber,
}

#[derive(Message, Clone, Copy, Debug)]
pub struct ActionApplied {
    pub seat: SeatNumber,
    pub action: Action,
}

#[derive(Message, Clone, Copy, Debug)]
pub struct ActionRefused {
    pub seat: SeatNumber,
    pub action: Action,
    pub reason: Refusal,
}

/// Why the bridge did not apply an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Another seat is to act.
    NotYourTurn,
    /// The engine refused it.
    Rule(ActionError),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NotYourTurn => f.write_str("it is not this player's turn"),
            Refusal::Rule(error) => error.fmt(f),
        }
    }
}

/// The roll of the turn just begun, rolled elsewhere (an online game's server).
#[derive(Message, Clone, Copy, Debug)]
pub struct RollGiven {
    pub faces: [u8; DRAFT_DICE],
}

/// A roll from outside the engine would not take.
#[derive(Message, Clone, Copy, Debug)]
pub struct RollRefused {
    pub faces: [u8; DRAFT_DICE],
    pub error: ActionError,
}

/// A person's preparations were taken back.
#[derive(Message, Clone, Copy, Debug)]
pub struct PreparationsUndone {
    pub seat: SeatNumber,
}

/// One thing the engine reported about an action it applied, in the order it happened.
#[derive(Message, Clone, Copy, Debug)]
pub struct Reported(pub Report);
