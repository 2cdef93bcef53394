//! Where the table's parts go for the window's shape: the body's grid for wide and tall windows
//! and for phones held either way, and the header's height and turn column to match.

use bevy::prelude::*;

use super::layout::WindowShape;
use crate::app::AppSystems;
use crate::app::game::Match;
use kingdomino_core::rules::{SeatNumber, Step};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NearSeat>();
    app.add_systems(
        Update,
        arrange_table
            .run_if(resource_exists::<Match>)
            .in_set(AppSystems::View),
    );
}

/// Fixed room for the text lines and the buttons, so nothing under the pointer moves when a
/// line grows, shrinks or wraps.
pub const HEADER_HEIGHT: f32 = 76.0;
/// On an upright phone the prompt has less width, so more lines; on a sideways one it has
/// the width for one line (and the notice's under it), and the height is short.
const PHONE_TALL_HEADER_HEIGHT: f32 = 100.0;
const PHONE_WIDE_HEADER_HEIGHT: f32 = 46.0;
/// Between the columns of wide and tall windows' tables.
pub const COLUMN_GAP: f32 = 24.0;
/// The turn line and the Hint button beside the prompt.
pub const TURN_WIDTH: f32 = 230.0;
const PHONE_TALL_TURN_WIDTH: f32 = 150.0;
const PHONE_WIDE_TURN_WIDTH: f32 = 340.0;

/// Where a part of the table sits in the body's grid.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableSlot {
    /// The map of the person at the table (seat 0).
    Near,
    /// The dice with the choices.
    Centre,
    Spellbook,
    /// The other map.
    Far,
}

/// The seat whose kingdom the near side shows, with the larger squares: seat 0's, the person at
/// the table. Two people at a sideways phone have room for only one large map: it is the map of
/// whoever draws now, and the maps change places as the turn passes (`near_seat`).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NearSeat(pub SeatNumber);

/// The seat the near side should show, given the one it shows: it changes only when the other
/// seat starts to draw, so the maps stay put through the draft.
pub fn near_seat(game: &Match, shape: WindowShape, shown: NearSeat) -> NearSeat {
    if shape != WindowShape::PhoneWide || !game.is_hot_seat() {
        return NearSeat(SeatNumber::FIRST);
    }
    match game.state().step() {
        Step::Fill { player }
        | Step::ChooseJokerCoat { player, .. }
        | Step::ApplyPower { player, .. } => NearSeat(player),
        Step::Draft { .. } | Step::GameOver => shown,
    }
}

/// Where each part sits in the body's grid: (row, column, rows spanned, columns spanned).
fn grid_place(slot: TableSlot, shape: WindowShape) -> (u16, u16, u16, u16) {
    use TableSlot::*;
    match (shape, slot) {
        // Upright phone: the maps side by side, then the dice, then the spellbook across the
        // width its larger text needs.
        (WindowShape::PhoneTall, Near) => (1, 1, 1, 1),
        (WindowShape::PhoneTall, Far) => (1, 2, 1, 1),
        (WindowShape::PhoneTall, Centre) => (2, 1, 1, 2),
        (WindowShape::PhoneTall, Spellbook) => (3, 1, 1, 2),
        // The maps either side of the dice over the spellbook.
        (WindowShape::Wide | WindowShape::PhoneWide, Near) => (1, 1, 2, 1),
        (WindowShape::Wide, Centre) => (1, 2, 1, 1),
        (WindowShape::Wide, Spellbook) => (2, 2, 1, 1),
        (WindowShape::Wide, Far) => (1, 3, 2, 1),
        // Sideways phone: the spellbook under the small far map, right of the dice.
        (WindowShape::PhoneWide, Centre) => (1, 2, 2, 1),
        (WindowShape::PhoneWide, Far) => (1, 3, 1, 1),
        (WindowShape::PhoneWide, Spellbook) => (2, 3, 1, 1),
        // The maps side by side over the dice and the spellbook.
        (WindowShape::Tall, Near) => (1, 1, 1, 1),
        (WindowShape::Tall, Far) => (1, 2, 1, 1),
        // Under them, the spellbook beside the dice, in the centre's row (see `arrange_table`).
        (WindowShape::Tall, Centre) => (2, 1, 1, 2),
        (WindowShape::Tall, Spellbook) => (2, 2, 1, 1),
    }
}

