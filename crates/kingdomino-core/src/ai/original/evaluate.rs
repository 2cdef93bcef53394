//! Normal's judgement in the original game: what a kingdom is worth to its owner, and every
//! legal action ranked by the kingdom it leads to. No look-ahead past the action.

use crate::kingdom::CoatId;
use crate::original::bits::Bits;
use crate::original::game::place_actions;
use crate::original::scoring::MIDDLE_POINTS;
use crate::original::{Action, Domino, Game, Kingdom, Step};

/// A square with a neighbour of its own terrain: domains that hold together grow into points.
const JOINED_WORTH: f32 = 0.25;
/// Each square of room beside a terrain that holds a crown: a square added there scores.
const PROMISE_WORTH: f32 = 0.5;
/// The most squares of room a terrain's promise counts.
const PROMISE_REACH: u32 = 4;
/// A free square no domino can cover any more (no free neighbour within the kingdom's side).
const HOLE_COST: f32 = 1.5;
/// Claiming the line's first domino rather than its last: its king adds and claims first next
/// round.
const FIRST_IN_LINE_WORTH: f32 = 1.0;

/// What `kingdom` is worth to its owner in `game`: its count now (the Middle Kingdom while it
/// can still be had), what its crowns promise, less the squares it can no longer fill.
pub(super) fn kingdom_value<B: Bits>(game: &Game<B>, kingdom: &Kingdom<B>) -> f32 {
    let grid = game.grid();
    let room = kingdom.room(grid);
    let holes = (room & !grid.neighbours(room)).count_ones();
    let crowned = kingdom.crowned();
    let mut joined = 0;
    let mut promise = 0;
    for terrain in 0..game.terrain_count() {
        let set = kingdom.terrain_set(CoatId(terrain as u8));
        let around = grid.neighbours(set);
        joined += (set & around).count_ones();
        if !(set & crowned).is_empty() {
            promise += (around & room).count_ones().min(PROMISE_REACH);
        }
    }
    // The Middle Kingdom is counted while it can still be had, not only while the castle
    // happens to sit at the centre of what is laid so far.
    let sheet = game.sheet(kingdom);
    let middle = if game.options().bonuses.middle && kingdom.keeps_castle_central(grid) {
        MIDDLE_POINTS
    } else {
        0
    };
    (sheet.total - sheet.middle_points + middle) as f32
        + JOINED_WORTH * joined as f32
        + PROMISE_WORTH * promise as f32
        - HOLE_COST * holes as f32
}

/// The best worth `kingdom` can reach by adding `domino`, none when it fits nowhere.
fn best_with<B: Bits>(game: &Game<B>, kingdom: &Kingdom<B>, domino: &Domino) -> Option<f32> {
    let grid = game.grid();
    place_actions(kingdom.placements(grid, domino))
        .map(|place| kingdom_value(game, &with_place(game, kingdom, domino, place)))
        .max_by(f32::total_cmp)
}

/// `kingdom` with `domino` added at `place` (a place action; any other leaves it as it is).
fn with_place<B: Bits>(
    game: &Game<B>,
    kingdom: &Kingdom<B>,
    domino: &Domino,
    place: Action,
) -> Kingdom<B> {
    let mut after = *kingdom;
    if let Action::Place { first, direction } = place {
        after.add(game.grid(), domino, first, direction);
    }
    after
}

/// Every legal action with its value to the player to act, best first: a place by the
/// kingdom it makes, a claim by what the domino would add to the kingdom as it stands and by
/// how early its king would play next round.
pub(super) fn rank_actions<B: Bits>(game: &Game<B>) -> Vec<(Action, f32)> {
    let Some(player) = game.player_to_act() else {
        return Vec::new();
    };
    let kingdom = game.kingdom(player);
    let mut ranked: Vec<(Action, f32)> = match game.step() {
        Step::Place { .. } => {
            let Some(domino) = game.domino_to_place() else {
                return Vec::new();
            };
            game.legal_actions()
                .into_iter()
                .map(|action| {
                    let after = with_place(game, kingdom, &domino, action);
                    (action, kingdom_value(game, &after))
                })
                .collect()
        }
        Step::Claim { .. } | Step::Choose { .. } => {
            let now = kingdom_value(game, kingdom);
            let last = game.next_line().len().saturating_sub(1).max(1) as f32;
            game.legal_actions()
                .into_iter()
                .filter_map(|action| {
                    let Action::Claim { slot } = action else {
                        return None;
                    };
                    let domino = game.next_line().get(usize::from(slot))?.domino;
                    let gain = best_with(game, kingdom, &domino).map_or(0.0, |best| best - now);
                    let order = FIRST_IN_LINE_WORTH * (last - f32::from(slot)) / last;
                    Some((action, gain + order))
                })
                .collect()
        }
        Step::GameOver => Vec::new(),
    };
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
    ranked
}
