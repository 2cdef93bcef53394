//! What a table shows of a game of the original Kingdomino, as plain data with no sets of
//! bits: the lines and their kings, every kingdom square by square with the room it may still
//! grow into, and each kingdom's count. The game's views draw from it on either grid.

use super::any_game::AnyGame;
use super::bits::{Bits, indices};
use super::game::{Game, Slot, Step};
use super::rule_set::Square;
use super::scoring::KingdomSheet;
use crate::table::Place;

/// One square of a kingdom's grid as shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SquareView {
    /// Out of the kingdom's reach: nothing may go there any more.
    Beyond,
    /// Free, and still in reach.
    Room,
    Castle,
    Laid(Square),
}

/// A kingdom as shown: a grid `span` squares a side, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KingdomPicture {
    pub span: u8,
    pub squares: Vec<SquareView>,
    pub sheet: KingdomSheet,
}

/// A line's domino as shown, with the player whose king stands on it (none once the king has
/// moved on to the next line).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SlotView {
    pub slot: Slot,
    pub owner: Option<Place>,
    /// The domino has left the line: added to its kingdom, or discarded.
    pub added: bool,
}

/// The whole table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TablePicture {
    /// The line whose dominoes are added this round.
    pub line: Vec<SlotView>,
    /// The line the kings move on to.
    pub next_line: Vec<SlotView>,
    pub kingdoms: Vec<KingdomPicture>,
    /// The line being added, from 1 (0 while the kings first claim), and how many there are.
    pub round: u8,
    pub rounds: u8,
    /// The numbers of the dominoes discarded, in the order they went.
    pub discarded: Vec<u8>,
    pub step: Step,
    pub to_act: Option<Place>,
    /// Once the game is over.
    pub winners: Vec<Place>,
}

impl AnyGame {
    pub fn picture(&self) -> TablePicture {
        match self {
            AnyGame::Five(game) => picture_of(game),
            AnyGame::Seven(game) => picture_of(game),
        }
    }
}

fn picture_of<B: Bits>(game: &Game<B>) -> TablePicture {
    let scores = game.scores();
    let kingdoms = game
        .players()
        .zip(scores)
        .map(|(player, sheet)| kingdom_picture(game, player, sheet))
        .collect();
    TablePicture {
        line: current_line(game),
        next_line: game
            .next_line()
            .iter()
            .map(|&slot| SlotView {
                slot,
                owner: slot.king.map(|king| game.owner(king)),
                added: false,
            })
            .collect(),
        kingdoms,
        round: game.round(),
        rounds: game.setup().rounds(),
        discarded: game
            .discarded()
            .iter()
            .map(|domino| domino.number)
            .collect(),
        step: game.step(),
        to_act: game.player_to_act(),
        winners: if game.step() == Step::GameOver {
            game.winners()
        } else {
            Vec::new()
        },
    }
}

/// The line being added, in its order: the slots before the acting king's are done with.
fn current_line<B: Bits>(game: &Game<B>) -> Vec<SlotView> {
    let acting = match game.step() {
        Step::Place { king } | Step::Choose { king } => {
            game.line().iter().position(|slot| slot.king == Some(king))
        }
        Step::Claim { .. } | Step::GameOver => None,
    };
    let over = game.step() == Step::GameOver;
    game.line()
        .iter()
        .enumerate()
        .map(|(at, &slot)| {
            let before = acting.is_some_and(|acting| at < acting);
            let added = over
                || before
                || (acting == Some(at) && matches!(game.step(), Step::Choose { .. }));
            // A king moves on as it claims; in the last round there is nothing to claim.
            let moved_on = before && !game.next_line().is_empty();
            SlotView {
                slot,
                owner: slot.king.filter(|_| !moved_on).map(|king| game.owner(king)),
                added,
            }
        })
        .collect()
}

/// A player's kingdom: each square of its grid beyond its reach, free, the castle or laid.
fn kingdom_picture<B: Bits>(game: &Game<B>, player: Place, sheet: KingdomSheet) -> KingdomPicture {
    let grid = game.grid();
    let kingdom = game.kingdom(player);
    let span = grid.span();
    let mut squares = vec![SquareView::Beyond; usize::from(span) * usize::from(span)];
    for at in indices(kingdom.room(grid)) {
        squares[at as usize] = SquareView::Room;
    }
    squares[grid.castle() as usize] = SquareView::Castle;
    for at in indices(kingdom.filled()) {
        if let Some(square) = kingdom.square_at(at) {
            squares[at as usize] = SquareView::Laid(square);
        }
    }
    KingdomPicture {
        span,
        squares,
        sheet,
    }
}
