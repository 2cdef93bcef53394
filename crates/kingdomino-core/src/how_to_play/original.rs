//! How to play the original Kingdomino: its pages in reading order and what each page's picture
//! shows. Every picture is a moment of one game the engine plays (three Normal players from a
//! fixed seed), so no picture can disagree with the rules, and a test plays each one.

use super::ExampleError;
use crate::ai::{Level, Player};
use crate::kingdom::Direction;
use crate::original::{
    Action, AnyGame, Bonuses, Domino, GameOptions, KingdomPicture, KingdomSheet, Original,
    OriginalRules, PlaceRefusal, SlotView, Step,
};
use crate::table::Place;

/// One page of the original game's How to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OriginalPage {
    /// The two lines, the kings on them, and the order of play.
    Lines,
    /// Where a domino may be added, and a place the rules refuse.
    Placing,
    /// Domains, crowns and points.
    Scoring,
    /// The last line, the bonuses, the tie-breaks and the Mighty Duel.
    End,
}

/// The pages in reading order.
pub const ORIGINAL_PAGES: [OriginalPage; 4] = [
    OriginalPage::Lines,
    OriginalPage::Placing,
    OriginalPage::Scoring,
    OriginalPage::End,
];

/// Where a domino is held over a kingdom: its first square's place on the kingdom's grid and
/// where its second square lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeldAt {
    pub first: u32,
    pub direction: Direction,
}

/// A page's picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OriginalFigure {
    /// The line being added, with the king whose domino is added now, and the next line.
    Lines {
        line: Vec<SlotView>,
        next_line: Vec<SlotView>,
        placing: Option<u8>,
    },
    /// One kingdom twice with the same domino held over it: where it fits, and where it does
    /// not, with the rule that refuses it.
    Places {
        kingdom: KingdomPicture,
        domino: Domino,
        fits: HeldAt,
        refused: HeldAt,
        refusal: PlaceRefusal,
    },
    /// A finished kingdom and its count, domain by domain.
    Count {
        kingdom: KingdomPicture,
        sheet: KingdomSheet,
    },
}

/// The game the pictures are moments of.
const EXAMPLE_SEED: u64 = 2026;
/// The line whose moment the first two pages show.
const EXAMPLE_ROUND: u8 = 4;

/// The picture of a page (`None` for a page of text alone).
pub fn original_figure(page: OriginalPage) -> Result<Option<OriginalFigure>, ExampleError> {
    let mut example = Example::new()?;
    Ok(match page {
        OriginalPage::Lines => {
            example.play_to_a_place_in(EXAMPLE_ROUND)?;
            let picture = example.game.picture();
            Some(OriginalFigure::Lines {
                line: picture.line,
                next_line: picture.next_line,
                placing: match picture.step {
                    Step::Place { king } => Some(king),
                    _ => None,
                },
            })
        }
        OriginalPage::Placing => Some(example.places()?),
        OriginalPage::Scoring => {
            example.play_to_the_end()?;
            let scores = example.game.scores();
            let winner = example
                .game
                .winners()
                .first()
                .copied()
                .ok_or(ExampleError::Unexpected("the example game has no winner"))?;
            Some(OriginalFigure::Count {
                kingdom: example.game.picture().kingdoms[winner.index()].clone(),
                sheet: scores[winner.index()].clone(),
            })
        }
        OriginalPage::End => None,
    })
}

struct Example {
    rules: OriginalRules,
    game: AnyGame,
    players: Vec<Box<dyn Player<Original>>>,
}

impl Example {
    fn new() -> Result<Example, ExampleError> {
        let rules = OriginalRules::builtin();
        let options = GameOptions {
            players: 3,
            mighty_duel: false,
            bonuses: Bonuses::default(),
            dynasty: false,
        };
        let game = AnyGame::new(&rules, options, EXAMPLE_SEED)
            .ok_or(ExampleError::Unexpected("no set-up for three players"))?;
        let players = (0..3)
            .map(|place| Level::Normal.player(EXAMPLE_SEED + place))
            .collect();
        Ok(Example {
            rules,
            game,
            players,
        })
    }

