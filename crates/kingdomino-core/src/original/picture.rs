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
    pub discarded: usize,
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
    let grid = game.grid();
    // The line is added in its order: the slots before the acting king's are done with.
    let acting = match game.step() {
        Step::Place { king } | Step::Choose { king } => {
            game.line().iter().position(|slot| slot.king == Some(king))
        }
        Step::Claim { .. } | Step::GameOver => None,
    };
    let over = game.step() == Step::GameOver;
    let current_line = game
        .line()
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
        .collect();
    let next_line = game
        .next_line()
        .iter()
        .map(|&slot| SlotView {
            slot,
            owner: slot.king.map(|king| game.owner(king)),
            added: false,
        })
        .collect();
    let scores = game.scores();
    let kingdoms = game
        .players()
        .zip(scores)
        .map(|(player, sheet)| {
            let kingdom = game.kingdom(player);
            let span = grid.span();
            let room = kingdom.room(grid);
            let mut squares = vec![SquareView::Beyond; usize::from(span) * usize::from(span)];
            for at in indices(room) {
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
        })
        .collect();
    TablePicture {
        line: current_line,
        next_line,
        kingdoms,
        round: game.round(),
        rounds: game.setup().rounds(),
        discarded: game.discarded().len(),
        step: game.step(),
        to_act: game.player_to_act(),
        winners: if game.step() == Step::GameOver {
            game.winners()
        } else {
            Vec::new()
        },
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;
    use crate::original::{Bonuses, GameOptions, OriginalRules};
    use crate::rng::SplitMix64;

    #[test]
    fn the_picture_follows_a_game_from_the_first_claims_to_the_end() {
        let rules = OriginalRules::builtin();
        let options = GameOptions {
            players: 3,
            mighty_duel: false,
            bonuses: Bonuses::default(),
        };
        let mut game = AnyGame::new(&rules, options, 12).expect("three players");
        let first = game.picture();
        assert_eq!((first.round, first.rounds), (0, 12));
        assert!(first.line.is_empty());
        assert_eq!(first.next_line.len(), 3);
        for kingdom in &first.kingdoms {
            assert_eq!(kingdom.span, 9);
            let count =
                |wanted: SquareView| kingdom.squares.iter().filter(|s| **s == wanted).count();
            // At first the kingdom may grow four squares every way from its castle.
            assert_eq!(
                (count(SquareView::Castle), count(SquareView::Room)),
                (1, 80)
            );
        }
        let mut rng = SplitMix64::seed_from_u64(3);
        let mut rounds_seen = vec![first.round];
        while game.player_to_act().is_some() {
            let AnyGame::Five(five) = &game else {
                unreachable!("5 by 5 kingdoms")
            };
            let action = five.random_action(&mut rng).expect("a legal action");
            game.apply(action).expect("legal");
            let picture = game.picture();
            if rounds_seen.last() != Some(&picture.round) {
                rounds_seen.push(picture.round);
            }
            // Each king stands in one place once it has claimed: on the line it adds from,
            // until it claims from the next.
            let kings: usize = [&picture.line, &picture.next_line]
                .iter()
                .map(|line| line.iter().filter(|slot| slot.owner.is_some()).count())
                .sum();
            match picture.round {
                0 => assert!(kings <= 3, "{picture:?}"),
                _ => assert_eq!(kings, 3, "three kings on the lines: {picture:?}"),
            }
            // The line is added in its order: done before the acting king's slot, not after.
            if let Step::Place { king } = picture.step {
                let at = picture
                    .line
                    .iter()
                    .position(|slot| slot.slot.king == Some(king));
                let added: Vec<bool> = picture.line.iter().map(|slot| slot.added).collect();
                let at = at.expect("the acting king on the line");
                assert!(added[..at].iter().all(|&added| added), "{added:?}");
                assert!(added[at..].iter().all(|&added| !added), "{added:?}");
            }
        }
        assert_eq!(rounds_seen, (0..=12).collect::<Vec<u8>>());
        let last = game.picture();
        let scores = game.scores();
        for (kingdom, sheet) in last.kingdoms.iter().zip(scores) {
            assert_eq!(kingdom.sheet, sheet);
            let laid = kingdom
                .squares
                .iter()
                .filter(|square| matches!(square, SquareView::Laid(_)))
                .count();
            assert!(laid <= 24 && laid % 2 == 0, "{laid} squares laid");
        }
        assert_eq!(last.step, Step::GameOver);
        assert_eq!(last.winners, game.winners());
        assert!(first.winners.is_empty());
    }
}
