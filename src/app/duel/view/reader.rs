//! What a screen reader is told at the Duel's table: each die on the tray (its number, face
//! and who took it), the dice of a player's domino, and each map square by row and column, what
//! is drawn on it and whether the domino may go there; the focus on the cursor's square.

use crate::app::table::Match;
use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;
use kingdomino_core::duel::{Duel, Face, RuleSet, SeatNumber};

use super::dice::{TrayDie, taker};
use super::faces::FaceView;
use super::kingdom::{DominoSlot, GridCell};
use super::map_sheet::drawn_square;
use crate::app::choices::Choices;
use crate::app::duel::{GhostVerdict, Placement};
use crate::app::language::Texts;
use crate::app::view::reader::{
    FocusedSquare, NameTheTable, name_square, set_label, square_phrase,
};
use kingdomino_core::localization::{Phrase, names};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (
            name_dice,
            name_domino_dice,
            name_squares,
            find_the_focused_square,
        )
            .run_if(resource_exists::<Match<Duel>>)
            .in_set(NameTheTable),
    );
}

/// A die on the tray: its number, its face and who took it.
fn name_dice(
    game: Res<Match<Duel>>,
    texts: Option<Res<Texts>>,
    mut dice: Query<(&TrayDie, &mut AccessibilityNode)>,
) {
    let Some(texts) = texts else {
        return;
    };
    for (tray_die, mut node) in &mut dice {
        let Some(face) = game
            .state()
            .shown_face(&game.rules, tray_die.die)
            .and_then(|face| face_phrase(&game.rules, FaceView::of(face, 0)))
        else {
            continue;
        };
        let phrase = match taker(game.state(), tray_die.die) {
            Some(seat) => Phrase::new("a11y-die-taken").with("name", game.short_seat_name(seat)),
            None => Phrase::new("a11y-die"),
        }
        .with("number", tray_die.die + 1)
        .with("face", face);
        set_label(&mut node, &texts.say(&phrase));
    }
}

/// A die of a player's domino, under their map: its number and its face as its picture shows
/// it (a castle bonus's cross included).
fn name_domino_dice(
    game: Res<Match<Duel>>,
    texts: Option<Res<Texts>>,
    mut slots: Query<(&DominoSlot, &FaceView, &mut AccessibilityNode)>,
) {
    let Some(texts) = texts else {
        return;
    };
    for (slot, view, mut node) in &mut slots {
        let taken = game.state().player(slot.seat).domino[usize::from(slot.slot)];
        let (Some(taken), Some(face)) = (taken, face_phrase(&game.rules, *view)) else {
            if node.label().is_some() {
                node.clear_label();
            }
            continue;
        };
        let phrase = Phrase::new("a11y-die")
            .with("number", taken.die + 1)
            .with("face", face);
        set_label(&mut node, &texts.say(&phrase));
    }
}

/// A face as a picture shows it, in words: its coat and crosses, or the joker; nothing for a
/// blank.
fn face_phrase(rules: &RuleSet, view: FaceView) -> Option<Phrase> {
    Some(match view.face? {
        Face::Coat { coat, .. } => Phrase::new("a11y-face")
            .with("coat", names::coat(rules, coat))
            .with("crosses", view.crosses),
        Face::Joker => Phrase::new("a11y-joker"),
    })
}

/// A map's square: where it is, what is drawn on it, and whether the domino may go there.
fn name_squares(
    mut commands: Commands,
    game: Res<Match<Duel>>,
    texts: Option<Res<Texts>>,
    verdict: Option<Res<GhostVerdict>>,
    drawn: Query<(), Added<GridCell>>,
    mut squares: Query<(Entity, &GridCell, Option<&mut AccessibilityNode>)>,
) {
    let Some(texts) = texts else {
        return;
    };
    // Named again only when something they say changed: the browser names them all the time.
    let verdict_changed = verdict.as_ref().is_some_and(|verdict| verdict.is_changed());
    if !game.is_changed() && !texts.is_changed() && !verdict_changed && drawn.is_empty() {
        return;
    }
    let board = game.rules.board();
    for (entity, square, node) in &mut squares {
        let map = &game.state().player(square.seat).map;
        let content = if square.cell == board.castle() {
            Phrase::new("a11y-castle")
        } else {
            face_phrase(&game.rules, drawn_square(map, square.cell))
                .unwrap_or_else(|| Phrase::new("a11y-square-empty"))
        };
        let spot = verdict.as_ref().is_some_and(|verdict| {
            verdict.seat == Some(square.seat) && verdict.spots & square.cell.bit() != 0
        });
        let (row, column) = board.row_column(square.cell);
        let label = texts.say(&square_phrase(
            usize::from(row) + 1,
            usize::from(column) + 1,
            content,
            spot,
        ));
        name_square(&mut commands, entity, node, label);
    }
}

/// The square under the placement's cursor, while the focus is on a map.
fn find_the_focused_square(
    choices: Res<Choices>,
    placement: Option<Res<Placement>>,
    squares: Query<(Entity, &GridCell), With<AccessibilityNode>>,
    mut focused: ResMut<FocusedSquare>,
) {
    let Some(seat) = choices
        .grid()
        .and_then(|place| SeatNumber::try_from(place).ok())
    else {
        return;
    };
    let square = placement.and_then(|placement| {
        squares
            .iter()
            .find(|(_, square)| square.seat == seat && square.cell == placement.cursor)
            .map(|(entity, _)| entity)
    });
    focused.set_if_neq(FocusedSquare(square));
}
