//! A map sheet's pieces, drawn alike on the table and in How to play's pictures: the sheet, its
//! squares, the heavier sides between different coats, and what a square shows.

use bevy::prelude::*;

use super::faces::FaceView;
use crate::app::theme;
use crate::rules::{Board, Cell, Direction, Face, Map};

/// A map's sheet: a column of rows of squares in an ink frame.
pub fn map_sheet() -> impl Bundle {
    (
        Name::new("Map"),
        Node {
            flex_direction: FlexDirection::Column,
            border: UiRect::all(px(2)),
            ..default()
        },
        BorderColor::all(theme::INK),
        BackgroundColor(theme::SHEET),
        theme::sheet_shadow(),
    )
}

/// A map's square of `size` pixels, its picture centred in it.
pub fn map_square(size: f32, sides: UiRect, ink: Color) -> impl Bundle {
    (
        Node {
            width: px(size),
            height: px(size),
            border: sides,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        BorderColor::all(ink),
        BackgroundColor(theme::SHEET),
    )
}

/// The sides of a map's square: thick where the neighbour's coat differs (or the castle is), so
/// domains read at a glance.
pub fn square_borders(board: &Board, map: &Map, cell: Cell) -> UiRect {
    let coat_at = |cell: Cell| map.coat_at(cell);
    let is_castle = cell == board.castle();
    let side = |direction: Direction| -> Val {
        match board.neighbour(cell, direction) {
            Some(other)
                if (coat_at(other).is_some() || coat_at(cell).is_some())
                    && (coat_at(other) != coat_at(cell)
                        || other == board.castle()
                        || is_castle) =>
            {
                px(2)
            }
            _ => px(0.5),
        }
    };
    UiRect {
        left: side(Direction::West),
        right: side(Direction::East),
        top: side(Direction::North),
        bottom: side(Direction::South),
    }
}

/// The colour of a square's sides: ink once drawn.
pub fn square_ink(map: &Map, cell: Cell) -> Color {
    if map.coat_at(cell).is_some() {
        theme::INK
    } else {
        theme::GRID_LINE
    }
}

/// What a map's square shows: its coat and crosses, or nothing.
pub fn drawn_square(map: &Map, cell: Cell) -> FaceView {
    match map.coat_at(cell) {
        Some(coat) => FaceView {
            face: Some(Face::Coat { coat, crosses: 0 }),
            crosses: map.crosses_at(cell),
        },
        None => FaceView::default(),
    }
}
