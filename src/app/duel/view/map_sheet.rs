//! A map sheet's pieces, drawn alike on the table and in How to play's pictures: the sheet, its
//! squares, the heavier sides between different coats, and what a square shows.

use bevy::prelude::*;

use super::faces::FaceView;
use crate::app::theme;
use kingdomino_core::duel::Face;
use kingdomino_core::kingdom::{Board, Cell, Direction, Map};

/// A map's sheet: a column of rows of squares in an ink frame, half its border and half an
/// outline around it: a shrunken map's squares, rounded to the screen's pixels, may cover its
/// border's last pixel, never the outline.
pub fn map_sheet() -> impl Bundle {
    (
        Name::new("Map"),
        MapSheet,
        Node {
            flex_direction: FlexDirection::Column,
            border: UiRect::all(px(1)),
            ..default()
        },
        BorderColor::all(theme::INK),
        Outline::new(px(1), px(0), theme::INK),
        BackgroundColor(theme::SHEET),
        theme::sheet_shadow(),
    )
}

/// A map's sheet, whose outline `frame_sheets` keeps a screen pixel wide.
#[derive(Component, Clone, Copy, Debug)]
pub struct MapSheet;

/// A sheet's outline, at least a screen pixel wide at any UI scale. Shrunken, the squares may
/// round a pixel past the sheet's edge: the outline keeps a pixel away from it.
pub fn frame_sheets(
    ui_scale: Option<Res<UiScale>>,
    mut sheets: Query<(Ref<MapSheet>, &mut Outline, &mut Node)>,
) {
    let scale = ui_scale.as_ref().map_or(1.0, |scale| scale.0);
    let rescaled = ui_scale.is_some_and(|scale| scale.is_changed());
    let pixel = screen_pixel(scale);
    // Shrunken, the border (which rounds to nothing or a pixel) gives way to the outline alone.
    let (border, offset) = if scale < 1.0 {
        (0.0, pixel)
    } else {
        (1.0, 0.0)
    };
    for (sheet, mut outline, mut node) in &mut sheets {
        if rescaled || sheet.is_added() {
            outline.width = px(pixel);
            outline.offset = px(offset);
            node.border = UiRect::all(px(border));
        }
    }
}

/// A screen pixel in the UI's own pixels, for the UI shrunk by `ui_scale` (never less than one
/// of its own).
fn screen_pixel(ui_scale: f32) -> f32 {
    1.0 / ui_scale.clamp(0.25, 1.0)
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
/// domains read at a glance. A thin line between two squares is the left or upper side of
/// the later one (its paper is painted after the earlier one's), a screen pixel wide at any
/// `ui_scale` (thinner, layout rounding drops some).
pub fn square_borders(board: &Board, map: &Map, cell: Cell, ui_scale: f32) -> UiRect {
    let pixel = screen_pixel(ui_scale);
    let coat_at = |cell: Cell| map.coat_at(cell);
    let is_castle = cell == board.castle();
    let side = |direction: Direction, thin: f32| -> Val {
        match board.neighbour(cell, direction) {
            Some(other)
                if (coat_at(other).is_some() || coat_at(cell).is_some())
                    && (coat_at(other) != coat_at(cell)
                        || other == board.castle()
                        || is_castle) =>
            {
                px(2)
            }
            _ => px(thin),
        }
    };
    UiRect {
        left: side(Direction::West, pixel),
        right: side(Direction::East, 0.0),
        top: side(Direction::North, pixel),
        bottom: side(Direction::South, 0.0),
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
