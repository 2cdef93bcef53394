//! What a person chooses of the Duel's own: an action for its engine, the domino's
//! preparations (dice marked, powers switched on, taken back), or a new game.

use crate::app::choices::{Choice, Intent, Look};
use crate::app::states::Seat;
use kingdomino_core::duel::{Action, Power, RuleSet};
use kingdomino_core::localization::Phrase;

/// A choice of the Duel's, carried by `Intent::Game`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DuelChoice {
    /// An action for the engine, for the person to act.
    Act(Action),
    /// Preparing the domino at the table (the drafting and map filling phases).
    Domino(DominoChoice),
    /// A new game with these seats, its dice from this seed (typed on the seed panel) or from
    /// the clock.
    Start { seats: [Seat; 2], seed: Option<u64> },
}

/// The domino's preparations: dice marked, powers switched on, taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DominoChoice {
    /// With the `dd` power: the first of the two dice to take.
    MarkDie(u8),
    /// The `dd` power: take two dice at once.
    TakeTwoDice,
    /// The `d` power for this drawing.
    IgnoreConnection,
    /// The `s` power for this drawing.
    SeparateDice,
    /// The `ss` power: show the faces the die in this slot can be turned to.
    TurnDie(u8),
    /// Turn the domino a quarter (as R does).
    Turn,
    /// Take back the domino's preparations.
    Undo,
}

/// A switch for a kept power, named by what it does, with its line's coat.
pub fn power_switch(
    switch: DominoChoice,
    label: Phrase,
    on: bool,
    rules: &RuleSet,
    power: Power,
) -> Choice {
    Choice {
        intent: Intent::game(DuelChoice::Domino(switch)),
        label,
        look: Look::Switch {
            on,
            coat: rules.coat_of_power(power),
        },
    }
}
