//! The shared spellbook: for each coat, both players' lines, the power it unlocks and who owns
//! it; squares pop as they fill. On a phone and with large text it is wider, for the text.

use crate::app::table::Match;
use bevy::ecs::spawn::SpawnIter;
use bevy::prelude::*;
use bevy::text::LineHeight;
use kingdomino_core::duel::{Duel, LineProgress, Power, SeatNumber};

use crate::app::language::Localized;
use kingdomino_core::localization::{Phrase, names};

use super::table_arrangement::one_large_map;
use crate::app::files::coat_images::CoatImages;
use crate::app::theme;
use crate::app::theme::{TextScale, WindowShape};
use crate::app::view::motion::Pop;

use crate::app::states::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (fit_to_window, show_coat_pictures, show_lines)
            .run_if(resource_exists::<Match<Duel>>)
            .in_set(AppSystems::View),
    );
}

/// The spellbook's measures in a window of one shape.
#[derive(Clone, Copy, Debug)]
struct Measures {
    width: f32,
    square: f32,
    coat: f32,
    /// Between the lines, and around them all.
    gap: f32,
    padding: f32,
    /// Between the heading and whose rows are whose beside it: none on a phone, whose text
    /// fills its width.
    heading_gap: f32,
    /// Between a power's name and who owns it: their close lines leave the letters of a name
    /// wrapped in two just clear of the line under it only with a little more.
    power_gap: f32,
}

/// The spellbook's width over the other map, right of the dice (`one_large_map`): the width a
/// phone's larger text wants for a power's name on one line, and what the large map and the
/// dice leave of a wide window's row.
pub const LARGE_TEXT_SPELLBOOK_WIDTH: f32 = 390.0;

impl Measures {
    fn for_window(shape: WindowShape, text: TextScale) -> Measures {
        match shape {
            _ if one_large_map(shape, text) => Measures {
                width: LARGE_TEXT_SPELLBOOK_WIDTH,
                square: 13.0,
                coat: 26.0,
                gap: 2.0,
                padding: 5.0,
                heading_gap: if shape.is_phone() { 0.0 } else { 8.0 },
                power_gap: 1.0,
            },
            // Across the table on an upright phone.
            WindowShape::PhoneTall => Measures {
                width: 500.0,
                square: 15.0,
                coat: 28.0,
                gap: 2.0,
                padding: 5.0,
                heading_gap: 0.0,
                power_gap: 1.0,
            },
            _ => Measures {
                width: 330.0,
                square: 13.0,
                coat: 26.0,
                gap: 4.0,
                padding: 8.0,
                heading_gap: 8.0,
                power_gap: if text.is_large() { 2.0 } else { 1.0 },
            },
        }
    }
}

/// The parts of the spellbook whose sizes follow the window's shape.
#[derive(Component, Clone, Copy, Debug)]
enum SpellbookPart {
    Panel,
    Heading,
    /// A coat's line: at least as tall as both players' squares.
    Line,
    /// Both players' squares of a line, as wide as the longest line's, so that every power's
    /// name starts at the same place.
    Squares {
        longest: u8,
    },
    Square,
    Coat,
    /// A power's name over who owns it.
    Power,
}

impl SpellbookPart {
    fn fit(self, node: &mut Node, measures: Measures) {
        let square = measures.square;
        match self {
            SpellbookPart::Panel => {
                node.width = px(measures.width);
                node.row_gap = px(measures.gap);
                node.padding = UiRect::all(px(measures.padding));
            }
            SpellbookPart::Line => node.min_height = px(2.0 * square + 2.0),
            SpellbookPart::Squares { longest } => {
                node.width = px(f32::from(longest) * (square + 2.0));
                // A name wrapped beside it must not narrow it.
                node.flex_shrink = 0.0;
            }
            SpellbookPart::Square => {
                node.width = px(square);
                node.height = px(square);
            }
            SpellbookPart::Coat => {
                node.width = px(measures.coat);
                node.height = px(measures.coat);
                node.flex_shrink = 0.0;
            }
            SpellbookPart::Heading => node.column_gap = px(measures.heading_gap),
            SpellbookPart::Power => node.row_gap = px(measures.power_gap),
        }
    }
}

/// One square of one player's line.
#[derive(Component, Clone, Copy, Debug)]
struct SpellSquare {
    seat: SeatNumber,
    line: usize,
    index: u8,
}

/// Who owns a line's power, or that it is still open.
#[derive(Component, Clone, Copy, Debug)]
struct LineStatus(usize);

/// The coat's picture at the head of a line.
#[derive(Component, Clone, Copy, Debug)]
struct LineCoat(usize);

