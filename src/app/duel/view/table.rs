//! The table: both kingdoms, the dice tray, the spellbook, the scores, the prompt line and the
//! buttons, arranged for wide or tall windows and for phones held either way.

use crate::app::table::Match;
use bevy::ecs::spawn::SpawnWith;
use bevy::prelude::*;
use kingdomino_core::duel::{Duel, SeatNumber};

use kingdomino_core::localization::Phrase;

use super::dice::dice_tray;
use super::hint_button::hint_button;
use super::kingdom::kingdom;
use super::kingdom_sizes::kingdoms_wanted;
use super::spellbook_panel::spellbook;
use super::table_arrangement::{NearSeat, TableBody, TableSlot, TextRoom, near_seat};
use super::table_lines::{FooterText, NoticeText, PromptText, TurnText};
use crate::app::theme;
use crate::app::theme::{TextScale, WindowShape};
use crate::app::view::assets::ImageAssets;

use crate::app::view::replay_slider::replay_slider;
use crate::app::view::{ChoiceBar, TableChoices};

use crate::app::duel::TABLE;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(TABLE), spawn_table);
}

const CENTRE_WIDTH: f32 = 440.0;

/// Where the power banner shows: over the dice tray, which waits for nothing while powers are
/// gained, so the banner never hides a choice.
#[derive(Component)]
pub struct BannerSpot;

fn spawn_table(
    mut commands: Commands,
    game: Res<Match<Duel>>,
    images: Option<Res<ImageAssets>>,
    shape: Res<WindowShape>,
    text: Res<TextScale>,
    mut shown: ResMut<NearSeat>,
) {
    *shown = near_seat(&game, *shape, *text, NearSeat(SeatNumber::FIRST));
    let [near, far] = kingdoms_wanted(&game, *shape, *text, *shown);
    let board = *game.rules.board();
    let mut table = commands.spawn((
        Name::new("Table"),
        DespawnOnExit(TABLE),
        Node {
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            padding: UiRect::all(px(12)),
            row_gap: px(10),
            ..default()
        },
        BackgroundColor(theme::WOOD),
        children![
            header(),
            (
                table_body(),
                children![
                    (
                        side(TableSlot::Near, "Near side"),
                        near,
                        children![kingdom(board, near.seat, near.size)]
                    ),
                    (centre(), children![play_area()]),
                    (
                        side(TableSlot::Spellbook, "Spellbook side"),
                        children![spellbook(&game)]
                    ),
                    (
                        side(TableSlot::Far, "Far side"),
                        far,
                        children![kingdom(board, far.seat, far.size)]
                    ),
                ],
            ),
            footer(game.watched),
        ],
    ));
    if let Some(images) = images {
        table.insert(ImageNode {
            image: images.table.clone(),
            image_mode: NodeImageMode::Tiled {
                tile_x: true,
                tile_y: true,
                stretch_value: 1.0,
            },
            ..default()
        });
    }
}

/// The prompt and the notice under it, and the turn with who is played against.
fn header() -> impl Bundle {
    (
        Name::new("Header"),
        TextRoom::Header,
        Node {
            width: percent(100),
            flex_shrink: 0.0,
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::Start,
            column_gap: px(16),
            overflow: Overflow::clip(),
            ..default()
        },
        children![
            (
                Name::new("Prompt"),
                Node {
                    flex_direction: FlexDirection::Column,
                    flex_grow: 1.0,
                    flex_basis: px(0),
                    ..default()
                },
                children![
                    (PromptText, theme::label(Phrase::Empty, 22.0)),
                    (
                        NoticeText,
                        theme::coloured_label(Phrase::Empty, 16.0, theme::ILLEGAL)
                    ),
                ],
            ),
            (
                Name::new("Turn and hint"),
                TextRoom::TurnColumn,
                Node {
                    flex_shrink: 0.0,
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::End,
                    row_gap: px(2),
                    ..default()
                },
                children![
                    (
                        TurnText,
                        theme::coloured_label(Phrase::Empty, 17.0, theme::MUTED),
                        TextLayout::justify(Justify::Right),
                    ),
                    hint_button(),
                ],
            ),
        ],
    )
}

/// The grid the maps and the centre sit in (`arrange_table` lays it out by the window's shape).
fn table_body() -> impl Bundle {
    (
        Name::new("Table body"),
        TableBody,
        Node {
            display: Display::Grid,
            flex_grow: 1.0,
            justify_content: JustifyContent::Center,
            // Every part has a fixed size, so centring never moves anything during play.
            align_content: AlignContent::Center,
            justify_items: JustifyItems::Center,
            align_items: AlignItems::Start,
            column_gap: px(24),
            row_gap: px(16),
            ..default()
        },
    )
}

fn side(slot: TableSlot, name: &'static str) -> impl Bundle {
    (Name::new(name), slot, Node::default())
}

/// The dice with the choices.
fn centre() -> impl Bundle {
    (Name::new("Centre"), TableSlot::Centre, Node::default())
}

/// The dice tray (where the power banner shows) over the choice buttons.
fn play_area() -> impl Bundle {
    (
        Name::new("Dice and choices"),
        Node {
            width: px(CENTRE_WIDTH),
            ..theme::centred_column(10.0)
        },
        children![
            (
                Name::new("Tray area"),
                BannerSpot,
                Node {
                    width: percent(100),
                    justify_content: JustifyContent::Center,
                    ..default()
                },
                children![dice_tray()],
            ),
            (
                Name::new("Choices"),
                ChoiceBar,
                TableChoices,
                TextRoom::Choices,
                Node {
                    width: percent(100),
                    flex_shrink: 0.0,
                    flex_wrap: FlexWrap::Wrap,
                    justify_content: JustifyContent::Center,
                    align_content: AlignContent::Start,
                    column_gap: px(8),
                    row_gap: px(8),
                    overflow: Overflow::clip(),
                    ..default()
                },
            ),
        ],
    )
}

/// The controls' reminder, or a replay's slider: nobody at the table needs the reminder then.
fn footer(watching: bool) -> impl Bundle {
    (
        Name::new("Footer"),
        TextRoom::Footer,
        Node {
            width: percent(100),
            flex_shrink: 0.0,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::End,
            overflow: Overflow::clip(),
            ..default()
        },
        Children::spawn(SpawnWith(move |footer: &mut ChildSpawner| {
            if watching {
                footer.spawn(replay_slider());
            } else {
                footer.spawn((
                    FooterText,
                    theme::hint(Phrase::new("table-controls-hint")),
                    TextLayout::justify(Justify::Center),
                ));
            }
        })),
    )
}
