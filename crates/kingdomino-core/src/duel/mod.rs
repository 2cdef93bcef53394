//! Kingdomino Duel's rules as a pure, deterministic engine: no Bevy types, no I/O.
//!
//! A [`RuleSet`] (data, validated) says what the components are; a [`GameState`] holds a game,
//! lists the [`Action`]s of the player to act and applies one. Everything random comes from
//! the game's seed, so a [`Record<Duel>`] replays to the identical state.

pub mod action;
pub mod history;
pub mod map;
pub mod map_text;
pub mod preview;
pub mod report;
pub mod ruleset;
pub mod scoring;
mod seam;
pub mod seat;
pub mod state;

pub use action::{Action, ActionError, Drawing};
pub use map::PlacementPowers;
pub use report::{DrawnSquare, EndReason, Report};
pub use ruleset::{Face, Power, RuleSet};
pub use scoring::{Outcome, ScoreSheet, ScoreSummary};
pub use seam::{Duel, NoOptions};
pub use seat::SeatNumber;
pub use state::{DominoDie, GameState, LineProgress, Step};
