//! The engine's verdict on the ghost where it is now: the squares it marks, whether it may be
//! drawn there and for how many points, or why not.

use bevy::prelude::*;

use super::Match;
use super::ghost::Placement;
use kingdomino_core::localization::Phrase;
use kingdomino_core::localization::names;
use kingdomino_core::rules::preview::score_change;
use kingdomino_core::rules::{Action, Cell, Drawing, PlacementPowers};

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
    pub seat: Option<u8>,
    pub marks: Vec<(Cell, GhostMark)>,
    /// The action confirming draws, when the spot is legal.
    pub legal: Option<Action>,
    /// Why the spot is not legal, as the end of a sentence about the player.
    pub reason: Option<Phrase>,
    /// Points the drawing would add (the best joker coat assumed).
    pub gain: Option<i32>,
    /// Squares the whole domino may cover as it is turned now (with separate dice: where the
    /// die to place next may go).
    pub spots: u64,
}

/// The engine's word on the person's domino where the ghost is.
pub(super) fn judge_drawing(game: &Match, placement: &Placement) -> GhostVerdict {
    let Some(seat) = placement.seat else {
        return GhostVerdict::default();
    };
    let rules = &game.rules;
    let board = rules.board();
    let cells = placement.ghost_cells(board);
    let marks = (0u8..)
        .zip(&cells)
        .filter_map(|(slot, cell)| cell.map(|cell| (cell, GhostMark::Die(slot))))
        .collect();
    let chosen = placement.powers();
    let allowed = |powers: PlacementPowers| {
        (!powers.ignore_connection || chosen.ignore_connection)
            && (!powers.separate || chosen.separate)
    };
    let drawings: Vec<Drawing> = game
        .state()
        .legal_actions(rules)
        .into_iter()
        .filter_map(|action| match action {
            Action::Draw(drawing) if allowed(drawing.powers) => Some(drawing),
            _ => None,
        })
        .collect();
    if drawings.is_empty() {
        // Nothing fits: no ghost over the castle or the drawn squares; the prompt says why.
        return GhostVerdict {
            seat: Some(seat),
            ..GhostVerdict::default()
        };
    }
    let direction = placement.direction();
    let spots = drawings
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
        .fold(0u64, |spots, cells| spots | cells);
    let mut verdict = GhostVerdict {
        seat: Some(seat),
        marks,
        spots,
        ..GhostVerdict::default()
    };
    let [Some(first), Some(second)] = cells[..] else {
        if cells.len() == 2 {
            verdict.reason = Some(Phrase::new("refusal-off-map-domino"));
        }
        return verdict;
    };
    let wanted = [first, second];
    // The powers the person switched on, where they change something (a joker freed by `d`);
    // otherwise the fewest, so none is spent for nothing.
    let found = drawings
        .iter()
        .filter(|drawing| drawing.cells == wanted)
        .min_by_key(|drawing| {
            (
                drawing.powers != chosen,
                u8::from(drawing.powers.ignore_connection) + u8::from(drawing.powers.separate),
            )
        });
    match found {
        Some(drawing) => {
            let action = Action::Draw(*drawing);
            verdict.gain = score_change(rules, game.state(), action);
            verdict.legal = Some(action);
        }
        None => {
            let drawing = Drawing {
                cells: wanted,
                powers: chosen,
            };
            if let Err(error) = game.state().check(rules, Action::Draw(drawing)) {
                verdict.reason = Some(names::refusal(&error));
            }
        }
    }
    verdict
}
