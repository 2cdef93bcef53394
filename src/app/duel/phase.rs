//! The phases of a Duel's turn, as the sub-states of its table: the dice roll, the draft, the
//! drawing of the dominoes and the spellbook.

use bevy::prelude::*;

use super::TABLE;
use crate::app::states::Screen;
use kingdomino_core::duel::Step;

/// The phases of a Duel's turn, while its table shows.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = TABLE)]
pub enum DuelPhase {
    /// The four dice tumble and land on the engine's roll.
    #[default]
    Rolling,
    /// A takes a die, B two, A the last.
    Drafting,
    /// Each player prepares and draws their domino, A first.
    MapFilling,
    /// The spellbook fills; powers are gained and immediate ones applied.
    Spellbook,
}

impl DuelPhase {
    /// Whether decisions at this step of the engine belong to this phase (the engine moves to
    /// the next turn's draft while the spellbook still shows the last one).
    pub fn decides(self, step: Step) -> bool {
        matches!(
            (self, step),
            (DuelPhase::Drafting, Step::Draft { .. })
                | (
                    DuelPhase::MapFilling,
                    Step::Fill { .. } | Step::ChooseJokerCoat { .. }
                )
                | (DuelPhase::Spellbook, Step::ApplyPower { .. })
        )
    }

    /// The name in the `kingdomino-duel: phase NAME` log line.
    pub fn log_name(self) -> &'static str {
        match self {
            DuelPhase::Rolling => "rolling",
            DuelPhase::Drafting => "drafting",
            DuelPhase::MapFilling => "map-filling",
            DuelPhase::Spellbook => "spellbook",
        }
    }
}
