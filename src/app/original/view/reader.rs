//! What a screen reader is told at the original table: each kingdom's squares by row and
//! column (a terrain and its crowns, the castle, or free, and whether the held domino may go
//! there), and on the square under the held domino, the domino and the way it faces. The
//! reader's focus follows that square.

use crate::app::table::Match;
use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;
use kingdomino_core::original::{Original, SquareView};

use super::kingdoms::KingdomSquare;
use crate::app::choices::Choices;
use crate::app::language::Texts;
use crate::app::original::TABLE;
use crate::app::original::{HeldDomino, domino_words, square_words};
use crate::app::view::reader::{FocusedSquare, NameTheTable, name_square, square_phrase};
use kingdomino_core::kingdom::Direction;
use kingdomino_core::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (name_kingdom_squares, find_the_focused_square)
            .run_if(in_state(TABLE).and_then(resource_exists::<Match<Original>>))
            .in_set(NameTheTable),
    );
}

/// Names the squares again when the game, the held domino, the language or the drawing
/// changes (a few hundred squares: not every frame).
fn name_kingdom_squares(
    mut commands: Commands,
    game: Res<Match<Original>>,
    held: Res<HeldDomino>,
    texts: Option<Res<Texts>>,
    drawn: Query<(), Added<KingdomSquare>>,
    mut squares: Query<(Entity, &KingdomSquare, Option<&mut AccessibilityNode>)>,
) {
    let Some(texts) = texts else {
        return;
    };
    if !game.is_changed() && !held.is_changed() && !texts.is_changed() && drawn.is_empty() {
        return;
    }
    let aimed = game
        .person_to_act()
        .filter(|_| held.king.is_some() && !held.fits_nowhere);
    let any = game.state();
    for (entity, square, node) in &mut squares {
        let content = match square.view {
            // Out of reach: nothing to say, and nothing the reader should stop on.
            SquareView::Beyond => continue,
            SquareView::Room => Phrase::new("a11y-square-empty"),
            SquareView::Castle => Phrase::new("a11y-castle"),
            SquareView::Laid(laid) => square_words(&game.rules, laid),
        };
        let mine = aimed == Some(square.place);
        let fits = mine && any.place_refusal(square.at, held.direction).is_none();
        let span = u32::from(square.span);
        let (row, column) = (square.at / span + 1, square.at % span + 1);
        let mut phrase = square_phrase(row as usize, column as usize, content, fits);
        if let Some(domino) = any
            .domino_to_place()
            .filter(|_| mine && held.first == square.at)
        {
            phrase = Phrase::new("a11y-kingdom-held")
                .with("square", phrase)
                .with("domino", domino_words(&game.rules, &domino))
                .with("direction", direction_word(held.direction));
        }
        name_square(&mut commands, entity, node, texts.say(&phrase));
    }
}

/// The word each language's message chooses its wording by.
fn direction_word(direction: Direction) -> &'static str {
    match direction {
        Direction::North => "north",
        Direction::East => "east",
        Direction::South => "south",
        Direction::West => "west",
    }
}

/// The square under the held domino's first half, while the focus is on a kingdom.
fn find_the_focused_square(
    choices: Res<Choices>,
    held: Res<HeldDomino>,
    squares: Query<(Entity, &KingdomSquare), With<AccessibilityNode>>,
    mut focused: ResMut<FocusedSquare>,
) {
    let Some(player) = choices.grid() else {
        return;
    };
    let square = squares
        .iter()
        .find(|(_, square)| square.place == player && square.at == held.first)
        .map(|(entity, _)| entity);
    focused.set_if_neq(FocusedSquare(square));
}