    /// The Normal player to act plays; false once the game is over.
    fn step(&mut self) -> Result<bool, ExampleError> {
        let Some(player) = self.game.player_to_act() else {
            return Ok(false);
        };
        let action = self.players[player.index()]
            .choose(&self.rules, &self.game)
            .ok_or(ExampleError::Unexpected("a Normal player did not answer"))?;
        self.game
            .apply(action)
            .map_err(|_| ExampleError::Unexpected("the engine refused a Normal player"))?;
        Ok(true)
    }

    /// Plays until a domino of line `round` is to be added, and it fits somewhere.
    fn play_to_a_place_in(&mut self, round: u8) -> Result<Place, ExampleError> {
        loop {
            if let (Step::Place { .. }, Some(player)) =
                (self.game.step(), self.game.player_to_act())
                && self.game.picture().round >= round
                && self.fitting_place().is_some()
            {
                return Ok(player);
            }
            if !self.step()? {
                return Err(ExampleError::Unexpected("the game ended before the moment"));
            }
        }
    }

    fn play_to_the_end(&mut self) -> Result<(), ExampleError> {
        while self.step()? {}
        Ok(())
    }

    /// The first place where the domino to add fits, if any.
    fn fitting_place(&self) -> Option<HeldAt> {
        self.game
            .legal_actions()
            .into_iter()
            .find_map(|action| match action {
                Action::Place { first, direction } => Some(HeldAt { first, direction }),
                _ => None,
            })
    }

    /// The kingdom of the player about to add a domino: a place where it fits, and, turned the
    /// same way, the nearest place the rules refuse because it joins nothing.
    fn places(&mut self) -> Result<OriginalFigure, ExampleError> {
        let player = self.play_to_a_place_in(EXAMPLE_ROUND)?;
        let fits = self
            .fitting_place()
            .ok_or(ExampleError::Unexpected("the domino fits nowhere"))?;
        let span = u32::from(self.game.picture().kingdoms[player.index()].span);
        let distance = |at: u32| {
            let (row, column) = (at / span, at % span);
            row.abs_diff(fits.first / span) + column.abs_diff(fits.first % span)
        };
        let refused = (0..span * span)
            .filter(|&first| {
                self.game.place_refusal(first, fits.direction) == Some(PlaceRefusal::Unjoined)
            })
            .min_by_key(|&first| distance(first))
            .map(|first| HeldAt {
                first,
                direction: fits.direction,
            })
            .ok_or(ExampleError::Unexpected("no place joins nothing"))?;
        Ok(OriginalFigure::Places {
            kingdom: self.game.picture().kingdoms[player.index()].clone(),
            domino: self
                .game
                .domino_to_place()
                .ok_or(ExampleError::Unexpected("no domino to add"))?,
            fits,
            refused,
            refusal: PlaceRefusal::Unjoined,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_page_s_picture_is_played_by_the_engine() {
        for page in ORIGINAL_PAGES {
            let figure = original_figure(page).unwrap_or_else(|error| panic!("{page:?}: {error}"));
            assert_eq!(figure.is_some(), page != OriginalPage::End, "{page:?}");
        }
    }

    #[test]
    fn the_placing_page_shows_a_place_that_fits_and_one_the_rules_refuse() {
        let Some(OriginalFigure::Places {
            fits,
            refused,
            refusal,
            ..
        }) = original_figure(OriginalPage::Placing).unwrap()
        else {
            panic!("the placing page shows places");
        };
        let mut example = Example::new().unwrap();
        example.play_to_a_place_in(EXAMPLE_ROUND).unwrap();
        assert_eq!(example.game.place_refusal(fits.first, fits.direction), None);
        assert_eq!(
            example.game.place_refusal(refused.first, refused.direction),
            Some(refusal)
        );
        example
            .game
            .apply(Action::Place {
                first: fits.first,
                direction: fits.direction,
            })
            .expect("the place that fits is taken");
    }

    #[test]
    fn the_count_is_the_winner_s_and_adds_up() {
        let Some(OriginalFigure::Count { sheet, kingdom }) =
            original_figure(OriginalPage::Scoring).unwrap()
        else {
            panic!("the scoring page shows a count");
        };
        let domains: u32 = sheet.domains.iter().map(|domain| domain.points).sum();
        assert_eq!(
            sheet.total,
            domains + sheet.middle_points + sheet.harmony_points
        );
        assert!(sheet.total > 0);
        assert_eq!(kingdom.sheet, sheet);
    }
}
