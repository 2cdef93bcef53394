//! Where the table's parts go for the window's shape and the text's size: the body's grid for
//! wide and tall windows and for phones held either way, and the header's height and turn
//! column to match.

use crate::app::table::Match;
use bevy::prelude::*;
use kingdomino_core::duel::{Duel, SeatNumber, Step};

use crate::app::theme::{TextScale, WindowShape};
use crate::app::view::{CHOICE_LABEL, PICTURE};

use crate::app::states::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NearSeat>();
    app.add_systems(
        Update,
        arrange_table
            .run_if(resource_exists::<Match<Duel>>)
            .in_set(AppSystems::View),
    );
}

/// Fixed room for the text lines and the buttons, so nothing under the pointer moves when a
/// line grows, shrinks or wraps.
const HEADER_HEIGHT: f32 = 76.0;
/// On an upright phone the prompt has less width, so more lines; on a sideways one it has
/// the width for one line (and the notice's under it), and the height is short.
const PHONE_TALL_HEADER_HEIGHT: f32 = 100.0;
const PHONE_WIDE_HEADER_HEIGHT: f32 = 46.0;
/// With large text: two lines of the prompt and the notice under them, the Hint button beside
/// the turn to match.
const LARGE_TEXT_HEADER_HEIGHT: f32 = 88.0;
/// Between the rows of a table with large text, which needs the height.
const LARGE_TEXT_ROW_GAP: f32 = 8.0;
/// Between the columns of wide and tall windows' tables.
pub const COLUMN_GAP: f32 = 24.0;
/// The turn line and the Hint button beside the prompt.
const TURN_WIDTH: f32 = 230.0;
const PHONE_TALL_TURN_WIDTH: f32 = 150.0;
const PHONE_WIDE_TURN_WIDTH: f32 = 340.0;
/// The controls' reminder or a replay's slider; grown with the text (`TextScale::room`), it
/// holds the longest tip in two lines at the largest.
const FOOTER_HEIGHT: f32 = 40.0;
/// Rows of choice buttons the bar has room for: four at the designed size (a rule set's eight
/// coats for a joker, and Undo), and as many as the busiest turn's buttons (all three powers
/// kept with the castle bonus) take when larger text widens them.
fn choice_rows(text: TextScale) -> f32 {
    if text.0 > 1.25 {
        7.0
    } else if text.0 > 1.0 {
        6.0
    } else {
        4.0
    }
}

/// The bar's height for its rows of buttons: each the taller of its label's line and a coat's
/// picture, in the button's frame (`theme::button_frame`: 7 pixels of padding and a border of
/// 3, above and below), 8 pixels apart.
fn choices_height(text: TextScale) -> f32 {
    const FRAME: f32 = 2.0 * (7.0 + 3.0);
    const GAP: f32 = 8.0;
    let line = (1.2 * text.room(CHOICE_LABEL)).ceil().max(PICTURE);
    let rows = choice_rows(text);
    rows * (line + FRAME) + (rows - 1.0) * GAP
}

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
/// the table. Two people at a table with one large map (`one_large_map`) share it: it is the
/// map of whoever draws now, and the maps change places as the turn passes (`near_seat`).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NearSeat(pub SeatNumber);

/// The seat the near side should show, given the one it shows: it changes only when the other
/// seat starts to draw, so the maps stay put through the draft.
pub fn near_seat(
    game: &Match<Duel>,
    shape: WindowShape,
    text: TextScale,
    shown: NearSeat,
) -> NearSeat {
    if !one_large_map(shape, text) || !game.is_hot_seat() {
        return NearSeat(SeatNumber::FIRST);
    }
    match game.state().step() {
        Step::Fill { player }
        | Step::ChooseJokerCoat { player, .. }
        | Step::ApplyPower { player, .. } => NearSeat(player),
        Step::Draft { .. } | Step::GameOver => shown,
    }
}

