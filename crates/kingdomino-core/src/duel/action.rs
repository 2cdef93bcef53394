//! The decisions a player makes, and why the engine refuses one.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::map::PlacementPowers;
use super::ruleset::Power;
use crate::kingdom::CoatId;
use crate::kingdom::board::Cell;

/// Where and how a player draws their domino. Slot 0 and 1 are the player's two dice.
/// A joker's coat is chosen right after, with [`Action::ChooseJokerCoat`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Drawing {
    /// The square of each die.
    pub cells: [Cell; 2],
    /// The `d` and `s` powers this drawing spends; only ones it needs are accepted.
    pub powers: PlacementPowers,
}

/// One decision of the player to act. Dice are numbered 0 to 3 as in the rule set; a player's
/// domino has slots 0 and 1 in the order the dice were taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Draft: take one die from the table.
    TakeDie { die: u8 },
    /// Draft, player A with the `dd` power: take two dice at once; B gets the other two.
    TakeTwoDice { dice: [u8; 2] },
    /// Once per game: one more cross on a die of the domino; that die fills no spellbook square.
    CastleBonus { slot: u8 },
    /// The `ss` power: turn a die of the domino to another face of the same die.
    TurnDie { slot: u8, face: u8 },
    /// Draw the domino on the map, with the powers it uses.
    Draw(Drawing),
    /// After drawing a joker: the coat it shows (one that keeps the drawing legal).
    ChooseJokerCoat { coat: CoatId },
    /// Draw nothing: only when no placement without powers exists.
    Pass,
    /// The `b` power, just gained: every domain of this coat scores 3.
    ChooseBonusCoat { coat: CoatId },
    /// The `q` power, just gained: one more cross on this drawn square.
    PlaceCross { cell: Cell },
}

/// Why an action was refused. The state is unchanged when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionError {
    GameOver,
    /// The action belongs to another part of the turn than the current one.
    NotNow,
    NoSuchDie,
    DieAlreadyTaken,
    SameDieTwice,
    /// Each pair of dice is named once, the lower-numbered die first.
    DiceOutOfOrder,
    NoSuchSlot,
    NoSuchFace,
    SameFace,
    /// Each look of a die is named once, by the first face that shows it.
    LookNamedEarlier,
    UnknownCoat,
    CastleBonusUsed,
    /// The power is not the player's, or it was already used.
    PowerUnavailable(Power),
    OffMap,
    /// The castle stands on that square: nothing is drawn on it.
    CastleSquare,
    SquareNotEmpty,
    SquareNotDrawn,
    /// With this coat the joker's square would follow no connection rule.
    JokerCoatNotConnected,
    /// The two squares do not touch (only the `s` power separates the dice).
    SquaresNotTouching,
    /// Neither square is next to the castle or to a drawn square of the same coat.
    NotConnected,
    /// With separated dice each square must connect on its own.
    SeparateSquareNotConnected {
        slot: u8,
    },
    /// The placement is legal without this power, so it would be wasted.
    PowerNotNeeded(Power),
    /// A legal placement exists, so the domino must be drawn.
    MustDraw,
    /// With `game_end: NobodyCouldDraw`, a kept power lets the domino be drawn, so it must be.
    MustUseKeptPower,
    /// The domino fits nowhere, so the castle bonus would be spent for nothing.
    NothingToDraw,
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            ActionError::GameOver => "the game is over".to_string(),
            ActionError::NotNow => "that is not possible at this point of the turn".to_string(),
            ActionError::NoSuchDie => "there is no such die".to_string(),
            ActionError::DieAlreadyTaken => "that die is already taken".to_string(),
            ActionError::SameDieTwice => "two different dice are needed".to_string(),
            ActionError::DiceOutOfOrder => "name the lower-numbered die first".to_string(),
            ActionError::NoSuchSlot => "the domino has only two dice".to_string(),
            ActionError::NoSuchFace => "the die has no such face".to_string(),
            ActionError::SameFace => "the die already shows that face".to_string(),
            ActionError::LookNamedEarlier => {
                "an earlier face of the die shows the same: name that one".to_string()
            }
            ActionError::UnknownCoat => "there is no such coat of arms".to_string(),
            ActionError::CastleBonusUsed => "the castle bonus was already used".to_string(),
            ActionError::PowerUnavailable(power) => {
                format!("the \"{power}\" power is not available")
            }
            ActionError::OffMap => "that square is not on the map".to_string(),
            ActionError::CastleSquare => "the castle stands there".to_string(),
            ActionError::SquareNotEmpty => "that square is already drawn".to_string(),
            ActionError::SquareNotDrawn => "that square holds no coat of arms".to_string(),
            ActionError::JokerCoatNotConnected => {
                "with that coat of arms the joker's square would not connect".to_string()
            }
            ActionError::SquaresNotTouching => "the two squares must touch".to_string(),
            ActionError::NotConnected => {
                "no castle and no matching coat of arms next to it (diagonals do not count)"
                    .to_string()
            }
            ActionError::SeparateSquareNotConnected { slot } => format!(
                "die {} touches neither the castle nor a matching coat of arms",
                slot + 1
            ),
            ActionError::PowerNotNeeded(power) => {
                format!("this placement is legal without the \"{power}\" power")
            }
            ActionError::MustDraw => {
                "a legal placement exists: the domino must be drawn".to_string()
            }
            ActionError::MustUseKeptPower => {
                "a kept power lets the domino be drawn: with these rules it must be".to_string()
            }
            ActionError::NothingToDraw => {
                "the domino fits nowhere: the castle bonus would be wasted".to_string()
            }
        };
        f.write_str(&text)
    }
}

impl std::error::Error for ActionError {}
