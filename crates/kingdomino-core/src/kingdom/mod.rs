//! A kingdom, a player's area in either game, and what both games read of it alike: its grid
//! (`board`), the kinds of square it holds and the codes they are written with (`coats`: the
//! Duel's coats of arms, the original game's terrains), its squares and their marks as bit
//! masks (`map`: crosses, crowns), and its domains and their points (`domains`).

pub mod board;
pub mod coats;
pub mod domains;
pub mod map;

pub use board::{Board, Cell, Direction};
pub use coats::{Coat, CoatId};
pub use domains::{Domain, for_each_domain};
pub use map::Map;
