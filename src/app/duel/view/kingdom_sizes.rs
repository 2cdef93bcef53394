//! How large each kingdom on the Duel's table is drawn, for the window's shape and the text's
//! size, and the kingdoms built again when these change (a phone turned, two people at a
//! sideways phone swapping maps).

use bevy::prelude::*;
use kingdomino_core::duel::{Duel, SeatNumber};

use super::kingdom::{MIN_PANEL_WIDTH, PanelSize, kingdom};
use super::spellbook_panel::LARGE_TEXT_SPELLBOOK_WIDTH;
use super::table_arrangement::{COLUMN_GAP, NearSeat, TableSlot, near_seat, one_large_map};
use crate::app::duel::TABLE;
use crate::app::states::AppSystems;
use crate::app::table::Match;
use crate::app::theme::{TextScale, WindowShape};
use crate::app::view::motion::{Pop, Sketch};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        rebuild_kingdoms
            .run_if(in_state(TABLE).and_then(resource_exists::<Match<Duel>>))
            .in_set(AppSystems::ApplyRules),
    );
}

/// The map's squares of the person at the table (and of both people in a two-player game),
/// and of the computer's map, for the default 7x5 map.
const LARGE_CELL: f32 = 52.0;
const SMALL_CELL: f32 = 44.0;
/// The computer's map on a phone, beside the person's or over the spellbook, in a narrower
/// panel.
const PHONE_SMALL_CELL: f32 = 22.0;
/// Over the spellbook on a sideways phone, whose height its larger text needs.
const PHONE_SIDEWAYS_SMALL_CELL: f32 = 18.0;
const PHONE_UPRIGHT_MIN_PANEL_WIDTH: f32 = 180.0;
const PHONE_SIDEWAYS_MIN_PANEL_WIDTH: f32 = 280.0;
/// The person's own map on a phone held upright, beside the other map, and sideways, beside
/// the dice, leaving the spellbook the width its larger text needs: squares of about 33 of the
/// phone's pixels either way.
const PHONE_UPRIGHT_OWN_MAP: Vec2 = Vec2::new(322.0, 260.0);
const PHONE_SIDEWAYS_OWN_MAP: Vec2 = Vec2::new(329.0, 240.0);
/// The room a large map may take, whatever its shape.
const LARGE_MAP: Vec2 = Vec2::new(364.0, 260.0);
/// The person's own map in a tall window: most of its width beside the other map, so the
/// height that tall windows have to spare goes to it.
const UPRIGHT_OWN_MAP: Vec2 = Vec2::new(448.0, 320.0);
/// A tall window's row for both maps side by side (its design's width less the padding).
const TALL_MAPS_ROW: f32 = 752.0;
/// Both maps in a tall window with large text, whose lines take more of its height.
const LARGE_TEXT_UPRIGHT_MAP: Vec2 = Vec2::new(364.0, 170.0);
/// The other map over the spellbook in a wide window with large text.
const LARGE_TEXT_FAR_CELL: f32 = 20.0;
/// Two people at an upright phone: both maps side by side.
const PHONE_SHARED_MAP: Vec2 = Vec2::new(252.0, 180.0);
/// How a kingdom on the table is built: whose it is, and how large.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub(super) struct BuiltKingdom {
    pub(super) seat: SeatNumber,
    pub(super) size: PanelSize,
}

