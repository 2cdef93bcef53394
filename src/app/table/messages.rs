//! What is said to a game's rules bridge (a match to set up, actions intended, deals given from
//! elsewhere, a take-back) and what it says back (applied, refused and why, what the engine
//! told, what was taken back), one set of messages for each game.

use std::fmt;

use bevy::prelude::*;

use crate::app::states::Seat;
use kingdomino_core::localization::Phrase;
use kingdomino_core::table::{Place, Record, TableGame};

/// Asks the bridge for a match, then the table shows it: the only way a match begins.
#[derive(Message, Clone, Debug)]
pub enum MatchRequest<G: TableGame> {
    /// A new game with these seats and options, dealt from `seed`, or from the clock when there
    /// is none.
    New {
        seats: Vec<Seat>,
        options: G::Options,
        seed: Option<u64>,
    },
    /// A game goes on from a record played this far: a saved game continued, a replay shown
    /// from one of its points, an online room's game as its server gave it.
    Resume {
        record: Record<G>,
        seats: Vec<Seat>,
        /// The players' names: an online game's, as its server gives them.
        names: Option<Vec<Phrase>>,
        /// A replay watched: its record decides for every place.
        watched: bool,
    },
    /// A game set up at a position its record does not lead to (a test's, a layout check's):
    /// nothing can be taken back from it, and a kept copy would not play again.
    Position {
        state: Box<G::State>,
        record: Record<G>,
        seats: Vec<Seat>,
    },
}

/// A decision someone wants to make for a place: a person's, the computer's, a replay's, or
/// another machine's as its server told it.
#[derive(Message, Clone, Copy, Debug)]
pub struct Intended<G: TableGame> {
    pub seat: Place,
    pub action: G::Action,
}

/// The engine applied an action.
#[derive(Message, Clone, Copy, Debug)]
pub struct Applied<G: TableGame> {
    pub seat: Place,
    pub action: G::Action,
}

/// Everything the engine told of an action it applied or a deal it took, in order.
#[derive(Message, Debug)]
pub struct Told<G: TableGame>(pub G::Reports);

#[derive(Message, Clone, Copy, Debug)]
pub struct Refused<G: TableGame> {
    pub seat: Place,
    pub action: G::Action,
    pub reason: Refusal<G>,
}

/// Why the bridge did not apply an action.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Refusal<G: TableGame> {
    /// Another place is to act.
    NotYourTurn,
    /// The game waits for a deal from elsewhere (an online game's roll or line).
    AwaitingDeal,
    /// The engine refused it.
    Rule(G::Refusal),
}

impl<G: TableGame> fmt::Display for Refusal<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NotYourTurn => f.write_str("it is not this player's turn"),
            Refusal::AwaitingDeal => f.write_str("the game waits for the server's deal"),
            Refusal::Rule(error) => error.fmt(f),
        }
    }
}

/// What chance dealt elsewhere (an online game's server): the roll of the turn just begun, the
/// line just laid out.
#[derive(Message, Clone, Debug)]
pub struct DealGiven<G: TableGame> {
    pub deal: G::Deal,
}

/// A deal from elsewhere the engine would not take, and why.
#[derive(Message, Clone, Debug)]
pub struct DealRefused<G: TableGame> {
    pub deal: G::Deal,
    pub reason: String,
}

/// A person asks to take back what they did since their turn's take-back point: the Duel's
/// preparations of a domino, the original game's domino just added.
#[derive(Message, Clone, Copy, Debug)]
pub struct TakeBack<G: TableGame> {
    pub seat: Place,
    /// Only for the game's type.
    pub game: std::marker::PhantomData<G>,
}

impl<G: TableGame> TakeBack<G> {
    pub fn by(seat: Place) -> TakeBack<G> {
        TakeBack {
            seat,
            game: std::marker::PhantomData,
        }
    }
}

/// What a person took back: their actions since the point, in the order they were made.
#[derive(Message, Clone, Debug)]
pub struct TakenBack<G: TableGame> {
    pub seat: Place,
    pub actions: Vec<G::Action>,
}
