//! The engine's verdict on the ghost where it is now: the squares it marks, whether it may be
//! drawn there and for how many points, or why not.

use crate::app::table::Match;
use bevy::prelude::*;
use kingdomino_core::duel::{Action, ActionError, Drawing, Duel, PlacementPowers, SeatNumber};

use super::ghost::Placement;
use kingdomino_core::duel::preview::score_change;
use kingdomino_core::kingdom::Cell;
use kingdomino_core::localization::{Phrase, names};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GhostVerdict>();
}

/// What a ghost on a map shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GhostMark {
    /// A die of the domino, by slot.
    Die(u8),
    /// The cross of the `q` power.
    Cross,
}

/// The engine's verdict on the ghost where it is now.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct GhostVerdict {
    pub seat: Option<SeatNumber>,
    pub marks: Vec<(Cell, GhostMark)>,
    /// The action confirming draws, when the spot is legal.
    pub legal: Option<Action>,
    /// The engine's refusal of the spot, when it is not legal.
    pub refusal: Option<ActionError>,
    /// Points the drawing would add (the best joker coat assumed).
    pub gain: Option<i32>,
    /// Squares the whole domino may cover as it is turned now (with separate dice: where the
    /// die to place next may go).
    pub spots: u64,
}

impl GhostVerdict {
    /// Why the spot is refused, as the end of a sentence about the player: the engine's reason
    /// (off the map, a domino's ghost is a domino leaving it).
    pub fn refusal_words(&self) -> Option<Phrase> {
        let domino = !self.marks.iter().any(|(_, mark)| *mark == GhostMark::Cross);
        self.refusal.as_ref().map(|refusal| match refusal {
            ActionError::OffMap if domino => Phrase::new("refusal-off-map-domino"),
            refusal => names::refusal(refusal),
        })
    }

    /// The spot is refused for a connection rule: the domino (or a die of it, or a joker's
    /// coat) touches neither the castle nor a square of its coat.
    pub fn refused_for_connection(&self) -> bool {
        matches!(
            self.refusal,
            Some(
                ActionError::NotConnected
                    | ActionError::SeparateSquareNotConnected { .. }
                    | ActionError::JokerCoatNotConnected
            )
        )
    }
}

/// The engine's word on the person's domino where the ghost is.
pub(super) fn judge_drawing(game: &Match<Duel>, placement: &Placement) -> GhostVerdict {
    let Some(seat) = placement.seat else {
        return GhostVerdict::default();
    };
    let cells = placement.ghost_cells(game.rules.board());
    let marks = (0u8..)
        .zip(&cells)
        .filter_map(|(slot, cell)| cell.map(|cell| (cell, GhostMark::Die(slot))))
        .collect();
    let drawings = allowed_drawings(game, placement);
    if drawings.is_empty() {
        // Nothing fits: no ghost over the castle or the drawn squares; the prompt says why.
        return GhostVerdict {
            seat: Some(seat),
            ..GhostVerdict::default()
        };
    }
    let mut verdict = GhostVerdict {
        seat: Some(seat),
        marks,
        spots: spots(game, placement, &drawings),
        ..GhostVerdict::default()
    };
    let [Some(first), Some(second)] = cells[..] else {
        if cells.len() == 2 {
            verdict.refusal = Some(ActionError::OffMap);
        }
        return verdict;
    };
    let wanted = [first, second];
    let chosen = placement.powers();
    // The powers the person switched on, where they change something (a joker freed by `d`);
    // otherwise the fewest, so none is spent for nothing.
    let found = drawings
        .iter()
        .filter(|drawing| drawing.cells == wanted)
        .min_by_key(|drawing| {
            let powers = drawing.powers;
            let spent = u8::from(powers.ignore_connection) + u8::from(powers.separate);
            (powers != chosen, spent)
        });
    match found {
        Some(drawing) => {
            let action = Action::Draw(*drawing);
            verdict.gain = score_change(&game.rules, game.state(), action);
            verdict.legal = Some(action);
        }
        None => {
            let drawing = Action::Draw(Drawing {
                cells: wanted,
                powers: chosen,
            });
            verdict.refusal = game.state().check(&game.rules, drawing).err();
        }
    }
    verdict
}

/// The legal drawings that spend only the powers the person switched on.
fn allowed_drawings(game: &Match<Duel>, placement: &Placement) -> Vec<Drawing> {
    let chosen = placement.powers();
    let allowed = |powers: PlacementPowers| {
        (!powers.ignore_connection || chosen.ignore_connection)
            && (!powers.separate || chosen.separate)
    };
    game.state()
        .legal_actions(&game.rules)
        .into_iter()
        .filter_map(|action| match action {
            Action::Draw(drawing) if allowed(drawing.powers) => Some(drawing),
            _ => None,
        })
        .collect()
}

/// The squares the domino as turned may go on (with separated dice, the first square's, then
/// the second's), as a board's bits.
fn spots(game: &Match<Duel>, placement: &Placement, drawings: &[Drawing]) -> u64 {
    let board = game.rules.board();
    let direction = placement.direction();
    drawings
        .iter()
        .filter_map(|drawing| {
            let [first, second] = drawing.cells;
            match (placement.separate, placement.first) {
                (false, _) if board.neighbour(first, direction) == Some(second) => {
                    Some(first.bit() | second.bit())
                }
                (true, None) => Some(first.bit()),
                (true, Some(chosen)) if chosen == first => Some(second.bit()),
                _ => None,
            }
        })
        .fold(0u64, |spots, cells| spots | cells)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(refusal: ActionError, mark: GhostMark) -> GhostVerdict {
        GhostVerdict {
            seat: Some(SeatNumber::FIRST),
            marks: vec![(Cell(0), mark)],
            refusal: Some(refusal),
            ..GhostVerdict::default()
        }
    }

    #[test]
    fn the_prompt_and_the_tip_follow_the_engine_s_refusal() {
        let off_map = refused(ActionError::OffMap, GhostMark::Die(0));
        assert_eq!(
            off_map.refusal_words(),
            Some(Phrase::new("refusal-off-map-domino"))
        );
        assert!(!off_map.refused_for_connection());
        let taken = refused(ActionError::SquareNotEmpty, GhostMark::Cross);
        assert_eq!(
            taken.refusal_words(),
            Some(names::refusal(&ActionError::SquareNotEmpty))
        );
        assert!(!taken.refused_for_connection());
        for connection in [
            ActionError::NotConnected,
            ActionError::SeparateSquareNotConnected { slot: 1 },
            ActionError::JokerCoatNotConnected,
        ] {
            assert!(refused(connection, GhostMark::Die(1)).refused_for_connection());
        }
        assert_eq!(GhostVerdict::default().refusal_words(), None);
    }
}