/// The near and the far kingdoms for the window's shape, the near one showing `near`'s map.
pub(super) fn kingdoms_wanted(
    game: &Match<Duel>,
    shape: WindowShape,
    text: TextScale,
    near: NearSeat,
) -> [BuiltKingdom; 2] {
    let (min_width, name_lines, status_lines) = match shape {
        // The other map's panel, beside the person's, lets a name and a status wrap.
        WindowShape::PhoneTall => (PHONE_UPRIGHT_MIN_PANEL_WIDTH, 2, 2),
        // Over the spellbook, the other map's panel has the spellbook's width for its line.
        WindowShape::PhoneWide => (PHONE_SIDEWAYS_MIN_PANEL_WIDTH, 1, 1),
        // Larger text wraps a name that the panel holds on one line at the designed size.
        WindowShape::Wide | WindowShape::Tall => {
            (MIN_PANEL_WIDTH, if text.is_large() { 2 } else { 1 }, 1)
        }
    };
    // A wide window's small map with large text sits over the spellbook and has its width for
    // a name on one line; the large map keeps its own width, which the row has no more room for.
    let far_panel = if shape == WindowShape::Wide && one_large_map(shape, text) {
        (LARGE_TEXT_SPELLBOOK_WIDTH, 1, 1)
    } else {
        (min_width, name_lines, status_lines)
    };
    let [near_cell, far_cell] = cell_sizes(game, shape, text);
    [
        (near.0, near_cell, (min_width, name_lines, status_lines)),
        (near.0.other(), far_cell, far_panel),
    ]
    .map(
        |(seat, cell, (min_width, name_lines, status_lines))| BuiltKingdom {
            seat,
            size: PanelSize {
                cell,
                min_width,
                name_lines,
                status_lines,
                text,
            },
        },
    )
}

/// A phone turned (or a window resized past a phone's size) wants kingdoms of other sizes, and
/// two people at a sideways phone swap maps as the turn passes: they are built again, and the
/// views draw them from the game as it stands.
fn rebuild_kingdoms(
    mut commands: Commands,
    game: Res<Match<Duel>>,
    shape: Res<WindowShape>,
    text: Res<TextScale>,
    mut shown: ResMut<NearSeat>,
    sides: Query<(Entity, &TableSlot, &BuiltKingdom)>,
    sketches: Query<(), With<Sketch>>,
) {
    let near = near_seat(&game, *shape, *text, *shown);
    // The domino just drawn is sketched in before its map moves away.
    if near != *shown && !sketches.is_empty() {
        return;
    }
    shown.set_if_neq(near);
    let board = *game.rules.board();
    let [near_kingdom, far_kingdom] = kingdoms_wanted(&game, *shape, *text, near);
    for (side, slot, built) in &sides {
        let wanted = if *slot == TableSlot::Far {
            far_kingdom
        } else {
            near_kingdom
        };
        if *built != wanted {
            commands
                .entity(side)
                .despawn_related::<Children>()
                .insert(wanted)
                .with_child((kingdom(board, wanted.seat, wanted.size), Pop::quick()));
        }
    }
}

/// The squares' sizes of the two maps: both large for two people, but at a table with one
/// large map, whose other map stays small beside the dice.
fn cell_sizes(game: &Match<Duel>, shape: WindowShape, text: TextScale) -> [f32; 2] {
    let board = game.rules.board();
    let (columns, rows) = (f32::from(board.columns()), f32::from(board.rows()));
    let hot_seat = game.is_hot_seat();
    // Whole pixels, so every grid line of a bigger map lands on a pixel and shows.
    let (room, cap) = match shape {
        WindowShape::PhoneTall if hot_seat => (PHONE_SHARED_MAP, f32::INFINITY),
        WindowShape::PhoneTall => (PHONE_UPRIGHT_OWN_MAP, f32::INFINITY),
        WindowShape::PhoneWide => (PHONE_SIDEWAYS_OWN_MAP, f32::INFINITY),
        WindowShape::Tall if text.is_large() => (LARGE_TEXT_UPRIGHT_MAP, f32::INFINITY),
        WindowShape::Tall if !hot_seat => (UPRIGHT_OWN_MAP, f32::INFINITY),
        _ => (LARGE_MAP, LARGE_CELL),
    };
    let large = (room.x / columns).min(room.y / rows).min(cap).floor();
    let far = match (shape, hot_seat) {
        (WindowShape::PhoneWide, _) => PHONE_SIDEWAYS_SMALL_CELL.min(large),
        (WindowShape::Wide, _) if one_large_map(shape, text) => LARGE_TEXT_FAR_CELL.min(large),
        (WindowShape::PhoneTall, false) => PHONE_SMALL_CELL.min(large),
        (_, true) => large,
        // What the own map leaves of the row.
        (WindowShape::Tall, false) => ((TALL_MAPS_ROW - COLUMN_GAP) / columns - large)
            .min(SMALL_CELL)
            .min(large)
            .floor(),
        (_, false) => (large * SMALL_CELL / LARGE_CELL).floor(),
    };
    [large, far]
}
