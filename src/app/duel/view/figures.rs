//! The pictures of How to play, drawn with the table's own pieces: die faces, map squares with
//! the lines between domains, spellbook squares and the count's lines.

use bevy::prelude::*;

use super::faces::{FaceView, face_picture};
use super::figure_spellbook::spawn_spellbook;
use super::figure_words::{caption_phrase, count_phrase, outcome_phrase, role_letter};
use super::map_sheet::{drawn_square, map_sheet, map_square, square_borders, square_ink};
use crate::app::files::coat_images::CoatImages;
use crate::app::theme;
use crate::app::view::assets::ImageAssets;
use kingdomino_core::duel::RuleSet;
use kingdomino_core::how_to_play::{Arrangement, Figure, MapPicture, Panel, ShownDie};
use kingdomino_core::kingdom::CoatId;
use kingdomino_core::localization::{Phrase, names};

const DIE: f32 = 40.0;
const SQUARE: f32 = 30.0;
const COAT: f32 = 26.0;
const TEXT: f32 = 15.0;
/// A map of the default rule set: seven squares and the frame.
const MAP_WIDTH: f32 = SQUARE * 7.0 + 4.0;

/// What the figures need besides the figure: the rule set its examples were played with, and
/// the pictures of the castle and the coats.
#[derive(Clone, Copy)]
pub struct Pictures<'a> {
    pub rules: &'a RuleSet,
    pub images: Option<&'a ImageAssets>,
    pub coats: Option<&'a CoatImages>,
    /// The UI's scale, so the map's thin lines stay a pixel.
    pub ui_scale: f32,
}

/// Spawns the figure under `parent`.
pub fn spawn_figure(commands: &mut Commands, parent: Entity, figure: &Figure, pictures: Pictures) {
    let column = figure.arrangement == Arrangement::Column;
    let frame = commands
        .spawn((
            Name::new("Figure"),
            ChildOf(parent),
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                align_self: AlignSelf::Center,
                flex_shrink: 0.0,
                row_gap: px(8),
                margin: UiRect::top(px(6)),
                ..default()
            },
        ))
        .id();
    let panels = commands
        .spawn((
            Name::new("Panels"),
            ChildOf(frame),
            Node {
                flex_direction: if column {
                    FlexDirection::Column
                } else {
                    FlexDirection::Row
                },
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Start,
                column_gap: px(22),
                row_gap: px(if column { 4.0 } else { 12.0 }),
                ..default()
            },
        ))
        .id();
    for (index, panel) in figure.panels.iter().enumerate() {
        if index > 0 && figure.arrangement == Arrangement::BeforeAfter {
            commands.spawn((
                ChildOf(panels),
                theme::coloured_label(Phrase::verbatim("→"), 32.0, theme::MUTED),
                Node {
                    align_self: AlignSelf::Center,
                    ..default()
                },
            ));
        }
        spawn_panel(commands, panels, panel, column, pictures);
    }
    if let Some(outcome) = figure.outcome {
        commands.spawn((
            ChildOf(frame),
            theme::label(outcome_phrase(outcome), 16.0),
            TextLayout::no_wrap(),
        ));
    }
}

fn spawn_panel(
    commands: &mut Commands,
    parent: Entity,
    panel: &Panel,
    caption_beside: bool,
    pictures: Pictures,
) {
    let frame = commands
        .spawn((
            Name::new("Figure panel"),
            ChildOf(parent),
            Node {
                flex_direction: if caption_beside {
                    FlexDirection::Row
                } else {
                    FlexDirection::Column
                },
                align_items: if caption_beside {
                    AlignItems::Center
                } else {
                    AlignItems::Start
                },
                column_gap: px(12),
                row_gap: px(5),
                ..default()
            },
        ))
        .id();
    if let Some(caption) = caption_phrase(panel.caption) {
        commands.spawn((
            ChildOf(frame),
            theme::coloured_label(caption, TEXT, theme::MUTED),
            TextLayout::no_wrap(),
            Node {
                min_width: px(if caption_beside { 60.0 } else { 0.0 }),
                ..default()
            },
        ));
    }
    if !panel.coats.is_empty() {
        spawn_coats(commands, frame, &panel.coats, pictures);
    }
    if !panel.dice.is_empty() {
        spawn_dice(commands, frame, &panel.dice);
    }
    if let Some(map) = &panel.map {
        spawn_map(commands, frame, map, pictures);
    }
    if !panel.spellbook.is_empty() {
        spawn_spellbook(
            commands,
            frame,
            &panel.spellbook,
            (pictures.rules, pictures.coats),
        );
    }
    if let Some(count) = &panel.count {
        commands.spawn((
            ChildOf(frame),
            theme::label(count_phrase(count, pictures.rules), TEXT),
            TextLayout::no_wrap(),
        ));
    }
    if let Some(refusal) = &panel.refusal {
        commands.spawn((
            ChildOf(frame),
            theme::coloured_label(
                Phrase::new("howto-refusal").with("reason", names::refusal(refusal)),
                TEXT,
                theme::ILLEGAL,
            ),
            // As wide as the map it explains, and wrapped there.
            Node {
                width: px(MAP_WIDTH),
                ..default()
            },
        ));
    }
}

