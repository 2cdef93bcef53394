//! The original game's pieces as bundles: a square of terrain with its crowns (or a castle, a
//! free square, one beyond reach), a king (the player's colour and letter), a kingdom's grid, and
//! a line of dominoes with their kings.

use bevy::ecs::spawn::{SpawnIter, SpawnWith, SpawnableList};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

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

/// What a square shows: a terrain with its crowns, a castle, a free square still in reach, the
/// room a domino added to its kingdom left in its line, or nothing (beyond reach).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Look {
    Shown(SquareView),
    LeftRoom,
}

/// How a square is painted (`paint_square`): its picture and how opaque, its background, its
/// frame and its crowns. A square kept on the table takes another look when this is inserted
/// again.
#[derive(Component, Clone, Debug)]
pub(super) struct SquarePaint {
    picture: Option<Handle<Image>>,
    opacity: f32,
    background: Color,
    framed: bool,
    crowns: u8,
    crown: Option<Handle<Image>>,
    side: f32,
}

impl Pictures<'_> {
    /// A square `side` pixels wide as `look` shows it, its picture `opacity` opaque (a held
    /// domino lets what lies under it show). Every square is this one bundle; its painter
    /// draws its parts.
    pub(super) fn square(&self, look: Look, side: f32, opacity: f32) -> (Name, Node, SquarePaint) {
        let terrain = |square: Square| {
            (self.terrains)
                .map(|terrains| terrains.terrain(self.rules, square.terrain))
                .unwrap_or_default()
        };
        let (name, picture, background, framed, crowns) = match look {
            Look::Shown(SquareView::Laid(square)) => (
                // Named by its terrain, so a test can tell which squares are which.
                format!("Square of terrain {}", square.terrain.0),
                Some(terrain(square)),
                Color::NONE,
                false,
                square.crowns,
            ),
            Look::Shown(SquareView::Castle) => {
                ("Castle".into(), self.castle.clone(), theme::SHEET, false, 0)
            }
            Look::Shown(SquareView::Room) => {
                ("Room".into(), None, theme::SHEET.with_alpha(0.35), true, 0)
            }
            Look::Shown(SquareView::Beyond) => ("Beyond".into(), None, Color::NONE, false, 0),
            Look::LeftRoom => ("Added domino's room".into(), None, Color::NONE, true, 0),
        };
        let paint = SquarePaint {
            picture,
            opacity,
            background,
            framed,
            crowns,
            crown: self.crown.clone(),
            side,
        };
        let node = Node {
            width: px(side),
            height: px(side),
            flex_shrink: 0.0,
            padding: UiRect::all(px(1)),
            border: UiRect::all(px(if framed { 1 } else { 0 })),
            column_gap: px(1),
            ..default()
        };
        (Name::new(name), node, paint)
    }

    /// A kingdom's grid of squares `square` pixels a side, as its picture shows it, each square
    /// with its part of `each` (row by row), and `above` drawn over them.
    pub(super) fn kingdom_grid<B: Bundle, L: SpawnableList<ChildOf> + Send + Sync + 'static>(
        &self,
        kingdom: &KingdomPicture,
        square: f32,
        each: Vec<B>,
        above: L,
    ) -> impl Bundle + use<B, L> {
        let squares: Vec<_> = (kingdom.squares.iter().zip(each))
            .map(|(&shown, each)| (self.square(Look::Shown(shown), square, 1.0), each))
            .collect();
        (
            Name::new("Kingdom grid"),
            Node {
                display: Display::Grid,
                grid_template_columns: RepeatedGridTrack::px(kingdom.span as u16, square),
                ..default()
            },
            Children::spawn((SpawnIter(squares.into_iter()), above)),
        )
    }

    /// A line of dominoes, each with the king on it; the domino being added framed. Down the
    /// column in a wide window, across in a tall one. While a person claims from it, each free
    /// domino is a button that claims it.
    pub(super) fn line(&self, line: &[SlotView], shown: LineShown) -> impl Bundle + use<> {
        let dominoes: Vec<_> = (0u8..)
            .zip(line)
            .map(|(at, slot)| {
                let added_now = shown.placing.is_some() && slot.slot.king == shown.placing;
                let claim = (shown.claimable && slot.owner.is_none())
                    .then(|| Intent::game(OriginalChoice::Act(Action::Claim { slot: at })));
                (self.line_domino(slot, added_now), claim)
            })
            .collect();
        (
            Name::new("Line"),
            Node {
                flex_direction: if shown.tall {
                    FlexDirection::Row
                } else {
                    FlexDirection::Column
                },
                flex_wrap: FlexWrap::Wrap,
                column_gap: px(LINE_GAP),
                ..default()
            },
            Children::spawn(SpawnWith(move |line: &mut ChildSpawner| {
                for (domino, claim) in dominoes {
                    let mut domino = line.spawn(domino);
                    if let Some(claim) = claim {
                        domino.insert((Button, ChoiceButton(Some(claim))));
                    }
                }
            })),
        )
    }

    /// A domino of a line: its number, its squares (or the room it left, once added to its
    /// kingdom) and the king on it, framed while it is being added (`added_now`).
    fn line_domino(&self, slot: &SlotView, added_now: bool) -> impl Bundle + use<> {
        let halves = [0u8, 1].map(|half| match slot.added {
            true => (self.square(Look::LeftRoom, LINE_SQUARE, 1.0), None),
            false => {
                let square = SquareView::Laid(slot.slot.domino.squares[usize::from(half)]);
                let square = self.square(Look::Shown(square), LINE_SQUARE, 1.0);
                (square, added_now.then_some(Departing::Square(half)))
            }
        });
        let king = (slot.owner.zip(slot.slot.king))
            .map(|(owner, king)| (king_mark(owner, KING_ON_LINE), Departing::King(king)));
        (
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
            Children::spawn((
                Spawn(domino_number(slot.slot.domino.number, slot.added)),
                SpawnWith(move |domino: &mut ChildSpawner| {
                    for (square, departing) in halves {
                        let mut square = domino.spawn(square);
                        if let Some(departing) = departing {
                            square.insert(departing);
                        }
                    }
                }),
                SpawnIter(king.into_iter()),
            )),
        )
    }
}

