//! The original table's kingdoms as laid out: one large (the person's own, else the player's
//! to act) and the others beside or under it, each on the part of its grid it may still grow
//! over, under a header with its king and count.

use bevy::prelude::*;
use kingdomino_core::original::{Kingdomino, SquareView, TablePicture};

use super::arrangement::{Arrangement, GAP, KINGDOM_HEADER, small_header};
use super::lines::TableWords;
use super::pieces::{Departing, Pictures, king_mark, spawn_kingdom_grid};
use super::reach::Reach;
use crate::app::states::Seat;
use crate::app::table::Match;
use crate::app::theme;
use crate::app::view::reader::Standing;
use kingdomino_core::localization::Phrase;
use kingdomino_core::table::Place;

/// A kingdom's grid of squares, as laid out: the held domino is drawn over it.
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct KingdomGridNode {
    pub(super) place: Place,
    /// The part of the kingdom's grid shown: what it may still grow over.
    pub(super) reach: Reach,
    /// A square's side, in the UI's pixels.
    pub(super) square: f32,
}

/// A square of a kingdom's grid, as drawn: the screen reader names it (`reader`).
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct KingdomSquare {
    pub(super) place: Place,
    /// Its index in the kingdom's grid, row by row.
    pub(super) at: u32,
    pub(super) span: u8,
    pub(super) view: SquareView,
}

/// The kingdom shown large: the person's own when one person plays at this screen; else the
/// player's to act (people taking turns at one screen, or computers among themselves), and at
/// the end the one last shown.
pub(super) fn large_kingdom(
    game: &Match<Kingdomino>,
    picture: &TablePicture,
    shown: Option<Place>,
) -> Place {
    let person = (game.people() == 1)
        .then(|| Place::all(game.seats.len()).find(|&place| game.seat(place) == Seat::Human))
        .flatten();
    person.or(picture.to_act).or(shown).unwrap_or(Place::FIRST)
}

/// How many squares across the widest of the kingdoms not shown large shows.
pub(super) fn others_side(reaches: &[Reach], large: Place) -> Option<u32> {
    (Place::all(reaches.len()).zip(reaches))
        .filter(|&(place, _)| place != large)
        .map(|(_, reach)| reach.side)
        .max()
}

/// Every kingdom in its place: the large one first, the others in their places' order in a grid
/// beside or under it.
pub(super) fn spawn_kingdoms(
    commands: &mut Commands,
    picture: &TablePicture,
    (arrangement, reaches): (&Arrangement, &[Reach]),
    large: Place,
    pictures: &Pictures,
) -> Entity {
    let kingdoms = commands.spawn(kingdoms_node(arrangement)).id();
    let others_side = others_side(reaches, large).unwrap_or(1);
    let others = commands.spawn(others_node(arrangement, others_side)).id();
    let places = Place::all(picture.kingdoms.len());
    for ((place, kingdom), &reach) in places.zip(&picture.kingdoms).zip(reaches) {
        let (square, parent) = if place == large {
            (arrangement.large_square, kingdoms)
        } else {
            (arrangement.others_square, others)
        };
        let shown = reach.picture(kingdom);
        let header = kingdom_header(
            commands,
            place,
            place == large,
            square * f32::from(shown.span),
        );
        let (grid, squares) = spawn_kingdom_grid(commands, &shown, square, pictures);
        for (index, &entity) in squares.iter().enumerate() {
            commands.entity(entity).insert(KingdomSquare {
                place,
                at: reach.whole(index),
                span: kingdom.span,
                view: shown.squares[index],
            });
        }
        commands.entity(grid).insert(KingdomGridNode {
            place,
            reach,
            square,
        });
        commands
            .spawn((
                Name::new(format!("Kingdom of player {}", place.index() + 1)),
                ChildOf(parent),
                Node {
                    flex_direction: FlexDirection::Column,
                    ..default()
                },
            ))
            .add_children(&[header, grid]);
    }
    // The large kingdom first, the others after it in their places' order.
    commands.entity(kingdoms).add_child(others);
    kingdoms
}

/// The kingdoms, the large one beside or over the others.
fn kingdoms_node(arrangement: &Arrangement) -> impl Bundle {
    (
        Name::new("Kingdoms"),
        Node {
            flex_direction: if arrangement.others_below {
                FlexDirection::Column
            } else {
                FlexDirection::Row
            },
            column_gap: px(GAP),
            row_gap: px(GAP),
            align_items: AlignItems::Start,
            // Where the largest squares leave room across, it is shared on both sides.
            margin: UiRect::horizontal(Val::Auto),
            ..default()
        },
    )
}

/// The kingdoms not shown large, in columns as wide as the widest of them (`side` squares): a
/// header then wraps to its kingdom's width, as the arrangement counted, never to its longest
/// word.
fn others_node(arrangement: &Arrangement, side: u32) -> impl Bundle {
    (
        Name::new("Other kingdoms"),
        Node {
            display: Display::Grid,
            grid_template_columns: RepeatedGridTrack::px(
                arrangement.others_columns as u16,
                arrangement.others_square * side as f32,
            ),
            column_gap: px(GAP),
            row_gap: px(GAP),
            align_content: AlignContent::Start,
            ..default()
        },
    )
}

/// A kingdom's header, `width` wide: its king, and its player's name and count.
fn kingdom_header(commands: &mut Commands, place: Place, large: bool, width: f32) -> Entity {
    let king = king_mark(commands, place, KINGDOM_HEADER - 4.0);
    commands.entity(king).insert(Departing::Home(place));
    let count = (
        TableWords::Count(place),
        Standing,
        theme::label(Phrase::Empty, if large { 18.0 } else { 16.0 }),
    );
    commands
        .spawn((
            Name::new("Kingdom header"),
            Node {
                // Over a smaller kingdom the name may take two lines, or more in a narrow
                // window: they push the kingdom down rather than cover it.
                min_height: px(if large {
                    KINGDOM_HEADER
                } else {
                    small_header(width)
                }),
                max_width: px(width),
                column_gap: px(8),
                align_items: AlignItems::Center,
                flex_direction: FlexDirection::RowReverse,
                justify_content: JustifyContent::FlexEnd,
                ..default()
            },
        ))
        .with_child(count)
        .add_child(king)
        .id()
}
