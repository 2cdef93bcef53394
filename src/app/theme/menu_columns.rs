//! Menus that take the height their screen leaves them: the buttons in as few columns as fit
//! there, as many in each column and each column as wide as the others, so a sideways phone or
//! a short window shows the whole menu without a lone button in a column of its own. Left and
//! right step between the columns (`MenuColumnLength`).

use bevy::prelude::*;

use super::widgets;
use crate::app::choices::MenuColumnLength;
use crate::app::runtime::redraw::KeepDrawing;
use crate::app::states::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, balance_menu_columns.in_set(AppSystems::View));
}

/// A menu whose buttons go down as many columns as its screen's height calls for. Its parent
/// is the screen's column: what the other parts of that column leave is the menu's.
#[derive(Component, Default)]
#[require(Node = widgets::menu_column())]
pub struct MenuColumns {
    rows: u16,
}

/// Kept free above and below the screen's column, so a menu that just fits does not press its
/// heading and its help against the window's edges.
const BREATHING_ROOM: f32 = 48.0;
/// Frames a new menu takes to be laid out, measured and laid out again.
const FRAMES_TO_MEASURE: u8 = 3;
/// Between two columns of buttons.
const COLUMN_GAP: f32 = 16.0;
/// Between two buttons of a column, as in a single column.
const ROW_GAP: f32 = widgets::MENU_ROW_GAP;

/// Buttons down a grid's columns, `rows` to a column. (The menu starts as one column, which
/// is measured.)
fn menu_grid(rows: u16) -> Node {
    Node {
        display: Display::Grid,
        grid_auto_flow: GridAutoFlow::Column,
        grid_template_rows: RepeatedGridTrack::auto(rows),
        grid_auto_columns: vec![GridTrack::flex(1.0)],
        column_gap: px(COLUMN_GAP),
        row_gap: px(ROW_GAP),
        max_width: percent(100),
        ..default()
    }
}

/// Measures, from the last layout, the room the menu's screen leaves it and the tallest of its
/// buttons, and lays the buttons out in that many rows. A menu whose rows already fit is not
/// touched, so a layout that settled stays as it is.
fn balance_menu_columns(
    mut menus: Query<(
        Entity,
        &mut MenuColumns,
        &mut Node,
        &ChildOf,
        Option<Ref<Children>>,
    )>,
    children: Query<&Children>,
    laid_out: Query<(&ComputedNode, &UiGlobalTransform)>,
    ui_scale: Option<Res<UiScale>>,
    mut drawing: ResMut<KeepDrawing>,
    mut frames_since_change: Local<u8>,
    mut column_length: ResMut<MenuColumnLength>,
) {
    // New buttons, or a window of another size, are measured after the next layout.
    let new_buttons = menus.iter_mut().any(|(_, columns, _, _, buttons)| {
        columns.is_added() || buttons.is_some_and(|buttons| buttons.is_changed())
    });
    if new_buttons || ui_scale.is_some_and(|scale| scale.is_changed()) {
        *frames_since_change = 0;
    }
    if *frames_since_change < FRAMES_TO_MEASURE {
        *frames_since_change += 1;
        drawing.next_frame();
    }
    for (menu, mut columns, mut node, parent, buttons) in &mut menus {
        let Some(buttons) = buttons else {
            continue;
        };
        let tallest = buttons
            .iter()
            .filter_map(|button| laid_out.get(button).ok())
            .map(|(button, _)| button.size().y * button.inverse_scale_factor())
            .fold(0.0, f32::max);
        let room = room_left(menu, parent.parent(), &children, &laid_out);
        let (Some(room), true) = (room, tallest > 0.0) else {
            continue;
        };
        let count = buttons.len() as f32;
        let fit = ((room + ROW_GAP) / (tallest + ROW_GAP)).floor().max(1.0);
        let column_count = (count / fit).ceil();
        let rows = (count / column_count).ceil() as u16;
        if rows != columns.rows {
            columns.rows = rows;
            *node = menu_grid(rows);
        }
    }
    // The menu on offer (the others are empty while it is), when it stands in columns.
    let in_columns = menus.iter().find_map(|(_, columns, _, _, buttons)| {
        let rows = usize::from(columns.rows);
        (rows > 0 && rows < buttons?.len()).then_some(rows)
    });
    column_length.set_if_neq(MenuColumnLength(in_columns));
}

/// The height, in the UI's pixels, that the parent's other children leave the menu: the
/// parent's inner height less the span its children cover, the menu's own height excepted.
fn room_left(
    menu: Entity,
    parent: Entity,
    children: &Query<&Children>,
    laid_out: &Query<(&ComputedNode, &UiGlobalTransform)>,
) -> Option<f32> {
    let (parent_node, _) = laid_out.get(parent).ok()?;
    let (menu_node, _) = laid_out.get(menu).ok()?;
    let scale = parent_node.inverse_scale_factor();
    let (top, bottom) = children
        .get(parent)
        .ok()?
        .iter()
        .filter_map(|child| laid_out.get(child).ok())
        .filter(|(node, _)| node.size().y > 0.0)
        .map(|(node, place)| {
            let centre = place.translation.y;
            (centre - node.size().y / 2.0, centre + node.size().y / 2.0)
        })
        .reduce(|(top, bottom), (child_top, child_bottom)| {
            (top.min(child_top), bottom.max(child_bottom))
        })?;
    let others = bottom - top - menu_node.size().y;
    Some((parent_node.content_box().height() - others) * scale - BREATHING_ROOM)
}
