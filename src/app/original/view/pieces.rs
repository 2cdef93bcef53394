//! The original game's pieces as they are drawn: a square of terrain with its crowns, a king
//! (the player's colour and letter), and a line of dominoes with their kings.

use bevy::prelude::*;

use bevy::ecs::system::SystemParam;

use crate::app::choices::Intent;
use crate::app::choices::pointer::ChoiceButton;
use crate::app::files::terrain_images::TerrainImages;
use crate::app::original::OriginalChoice;
use crate::app::theme;
use crate::app::view::assets::ImageAssets;
use kingdomino_core::localization::Phrase;
use kingdomino_core::original::{
    Action, KingdomPicture, OriginalRules, SlotView, Square, SquareView,
};
use kingdomino_core::table::Place;

/// The line's squares, in pixels.
pub(super) const LINE_SQUARE: f32 = 40.0;
/// A domino's number: the size of the table's small text, which reads on a phone.
const DOMINO_NUMBER: f32 = 16.0;
/// How wide a domino of a line is with its number, its king, its frame and the room between.
pub(super) const LINE_DOMINO_WIDTH: f32 =
    DOMINO_NUMBER * 1.3 + 2.0 * LINE_SQUARE + KING_ON_LINE + KING_MARGIN + 3.0 * 2.0 + 2.0 * 6.0;
/// The room between two dominoes of a line.
pub(super) const LINE_GAP: f32 = 8.0;
/// A king standing on a line's domino.
const KING_ON_LINE: f32 = LINE_SQUARE * 0.7;
/// The room before a king.
const KING_MARGIN: f32 = 6.0;
/// The least size of a king's letter: it reads on a phone too.
const KING_LETTER: f32 = 17.0;

/// What the squares are drawn with.
pub(super) struct Pictures<'a> {
    pub(super) rules: &'a OriginalRules,
    /// None in the tests, which load no pictures.
    pub(super) terrains: Option<&'a TerrainImages>,
    pub(super) castle: Option<Handle<Image>>,
    pub(super) crown: Option<Handle<Image>>,
}

/// Where the pictures come from (none of them in the tests, which load no pictures).
#[derive(SystemParam)]
pub struct PictureSources<'w> {
    images: Option<Res<'w, ImageAssets>>,
    terrains: Option<Res<'w, TerrainImages>>,
}

impl PictureSources<'_> {
    pub(super) fn pictures<'a>(&'a self, rules: &'a OriginalRules) -> Pictures<'a> {
        Pictures {
            rules,
            terrains: self.terrains.as_deref(),
            castle: self.images.as_ref().map(|images| images.castle.clone()),
            crown: self.images.as_ref().map(|images| images.crown.clone()),
        }
    }
}

impl Pictures<'_> {
    /// A square of terrain with its crowns in a row along its top.
    pub(super) fn square(&self, commands: &mut Commands, square: Square, side: f32) -> Entity {
        // The crowns in a row along the top, as large as the square holds them.
        let crown_side = (side * 0.42)
            .min((side - 6.0) / f32::from(square.crowns.max(1)))
            .max(6.0);
        let crowns: Vec<Entity> = (0..square.crowns)
            .filter_map(|_| self.crown.clone())
            .map(|crown| {
                commands
                    .spawn((
                        Name::new("Crown"),
                        ImageNode::new(crown),
                        Node {
                            width: px(crown_side),
                            height: px(crown_side),
                            ..default()
                        },
                    ))
                    .id()
            })
            .collect();
        commands
            .spawn((
                // Named by its terrain, so a test can tell which squares are which.
                Name::new(format!("Square of terrain {}", square.terrain.0)),
                ImageNode::new(
                    self.terrains
                        .map(|terrains| terrains.terrain(self.rules, square.terrain))
                        .unwrap_or_default(),
                ),
                Node {
                    width: px(side),
                    height: px(side),
                    flex_shrink: 0.0,
                    padding: UiRect::all(px(1)),
                    column_gap: px(1),
                    ..default()
                },
            ))
            .add_children(&crowns)
            .id()
    }
}

/// A line of dominoes, each with the king on it; the domino being added framed. Down the
/// column in a wide window, across in a tall one. While a person claims from it, each free
/// domino is a button that claims it.
pub(super) fn spawn_line(
    commands: &mut Commands,
    line: &[SlotView],
    placing: Option<u8>,
    claimable: bool,
    tall: bool,
    pictures: &Pictures,
) -> Entity {
    let dominoes: Vec<Entity> = (0u8..)
        .zip(line)
        .map(|(at, slot)| {
            let added_now = placing.is_some() && slot.slot.king == placing;
            let row = spawn_line_domino(commands, slot, added_now, pictures);
            if claimable && slot.owner.is_none() {
                let claim = Action::Claim { slot: at };
                commands.entity(row).insert((
                    Button,
                    ChoiceButton(Some(Intent::game(OriginalChoice::Act(claim)))),
                ));
            }
            row
        })
        .collect();
    commands
        .spawn((
            Name::new("Line"),
            Node {
                flex_direction: if tall {
                    FlexDirection::Row
                } else {
                    FlexDirection::Column
                },
                flex_wrap: FlexWrap::Wrap,
                column_gap: px(LINE_GAP),
                ..default()
            },
        ))
        .add_children(&dominoes)
        .id()
}