/// How a line is shown: the king adding its domino, whether a person may claim from it, and
/// whether it runs across (a tall window) rather than down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct LineShown {
    pub(super) placing: Option<u8>,
    pub(super) claimable: bool,
    pub(super) tall: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.add_observer(paint_square);
}

/// Paints a square as its paint says, its parts drawn again: the picture under its crowns in
/// a row along the top, as large as the square holds them.
fn paint_square(
    painted: On<Insert, SquarePaint>,
    paints: Query<&SquarePaint>,
    mut commands: Commands,
) {
    let Ok(paint) = paints.get(painted.entity) else {
        return;
    };
    let frame = if paint.framed {
        theme::GRID_LINE
    } else {
        Color::NONE
    };
    let mut square = commands.entity(painted.entity);
    square
        .despawn_related::<Children>()
        .insert((BackgroundColor(paint.background), BorderColor::all(frame)));
    let crown_side = (paint.side * 0.42)
        .min((paint.side - 6.0) / f32::from(paint.crowns.max(1)))
        .max(6.0);
    square.with_children(|parts| {
        if let Some(picture) = paint.picture.clone() {
            parts.spawn(square_picture(picture, paint.opacity));
        }
        for _ in 0..paint.crowns {
            if let Some(crown) = paint.crown.clone() {
                parts.spawn(crown_picture(crown, crown_side));
            }
        }
    });
}

/// A square's picture, filling it: on a node of its own, so the square stays a cell of its grid
/// for a screen reader rather than an image.
fn square_picture(picture: Handle<Image>, opacity: f32) -> impl Bundle {
    (
        Name::new("Picture"),
        ImageNode::new(picture).with_color(Color::WHITE.with_alpha(opacity)),
        Node {
            position_type: PositionType::Absolute,
            left: px(0),
            top: px(0),
            width: percent(100),
            height: percent(100),
            ..default()
        },
    )
}

/// A crown on a square.
fn crown_picture(crown: Handle<Image>, side: f32) -> impl Bundle {
    (
        Name::new("Crown"),
        ImageNode::new(crown),
        Node {
            width: px(side),
            height: px(side),
            ..default()
        },
    )
}

/// A domino's number before its squares, as the box prints it on the back: it orders the line
/// and the kings' turns. Wide enough for two digits, so the squares of a line stand in a column.
fn domino_number(number: u8, added: bool) -> impl Bundle {
    let colour = if added { theme::MUTED } else { theme::INK };
    let words = Phrase::verbatim(number.to_string());
    (
        Name::new("Domino's number"),
        Node {
            min_width: px(DOMINO_NUMBER * 1.3),
            justify_content: JustifyContent::FlexEnd,
            ..default()
        },
        children![(
            theme::coloured_label(words, DOMINO_NUMBER, colour),
            TextLayout::new(Justify::Right, LineBreak::NoWrap),
        )],
    )
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

/// A king: the player's colour and letter.
pub(super) fn king_mark(place: Place, side: f32) -> impl Bundle {
    (
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
    )
}