/// Whether the table has one large map, the other small over the spellbook right of the dice: a
/// sideways phone, whose height is short, and a wide window with large text, whose spellbook
/// needs the height the dice leave.
pub fn one_large_map(shape: WindowShape, text: TextScale) -> bool {
    shape == WindowShape::PhoneWide || (shape == WindowShape::Wide && text.is_large())
}

/// Where each part sits in the body's grid: (row, column, rows spanned, columns spanned).
fn grid_place(slot: TableSlot, shape: WindowShape, text: TextScale) -> (u16, u16, u16, u16) {
    use TableSlot::*;
    let shape = if one_large_map(shape, text) {
        WindowShape::PhoneWide
    } else {
        shape
    };
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
        // One large map: the spellbook under the small far map, right of the dice.
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

/// A part of the table sized as room for its text, so it grows with the text and follows the
/// window's shape.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextRoom {
    /// The prompt and the turn column: taller on an upright phone, shorter on a sideways one.
    Header,
    /// The turn line and the Hint button, narrower on an upright phone.
    TurnColumn,
    Footer,
    /// The choice buttons under the dice.
    Choices,
}

impl TextRoom {
    fn fit(self, node: &mut Node, shape: WindowShape, text: TextScale) {
        match (self, shape) {
            (TextRoom::Header, WindowShape::PhoneTall) => {
                node.height = px(PHONE_TALL_HEADER_HEIGHT)
            }
            (TextRoom::Header, WindowShape::PhoneWide) => {
                node.height = px(PHONE_WIDE_HEADER_HEIGHT)
            }
            (TextRoom::Header, _) if text.is_large() => {
                node.height = px(LARGE_TEXT_HEADER_HEIGHT);
            }
            (TextRoom::Header, _) => node.height = px(HEADER_HEIGHT),
            (TextRoom::TurnColumn, _) => {
                node.width = px(match shape {
                    WindowShape::PhoneTall => PHONE_TALL_TURN_WIDTH,
                    WindowShape::PhoneWide => PHONE_WIDE_TURN_WIDTH,
                    WindowShape::Wide | WindowShape::Tall => text.room(TURN_WIDTH),
                });
                // A short header has the Hint button beside the turn, not under it.
                let (direction, gap) = if shape == WindowShape::PhoneWide || text.is_large() {
                    (FlexDirection::Row, 10.0)
                } else {
                    (FlexDirection::Column, 2.0)
                };
                node.flex_direction = direction;
                node.justify_content = JustifyContent::End;
                node.column_gap = px(gap);
                node.row_gap = px(gap);
            }
            (TextRoom::Footer, _) => node.height = px(text.room(FOOTER_HEIGHT)),
            (TextRoom::Choices, _) => node.height = px(choices_height(text)),
        }
    }
}

/// Places the parts in the body's grid for the window's shape (`grid_place`). An upright
/// window's spare height goes between the rows, not above and under them all.
fn arrange_table(
    mut commands: Commands,
    shape: Res<WindowShape>,
    text: Res<TextScale>,
    new_tables: Query<(), Added<TableBody>>,
    mut bodies: Query<(Entity, &mut Node), With<TableBody>>,
    mut slots: Query<(Entity, &TableSlot, &mut Node), Without<TableBody>>,
    mut text_rooms: Query<(&TextRoom, &mut Node), (Without<TableBody>, Without<TableSlot>)>,
) {
    if !shape.is_changed() && !text.is_changed() && new_tables.is_empty() {
        return;
    }
    let (shape, text) = (*shape, *text);
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
        body.row_gap = px(if shape.is_phone() {
            4.0
        } else if text.is_large() {
            LARGE_TEXT_ROW_GAP
        } else {
            16.0
        });
    }
    for (_, &slot, mut node) in &mut slots {
        let (row, column, rows, columns) = grid_place(slot, shape, text);
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
    for (room, mut node) in &mut text_rooms {
        room.fit(&mut node, shape, text);
    }
}