/// A domino of a line: its number, its squares (or the room it left, once added to its
/// kingdom) and the king on it, framed while it is being added (`added_now`).
fn spawn_line_domino(
    commands: &mut Commands,
    slot: &SlotView,
    added_now: bool,
    pictures: &Pictures,
) -> Entity {
    let squares: Vec<Entity> = (0..2)
        .map(|half| match slot.added {
            true => commands.spawn(left_room()).id(),
            false => {
                let square = pictures.square(commands, slot.slot.domino.squares[half], LINE_SQUARE);
                if added_now {
                    commands
                        .entity(square)
                        .insert(Departing::Square(half as u8));
                }
                square
            }
        })
        .collect();
    let number = domino_number(commands, slot.slot.domino.number, slot.added);
    let row = commands
        .spawn((
            Name::new(format!("Domino {}", slot.slot.domino.number)),
            Departing::LineDomino(slot.slot.domino.number),
            Node {
                column_gap: px(2),
                padding: UiRect::all(px(3)),
                border: UiRect::all(px(3)),
                border_radius: BorderRadius::all(px(6)),
                align_items: AlignItems::Center,
                ..default()
            },
            BorderColor::all(if added_now { theme::FOCUS } else { Color::NONE }),
        ))
        .add_child(number)
        .add_children(&squares)
        .id();
    if let Some((owner, king)) = slot.owner.zip(slot.slot.king) {
        let mark = king_mark(commands, owner, KING_ON_LINE);
        commands.entity(mark).insert(Departing::King(king));
        commands.entity(row).add_child(mark);
    }
    row
}

/// A domino's number before its squares, as the box prints it on the back: it orders the line
/// and the kings' turns. Wide enough for two digits, so the squares of a line stand in a column.
fn domino_number(commands: &mut Commands, number: u8, added: bool) -> Entity {
    let colour = if added { theme::MUTED } else { theme::INK };
    let words = Phrase::verbatim(number.to_string());
    commands
        .spawn(theme::coloured_label(words, DOMINO_NUMBER, colour))
        .insert((
            Name::new("Domino's number"),
            TextLayout::new(Justify::Right, LineBreak::NoWrap),
            Node {
                min_width: px(DOMINO_NUMBER * 1.3),
                ..default()
            },
        ))
        .id()
}

/// Where a piece of the table stands before it moves (`motion`): a king on a line by
/// its number, a square of the domino being added (its first or second), a player's king by
/// their kingdom before it first claims, a domino of a line by its number (the next line
/// becomes the line being added when a round ends).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Departing {
    King(u8),
    Square(u8),
    Home(Place),
    LineDomino(u8),
}

/// The room a domino added to its kingdom leaves in its line.
fn left_room() -> impl Bundle {
    (
        Name::new("Added domino's room"),
        Node {
            width: px(LINE_SQUARE),
            height: px(LINE_SQUARE),
            flex_shrink: 0.0,
            border: UiRect::all(px(1)),
            ..default()
        },
        BorderColor::all(theme::GRID_LINE),
    )
}

/// A king: the player's colour and letter.
pub(super) fn king_mark(commands: &mut Commands, place: Place, side: f32) -> Entity {
    commands
        .spawn((
            Name::new("King"),
            Node {
                width: px(side),
                height: px(side),
                margin: UiRect::left(px(KING_MARGIN)),
                border_radius: BorderRadius::all(percent(50)),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                ..default()
            },
            BackgroundColor(theme::place_colour(place)),
            children![(
                Name::new("King's letter"),
                Text::new(theme::KING_LETTERS[place.index() % theme::KING_LETTERS.len()]),
                TextFont::from_font_size((side * 0.6).max(KING_LETTER)),
                TextColor(theme::PAPER),
            )],
        ))
        .id()
}

/// A kingdom's grid of squares `square` pixels a side, as its picture shows it: the grid, and
/// its squares row by row.
pub(super) fn spawn_kingdom_grid(
    commands: &mut Commands,
    kingdom: &KingdomPicture,
    square: f32,
    pictures: &Pictures,
) -> (Entity, Vec<Entity>) {
    let squares: Vec<Entity> = (kingdom.squares.iter())
        .map(|&shown| spawn_square(commands, shown, square, pictures))
        .collect();
    let grid = commands
        .spawn((
            Name::new("Kingdom grid"),
            Node {
                display: Display::Grid,
                grid_template_columns: RepeatedGridTrack::px(kingdom.span as u16, square),
                ..default()
            },
        ))
        .add_children(&squares)
        .id();
    (grid, squares)
}

/// One square of a kingdom's grid as its picture shows it, `square` pixels a side.
pub(super) fn spawn_square(
    commands: &mut Commands,
    shown: SquareView,
    square: f32,
    pictures: &Pictures,
) -> Entity {
    match shown {
        SquareView::Laid(laid) => pictures.square(commands, laid, square),
        SquareView::Castle => commands
            .spawn((
                Name::new("Castle"),
                Node {
                    width: px(square),
                    height: px(square),
                    ..default()
                },
                BackgroundColor(theme::SHEET),
            ))
            .with_children(|castle| {
                if let Some(image) = pictures.castle.clone() {
                    castle.spawn((
                        ImageNode::new(image),
                        Node {
                            width: percent(100),
                            height: percent(100),
                            ..default()
                        },
                    ));
                }
            })
            .id(),
        SquareView::Room => commands
            .spawn((
                Name::new("Room"),
                Node {
                    width: px(square),
                    height: px(square),
                    border: UiRect::all(px(1)),
                    ..default()
                },
                BackgroundColor(theme::SHEET.with_alpha(0.35)),
                BorderColor::all(theme::GRID_LINE),
            ))
            .id(),
        SquareView::Beyond => commands
            .spawn((
                Name::new("Beyond"),
                Node {
                    width: px(square),
                    height: px(square),
                    ..default()
                },
            ))
            .id(),
    }
}
