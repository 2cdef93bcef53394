//! The rules of Kingdomino Duel as a pure, deterministic engine: no Bevy types, no I/O.
//!
//! A [`RuleSet`] (data, validated) says what the components are; a [`GameState`] holds a game,
//! lists the [`Action`]s of the player to act and applies one. Everything random comes from
//! the game's seed, so a [`GameRecord`] replays to the identical state.

pub mod action;
pub mod board;
pub mod history;
pub mod map;
pub mod map_text;
pub mod preview;
pub mod record;
pub mod report;
pub mod rng;
pub mod ruleset;
pub mod scoring;
pub mod seat;
pub mod state;

pub use action::{Action, ActionError, Drawing};
pub use board::{Board, Cell, Direction};
pub use map::{Map, PlacementPowers};
pub use record::GameRecord;
pub use report::{DrawnSquare, EndReason, Report};
pub use ruleset::{CoatId, Face, Power, RuleSet};
pub use scoring::{Outcome, ScoreSheet, ScoreSummary};
pub use seat::SeatNumber;
pub use state::{DominoDie, GameState, LineProgress, Step};