/// The grid of the table's body.
#[derive(Component)]
pub struct TableBody;

/// The header, taller on an upright phone and shorter on a sideways one.
#[derive(Component)]
pub struct TableHeader;

/// The turn line and the Hint button, narrower on an upright phone.
#[derive(Component)]
pub struct TurnColumn;

/// Places the parts in the body's grid for the window's shape (`grid_place`). An upright
/// window's spare height goes between the rows, not above and under them all.
fn arrange_table(
    mut commands: Commands,
    shape: Res<WindowShape>,
    new_tables: Query<(), Added<TableBody>>,
    mut bodies: Query<(Entity, &mut Node), With<TableBody>>,
    mut slots: Query<(Entity, &TableSlot, &mut Node), Without<TableBody>>,
    mut headers: Query<&mut Node, (With<TableHeader>, Without<TableBody>, Without<TableSlot>)>,
    mut turn_columns: Query<
        &mut Node,
        (
            With<TurnColumn>,
            Without<TableHeader>,
            Without<TableBody>,
            Without<TableSlot>,
        ),
    >,
) {
    if !shape.is_changed() && new_tables.is_empty() {
        return;
    }
    let shape = *shape;
    for (_, mut body) in &mut bodies {
        let columns = match shape {
            WindowShape::Wide | WindowShape::PhoneWide => 3,
            WindowShape::Tall | WindowShape::PhoneTall => 2,
        };
        body.grid_template_columns = vec![GridTrack::auto(); columns];
        // The maps side by side leave an upright phone spare height too.
        body.align_content = if shape.is_wide() {
            AlignContent::Center
        } else {
            AlignContent::SpaceEvenly
        };
        body.column_gap = px(if shape.is_phone() { 6.0 } else { COLUMN_GAP });
        body.row_gap = px(if shape.is_phone() { 4 } else { 16 });
    }
    for (_, &slot, mut node) in &mut slots {
        let (row, column, rows, columns) = grid_place(slot, shape);
        node.grid_row = GridPlacement::start_span(row as i16, rows);
        node.grid_column = GridPlacement::start_span(column as i16, columns);
        if slot == TableSlot::Centre {
            // Beside the dice in a tall window: its own grid column would widen the far map's.
            node.flex_direction = FlexDirection::Row;
            node.column_gap = px(16);
            node.align_items = AlignItems::Start;
        }
    }
    let slot_entity = |wanted: TableSlot| {
        slots
            .iter()
            .find(|(_, slot, _)| **slot == wanted)
            .map(|(entity, ..)| entity)
    };
    let spellbook_parent = if shape == WindowShape::Tall {
        slot_entity(TableSlot::Centre)
    } else {
        bodies.iter().next().map(|(entity, _)| entity)
    };
    if let (Some(spellbook), Some(parent)) = (slot_entity(TableSlot::Spellbook), spellbook_parent) {
        commands.entity(spellbook).insert(ChildOf(parent));
    }
    for mut header in &mut headers {
        header.height = px(match shape {
            WindowShape::PhoneTall => PHONE_TALL_HEADER_HEIGHT,
            WindowShape::PhoneWide => PHONE_WIDE_HEADER_HEIGHT,
            WindowShape::Wide | WindowShape::Tall => HEADER_HEIGHT,
        });
    }
    for mut column in &mut turn_columns {
        column.width = px(match shape {
            WindowShape::PhoneTall => PHONE_TALL_TURN_WIDTH,
            WindowShape::PhoneWide => PHONE_WIDE_TURN_WIDTH,
            WindowShape::Wide | WindowShape::Tall => TURN_WIDTH,
        });
        // A sideways phone's short header has the Hint button beside the turn, not under it.
        let (direction, gap) = if shape == WindowShape::PhoneWide {
            (FlexDirection::Row, 10.0)
        } else {
            (FlexDirection::Column, 2.0)
        };
        column.flex_direction = direction;
        column.justify_content = JustifyContent::End;
        column.column_gap = px(gap);
        column.row_gap = px(gap);
    }
}