/// The most coats of arms on a row of their table: three names and pictures fit a phone's
/// page, and a page with larger text.
const COATS_A_ROW: usize = 3;

/// The coats of arms, each its picture and its name, in rows of a table (a row that wrapped
/// instead would be measured one row tall beside its caption, and cover what follows).
fn spawn_coats(commands: &mut Commands, parent: Entity, coats: &[CoatId], pictures: Pictures) {
    let columns = coats.len().div_ceil(2).clamp(1, COATS_A_ROW);
    let row = commands
        .spawn((
            Name::new("Coats"),
            ChildOf(parent),
            Node {
                display: Display::Grid,
                grid_template_columns: vec![GridTrack::auto(); columns],
                column_gap: px(14),
                row_gap: px(4),
                ..default()
            },
        ))
        .id();
    for &coat in coats {
        let image = pictures
            .coats
            .map(|images| images.coat(pictures.rules, coat))
            .unwrap_or_default();
        commands.spawn((
            Name::new("Coat"),
            ChildOf(row),
            Node {
                align_items: AlignItems::Center,
                column_gap: px(4),
                ..default()
            },
            children![
                theme::coat_picture(image, COAT),
                (
                    theme::label(names::coat(pictures.rules, coat), TEXT),
                    TextLayout::no_wrap(),
                ),
            ],
        ));
    }
}

/// A row of dice, each with who took it under it.
fn spawn_dice(commands: &mut Commands, parent: Entity, dice: &[ShownDie]) {
    let row = commands
        .spawn((
            Name::new("Dice"),
            ChildOf(parent),
            Node {
                column_gap: px(6),
                ..default()
            },
        ))
        .id();
    for die in dice {
        let column = commands
            .spawn((Name::new("Die"), ChildOf(row), theme::centred_column(2.0)))
            .id();
        let face = commands.spawn((ChildOf(column), face_picture(DIE))).id();
        commands
            .entity(face)
            .insert(FaceView::of(die.face, die.extra_crosses));
        if let Some((role, order)) = die.taken {
            commands.spawn((
                ChildOf(column),
                theme::coloured_label(
                    Phrase::new("howto-taken")
                        .with("role", role_letter(role))
                        .with("order", order),
                    TEXT,
                    theme::MUTED,
                ),
                TextLayout::no_wrap(),
            ));
        }
    }
}

/// A map: its squares with the lines between domains, what was just drawn framed in green, a
/// refused drawing's dice framed in red.
fn spawn_map(commands: &mut Commands, parent: Entity, picture: &MapPicture, pictures: Pictures) {
    let board = pictures.rules.board();
    let grid = commands.spawn((map_sheet(), ChildOf(parent))).id();
    for row in 0..board.rows() {
        let line = commands
            .spawn((Name::new("Map row"), ChildOf(grid), Node::default()))
            .id();
        for cell in (0..board.columns()).filter_map(|column| board.cell(row, column)) {
            let refused = picture
                .refused
                .iter()
                .find(|(refused, _)| *refused == cell)
                .map(|(_, die)| *die);
            let outline = if refused.is_some() {
                Outline::new(px(3), px(-3), theme::ILLEGAL)
            } else if picture.marked & cell.bit() != 0 {
                Outline::new(px(3), px(-3), theme::LEGAL)
            } else {
                Outline::new(px(0), px(0), Color::NONE)
            };
            let square = commands
                .spawn((
                    Name::new("Square"),
                    ChildOf(line),
                    map_square(
                        SQUARE,
                        square_borders(board, &picture.map, cell, pictures.ui_scale),
                        square_ink(&picture.map, cell),
                    ),
                    outline,
                ))
                .id();
            if cell == board.castle() {
                let castle = pictures
                    .images
                    .map(|images| images.castle.clone())
                    .unwrap_or_default();
                commands.spawn((
                    Name::new("Castle"),
                    ChildOf(square),
                    ImageNode::new(castle),
                    Node {
                        width: px(SQUARE - 5.0),
                        height: px(SQUARE - 5.0),
                        ..default()
                    },
                ));
                continue;
            }
            let shown = match refused {
                Some(die) => FaceView::of(die.face, die.extra_crosses),
                None => drawn_square(&picture.map, cell),
            };
            let face = commands
                .spawn((ChildOf(square), face_picture(SQUARE - 5.0)))
                .id();
            commands.entity(face).insert(shown);
        }
    }
}
