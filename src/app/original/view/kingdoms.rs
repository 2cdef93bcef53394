//! The original table's kingdoms as laid out: one large (the person's own, else the player's
//! to act) and the others beside or under it, each on the part of its grid it may still grow
//! over, under a header with its king and count.

use bevy::ecs::spawn::SpawnIter;
use bevy::prelude::*;
use kingdomino_core::original::{KingdomPicture, Original, SquareView, TablePicture};

use super::arrangement::{Arrangement, GAP, KINGDOM_HEADER, small_header};
use super::lines::TableWords;
use super::pieces::{Departing, Pictures, king_mark};
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
    game: &Match<Original>,
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
pub(super) fn kingdoms(
    picture: &TablePicture,
    (arrangement, reaches): (&Arrangement, &[Reach]),
    large: Place,
    pictures: &Pictures,
) -> impl Bundle + use<> {
    let places = Place::all(picture.kingdoms.len());
    let mut kingdoms: Vec<_> = (places.zip(&picture.kingdoms).zip(reaches))
        .map(|((place, kingdom), &reach)| {
            let square = match place == large {
                true => arrangement.large_square,
                false => arrangement.others_square,
            };
            let laid = laid_kingdom(place, kingdom, (reach, square), place == large, pictures);
            (place, laid)
        })
        .collect();
    let large_at = kingdoms.iter().position(|(place, _)| *place == large);
    let large_kingdom = large_at.map(|at| kingdoms.remove(at).1);
    let others_side = others_side(reaches, large).unwrap_or(1);
    let others = kingdoms.into_iter().map(|(_, kingdom)| kingdom);
    (
        kingdoms_node(arrangement),
        Children::spawn((
            SpawnIter(large_kingdom.into_iter()),
            Spawn((
                others_node(arrangement, others_side),
                Children::spawn(SpawnIter(others)),
            )),
        )),
    )
}

/// A kingdom under its header, on the part of its grid within `reach`, its squares `square`
/// pixels a side.
fn laid_kingdom(
    place: Place,
    kingdom: &KingdomPicture,
    (reach, square): (Reach, f32),
    large: bool,
    pictures: &Pictures,
) -> impl Bundle + use<> {
    let shown = reach.picture(kingdom);
    let span = kingdom.span;
    let squares = (shown.squares.iter().enumerate())
        .map(|(index, &view)| KingdomSquare {
            place,
            at: reach.whole(index),
            span,
            view,
        })
        .collect();
    let grid = pictures.kingdom_grid(&shown, square, squares, ());
    let node = KingdomGridNode {
        place,
        reach,
        square,
    };
    (
        Name::new(format!("Kingdom of player {}", place.index() + 1)),
        Node {
            flex_direction: FlexDirection::Column,
            ..default()
        },
        children![
            kingdom_header(place, large, square * f32::from(shown.span)),
            (grid, node),
        ],
    )
}

/// The kingdoms, the large one beside or over the others.
fn kingdoms_node(arrangement: &Arrangement) -> impl Bundle + use<> {
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
fn others_node(arrangement: &Arrangement, side: u32) -> impl Bundle + use<> {
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
fn kingdom_header(place: Place, large: bool, width: f32) -> impl Bundle {
    let count = (
        TableWords::Count(place),
        Standing,
        theme::label(Phrase::Empty, if large { 18.0 } else { 16.0 }),
    );
    (
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
        children![
            count,
            (
                king_mark(place, KINGDOM_HEADER - 4.0),
                Departing::Home(place)
            ),
        ],
    )
}