/// The spellbook: a heading with whose rows are whose, then a line for each coat.
pub fn spellbook(game: &Match<Duel>) -> impl Bundle {
    let heading = (
        Name::new("Spellbook heading"),
        SpellbookPart::Heading,
        Node {
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::End,
            ..default()
        },
        children![
            theme::label(Phrase::new("spellbook-heading"), 16.0),
            theme::coloured_label(
                Phrase::new("spellbook-rows")
                    .with("upper", game.short_seat_name(SeatNumber::FIRST))
                    .with("lower", game.short_seat_name(SeatNumber::SECOND)),
                12.0,
                theme::MUTED,
            ),
        ],
    );
    let lines: Vec<(u8, Power)> = game
        .rules
        .spell_lines()
        .iter()
        .map(|spell| (spell.length, spell.power))
        .collect();
    let longest = lines.iter().map(|(length, _)| *length).max().unwrap_or(0);
    (
        Name::new("Spellbook"),
        SpellbookPart::Panel,
        Node {
            flex_direction: FlexDirection::Column,
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        BorderColor::all(theme::INK),
        BackgroundColor(theme::SHEET),
        theme::sheet_shadow(),
        Children::spawn((
            Spawn(heading),
            SpawnIter(
                lines
                    .into_iter()
                    .enumerate()
                    .map(move |(line, (length, power))| spell_line(line, length, longest, power)),
            ),
        )),
    )
}

/// A coat's line: its picture, both players' squares, and the power with who owns it.
fn spell_line(line: usize, length: u8, longest: u8, power: Power) -> impl Bundle {
    let squares = move |seat: SeatNumber| {
        (
            Node {
                column_gap: px(2),
                ..default()
            },
            Children::spawn(SpawnIter((0..length).map(move |index| {
                (
                    SpellSquare { seat, line, index },
                    SpellbookPart::Square,
                    // Sized for the window (`fit_to_window`).
                    spell_square(0.0, theme::SHEET),
                )
            }))),
        )
    };
    (
        Name::new(format!("Spell line {}", line + 1)),
        SpellbookPart::Line,
        Node {
            align_items: AlignItems::Center,
            column_gap: px(8),
            ..default()
        },
        children![
            (
                Name::new("Line coat"),
                LineCoat(line),
                SpellbookPart::Coat,
                ImageNode::default(),
            ),
            (
                SpellbookPart::Squares { longest },
                Node {
                    flex_direction: FlexDirection::Column,
                    row_gap: px(1),
                    ..default()
                },
                children![squares(SeatNumber::FIRST), squares(SeatNumber::SECOND)],
            ),
            (
                SpellbookPart::Power,
                Node {
                    flex_direction: FlexDirection::Column,
                    flex_shrink: 1.0,
                    min_width: px(0),
                    ..default()
                },
                // Close lines, so that a phone's larger text stays about as tall as the squares.
                children![
                    (
                        theme::label(names::power(power), 12.0),
                        LineHeight::RelativeToFont(1.1)
                    ),
                    (
                        LineStatus(line),
                        theme::coloured_label(Phrase::Empty, 11.0, theme::MUTED),
                        LineHeight::RelativeToFont(1.1)
                    ),
                ],
            ),
        ],
    )
}

/// A square of a spellbook line, `size` pixels, in `colour`.
pub fn spell_square(size: f32, colour: Color) -> impl Bundle {
    (
        Name::new("Spell square"),
        Node {
            width: px(size),
            height: px(size),
            border: UiRect::all(px(1.5)),
            ..default()
        },
        BorderColor::all(theme::INK),
        BackgroundColor(colour),
    )
}

/// A spellbook square's colour: inked once filled, the whole line lit once its power is gained,
/// greyed once struck out.
pub fn square_colour(progress: LineProgress, index: u8) -> Color {
    match progress {
        LineProgress::Filling(filled) if index < filled => theme::INK,
        LineProgress::Filling(_) => theme::SHEET,
        LineProgress::Gained { .. } => theme::FOCUS,
        LineProgress::StruckOut => theme::GRID_LINE,
    }
}

/// Sizes a new spellbook, and every spellbook when the window changes shape.
fn fit_to_window(
    shape: Res<WindowShape>,
    text: Res<TextScale>,
    mut parts: Query<(Ref<SpellbookPart>, &mut Node)>,
) {
    let measures = Measures::for_window(*shape, *text);
    for (part, mut node) in &mut parts {
        if shape.is_changed() || text.is_changed() || part.is_added() {
            part.fit(&mut node, measures);
        }
    }
}

fn show_coat_pictures(
    game: Res<Match<Duel>>,
    images: Option<Res<CoatImages>>,
    mut pictures: Query<(&LineCoat, &mut ImageNode)>,
) {
    let Some(images) = images else { return };
    for (LineCoat(line), mut image) in &mut pictures {
        let coat = images.coat(&game.rules, game.rules.spell_lines()[*line].coat);
        if image.image != coat {
            image.image = coat;
        }
    }
}

fn show_lines(
    mut commands: Commands,
    game: Res<Match<Duel>>,
    mut squares: Query<(Entity, &SpellSquare, &mut BackgroundColor)>,
    mut statuses: Query<(&LineStatus, &mut Localized)>,
) {
    if !game.is_changed() {
        return;
    }
    for (entity, square, mut background) in &mut squares {
        let colour = square_colour(
            game.state().player(square.seat).lines[square.line],
            square.index,
        );
        if background.set_if_neq(BackgroundColor(colour)) && colour != theme::SHEET {
            commands.entity(entity).insert(Pop::landing());
        }
    }
    for (LineStatus(line), mut text) in &mut statuses {
        let owner = SeatNumber::BOTH.into_iter().find_map(|seat| {
            match game.state().player(seat).lines[*line] {
                LineProgress::Gained { used } => Some((seat, used)),
                _ => None,
            }
        });
        let status = match owner {
            None => Phrase::new("spell-open"),
            Some((seat, false)) => game.about("spell-kept", seat),
            Some((seat, true)) => match game.state().player(seat).bonus_coat {
                // The `b` power's choice stays in sight: whose domains score 3 more.
                Some(coat) if game.rules.spell_lines()[*line].power == Power::DomainBonus => game
                    .about("spell-bonus-coat", seat)
                    .with("coat", names::coat(&game.rules, coat)),
                _ => game.about("spell-used", seat),
            },
        };
        text.set_if_neq(Localized(status));
    }
}
