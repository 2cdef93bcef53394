//! What a person chooses of the original game's own: an action for its engine, the domino held
//! turned or taken back, the game paused, its set-up changed, or a game of it started.

use kingdomino_core::original::Action;

/// A choice of the original game's, carried by `Intent::Game`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OriginalChoice {
    /// An action for its engine: a claim, or a discard.
    Act(Action),
    /// Turn the domino held a quarter (as R does).
    Turn,
    /// Take back the domino just added, before claiming (as Backspace does).
    TakeBack,
    /// Stop the game a moment: to go on, or to leave it.
    Pause,
    /// A change on its set-up panel: who plays, which variants.
    Setup(SetupChange),
    /// The game as set up, with the dominoes of this seed (typed on the seed panel).
    StartSeeded(u64),
}

/// A change on the original game's set-up panel, each one step further.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupChange {
    /// Two, three or four players.
    Players,
    /// Who plays this place (from 0): a person or a computer level.
    Seat(u8),
    /// Two players on 7 by 7 kingdoms with every domino.
    MightyDuel,
    /// The Middle Kingdom bonus.
    Middle,
    /// The Harmony bonus.
    Harmony,
    /// Three games in a row, scores summed.
    Dynasty,
    /// Play the game as set up.
    Start,
}
