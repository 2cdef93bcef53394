//! The phases of a round of the original game, as the sub-states of its table: kings claim
//! dominoes of the next line, or add the dominoes they stand on to their kingdoms.

use bevy::prelude::*;

use super::TABLE;
use crate::app::states::Screen;
use kingdomino_core::original::Step;

/// The phases of a round of the original game, while its table shows.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = TABLE)]
pub enum OriginalPhase {
    #[default]
    Claiming,
    Placing,
}

impl OriginalPhase {
    /// The phase of the engine's step (the game over keeps the last one).
    pub fn of(step: Step) -> Option<OriginalPhase> {
        match step {
            Step::Claim { .. } | Step::Choose { .. } => Some(OriginalPhase::Claiming),
            Step::Place { .. } => Some(OriginalPhase::Placing),
            Step::GameOver => None,
        }
    }

    /// The name in the `kingdomino-duel: phase NAME` log line.
    pub fn log_name(self) -> &'static str {
        match self {
            OriginalPhase::Claiming => "claiming",
            OriginalPhase::Placing => "placing",
        }
    }
}
