//! The original game's pieces in words, as a screen reader says them: a square by its terrain
//! and crowns, a domino by its number and its two squares.

use kingdomino_core::localization::Phrase;
use kingdomino_core::localization::names;
use kingdomino_core::original::{Domino, OriginalRules, Square};

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
