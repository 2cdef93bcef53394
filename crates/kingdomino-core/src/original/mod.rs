//! The original Kingdomino, for 2 to 4 players, beside the Duel's engine and sharing its parts:
//! the kinds of square (its terrains are read as the Duel's coats are), a square's marks (its
//! crowns, as the Duel's crosses) and, as the engine grows, its domains and scoring.
//!
//! So far: the rule set as data (`rule_set`: the 48 dominoes and the set-ups for 2, 3 and 4
//! players and the Mighty Duel, read from RON and validated), a kingdom's text format
//! (`kingdom_text`) and its count (`scoring`: the Duel's domains on the kingdom's grid, as a
//! Duel map holds them, crowns for crosses), and a kingdom as it is played (`kingdom`: where a
//! domino may go, found with bit sets on a grid the kingdom may grow over any way, `bits`), and
//! a whole game (`game`: the lines, the kings' claims and placings, discards, the winners) on
//! either grid (`any_game`), kept as a record that replays (`record`), and what a table shows of it
//! (`picture`).

pub mod any_game;
pub mod bits;
pub mod game;
pub mod kingdom;
pub mod kingdom_text;
pub mod picture;
pub mod rule_set;
pub mod scoring;
mod seam;

pub use any_game::AnyGame;
pub use game::{
    Action, ActionError, DYNASTY_GAMES, DealError, DecidedBy, Game, GameOptions, Step, decided_by,
};
pub use kingdom::{Kingdom, KingdomGrid, PlaceRefusal};
pub use kingdom_text::{Bonuses, KingdomText, parse_kingdom};
pub use picture::{KingdomPicture, SlotView, SquareView, TablePicture};
pub use rule_set::{Domino, OriginalRules, Setup, Square};
pub use scoring::{KingdomSheet, score_kingdom};
pub use seam::Original;
