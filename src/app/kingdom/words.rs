//! The original game's pieces in words, as a screen reader says them: a square by its terrain
//! and crowns, a domino by its number and its two squares; why a place is refused; who won.

use kingdomino_core::localization::{Phrase, names};
use kingdomino_core::original::{Domino, OriginalRules, PlaceRefusal, Square};
use kingdomino_core::table::Place;

use super::player_name;

pub fn square_words(rules: &OriginalRules, square: Square) -> Phrase {
    Phrase::new("kingdom-square")
        .with("terrain", names::terrain(rules, square.terrain))
        .with("crowns", usize::from(square.crowns))
}

pub fn domino_words(rules: &OriginalRules, domino: &Domino) -> Phrase {
    Phrase::new("kingdom-claim")
        .with("number", domino.number)
        .with("first", square_words(rules, domino.squares[0]))
        .with("second", square_words(rules, domino.squares[1]))
}

/// Why a domino cannot go where it is held, in a kingdom at most `side` squares across.
pub fn refusal_words(refusal: PlaceRefusal, side: u8) -> Phrase {
    match refusal {
        PlaceRefusal::Taken => Phrase::new("kingdom-refused-taken"),
        PlaceRefusal::PastTheSide => {
            Phrase::new("kingdom-refused-past-the-side").with("side", usize::from(side))
        }
        PlaceRefusal::Unjoined => Phrase::new("kingdom-refused-unjoined"),
    }
}

/// Who won: one player (by `names`, each place's), or several sharing the win.
pub fn winners_words(winners: &[Place], names: &[Phrase]) -> Phrase {
    match winners {
        [one] => Phrase::new("kingdom-winner").with(
            "player",
            names
                .get(one.index())
                .cloned()
                .unwrap_or_else(|| player_name(one.index())),
        ),
        several => Phrase::new("kingdom-shared-win").with(
            "players",
            several
                .iter()
                .map(|winner| (winner.index() + 1).to_string())
                .collect::<Vec<_>>()
                .join(", "),
        ),
    }
}
