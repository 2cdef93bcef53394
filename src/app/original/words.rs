//! The original game's pieces in words, as a screen reader says them: a square by its terrain
//! and crowns, a domino by its number and its two squares; why a place is refused; who won.

use crate::app::table::Match;
use kingdomino_core::localization::{Phrase, names};
use kingdomino_core::original::{Domino, Original, OriginalRules, PlaceRefusal, Square};
use kingdomino_core::table::Place;

/// The name of the player at `place` where no seat names them (a replay's list).
pub fn player_name(place: Place) -> Phrase {
    Phrase::new("original-player").with("number", place.index() + 1)
}

pub fn square_words(rules: &OriginalRules, square: Square) -> Phrase {
    Phrase::new("original-square")
        .with("terrain", names::terrain(rules, square.terrain))
        .with("crowns", usize::from(square.crowns))
}

pub fn domino_words(rules: &OriginalRules, domino: &Domino) -> Phrase {
    Phrase::new("original-claim")
        .with("number", domino.number)
        .with("first", square_words(rules, domino.squares[0]))
        .with("second", square_words(rules, domino.squares[1]))
}

/// Why a domino cannot go where it is held, in a kingdom at most `side` squares across.
pub fn refusal_words(refusal: PlaceRefusal, side: u8) -> Phrase {
    match refusal {
        PlaceRefusal::Taken => Phrase::new("original-refused-taken"),
        PlaceRefusal::PastTheSide => {
            Phrase::new("original-refused-past-the-side").with("side", usize::from(side))
        }
        PlaceRefusal::Unjoined => Phrase::new("original-refused-unjoined"),
    }
}

/// Who won: one player, or several sharing the win.
pub fn winners_words(winners: &[Place], game: &Match<Original>) -> Phrase {
    match winners {
        [one] => game.about("original-winner", *one),
        several => Phrase::new("original-shared-win").with(
            "names",
            Phrase::list(
                several
                    .iter()
                    .map(|&winner| game.seat_name(winner))
                    .collect(),
            ),
        ),
    }
}

/// Dominoes by their numbers, as a list.
pub fn numbers_words(numbers: &[u8]) -> Phrase {
    Phrase::list(
        numbers
            .iter()
            .map(|&number| Phrase::verbatim(number.to_string()))
            .collect(),
    )
}
