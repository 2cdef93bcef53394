//! The pictures of the original game's How to play pages, drawn from the engine's examples with
//! the table's own pieces: the two lines with their kings, a kingdom with a domino held where it
//! fits and where it is refused, and a finished kingdom with its count.

use bevy::ecs::spawn::{SpawnIter, SpawnableList};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::ghost::{DominoOver, domino_over};
use super::pieces::{LineShown, PictureSources, Pictures};
use super::reach::Reach;
use crate::app::original::refusal_words;
use crate::app::theme;
use kingdomino_core::how_to_play::original::{HeldAt, OriginalFigure};
use kingdomino_core::localization::{Phrase, names};
use kingdomino_core::original::{Domino, KingdomPicture, KingdomSheet, OriginalRules, SquareView};
use kingdomino_core::table::Place;

/// A kingdom's square in a picture, in pixels: two kingdoms fit side by side on a page.
const FIGURE_SQUARE: f32 = 26.0;

/// What the pictures are drawn with.
#[derive(SystemParam)]
pub struct OriginalFigureSources<'w> {
    pictures: PictureSources<'w>,
}

/// A square of a finished kingdom, by its cell in the kingdom's count (`Domain::cells`) when
/// the count reaches it: it stands out while its domain is counted.
#[derive(Component, Clone, Copy, Debug)]
pub struct CountedSquare {
    pub place: Place,
    pub cell: Option<u8>,
}

/// Spawns the figure of a page of How to play under `parent`: its panels side by side.
pub fn spawn_original_figure(
    commands: &mut Commands,
    parent: Entity,
    figure: &OriginalFigure,
    sources: &OriginalFigureSources,
) {
    let rules = OriginalRules::builtin();
    let pictures = sources.pictures.pictures(&rules);
    let frame = commands.spawn((figure_frame(), ChildOf(parent))).id();
    let on_show = LineShown {
        placing: None,
        claimable: false,
        tall: false,
    };
    match figure {
        OriginalFigure::Lines {
            line,
            next_line,
            placing,
        } => {
            let placing = *placing;
            let line = pictures.line(line, LineShown { placing, ..on_show });
            commands.spawn((panel("howto-caption-line", Spawn(line)), ChildOf(frame)));
            commands.spawn((
                panel(
                    "original-next-line",
                    Spawn(pictures.line(next_line, on_show)),
                ),
                ChildOf(frame),
            ));
        }
        OriginalFigure::Places {
            kingdom,
            domino,
            fits,
            refused,
            refusal,
        } => {
            let held = |at: HeldAt, fits: bool| Held {
                domino: *domino,
                at,
                fits,
            };
            let allowed = kingdom_with(kingdom, Some(held(*fits, true)), &pictures);
            let not = kingdom_with(kingdom, Some(held(*refused, false)), &pictures);
            // The pictures are of a game of three: kingdoms of the usual side.
            let why = (
                theme::label(refusal_words(*refusal, rules.kingdom(false)), 15.0),
                Node {
                    max_width: px(FIGURE_SQUARE * f32::from(kingdom.span)),
                    ..default()
                },
            );
            commands.spawn((
                panel("howto-caption-allowed", Spawn(allowed)),
                ChildOf(frame),
            ));
            commands.spawn((
                panel("howto-caption-refused", (Spawn(not), Spawn(why))),
                ChildOf(frame),
            ));
        }
        OriginalFigure::Count { kingdom, sheet } => {
            let shown = kingdom_with(kingdom, None, &pictures);
            commands.spawn((panel("howto-caption-kingdom", Spawn(shown)), ChildOf(frame)));
            let counted = counted(&rules, sheet);
            commands.spawn((
                panel("howto-caption-count", SpawnIter(counted.into_iter())),
                ChildOf(frame),
            ));
        }
    }
}

/// A figure's panels, side by side as they fit.
fn figure_frame() -> impl Bundle {
    (
        Name::new("Figure"),
        Node {
            flex_direction: FlexDirection::Row,
            flex_wrap: FlexWrap::Wrap,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Start,
            align_self: AlignSelf::Center,
            flex_shrink: 0.0,
            column_gap: px(22),
            row_gap: px(12),
            margin: UiRect::top(px(6)),
            ..default()
        },
    )
}

/// A finished kingdom's count: each crowned domain, then the total.
fn counted(rules: &OriginalRules, sheet: &KingdomSheet) -> Vec<impl Bundle + use<>> {
    let domains = sheet.domains.iter().filter(|domain| domain.crosses > 0);
    let domains = domains.map(|domain| {
        let said = Phrase::new("howto-original-domain")
            .with("terrain", names::terrain(rules, domain.coat))
            .with("squares", domain.size)
            .with("crowns", domain.crosses)
            .with("points", domain.points);
        theme::label(said, 16.0)
    });
    let total = Phrase::new("howto-original-total").with("points", sheet.total);
    domains.chain([theme::label(total, 18.0)]).collect()
}

/// A finished kingdom (the game over's, `place`'s): the part of its grid it reached, its squares
/// `square` pixels a side, drawn with `rules`' terrains. Each square knows its cell as the
/// kingdom's count numbers them (`Domain::cells`), so the count can light them.
pub fn finished_kingdom(
    place: Place,
    kingdom: &KingdomPicture,
    square: f32,
    rules: &OriginalRules,
    sources: &OriginalFigureSources,
) -> impl Bundle + use<> {
    // The count reads the kingdom on a grid of its own side from its first row and column.
    let side = usize::from(kingdom.span).div_ceil(2);
    let kingdom = Reach::of(kingdom).picture(kingdom);
    let span = usize::from(kingdom.span);
    let built = |at: &usize| {
        matches!(
            kingdom.squares[*at],
            SquareView::Laid(_) | SquareView::Castle
        )
    };
    let filled: Vec<usize> = (0..span * span).filter(built).collect();
    let top = filled.iter().map(|at| at / span).min().unwrap_or(0);
    let left = filled.iter().map(|at| at % span).min().unwrap_or(0);
    let counted = |at: usize| {
        let (row, column) = (
            (at / span).checked_sub(top)?,
            (at % span).checked_sub(left)?,
        );
        (row < side && column < side).then_some((row * side + column) as u8)
    };
    let squares = (0..span * span)
        .map(|at| CountedSquare {
            place,
            cell: counted(at),
        })
        .collect();
    sources
        .pictures
        .pictures(rules)
        .kingdom_grid(&kingdom, square, squares, ())
}

/// A domino held over a kingdom in a picture.
struct Held {
    domino: Domino,
    at: HeldAt,
    fits: bool,
}

/// A kingdom of a picture, the part of its grid it reached, with the domino `held` over it.
fn kingdom_with(
    kingdom: &KingdomPicture,
    held: Option<Held>,
    pictures: &Pictures,
) -> impl Bundle + use<> {
    let reach = Reach::of(kingdom);
    let held = held.map(|held| DominoOver {
        reach,
        square: FIGURE_SQUARE,
        first: held.at.first,
        direction: held.at.direction,
        domino: held.domino,
        fits: held.fits,
    });
    let over = held.map(|over| {
        (
            Name::new("Domino over a kingdom"),
            domino_over(over, pictures),
        )
    });
    let shown = reach.picture(kingdom);
    let squares = vec![(); shown.squares.len()];
    pictures.kingdom_grid(&shown, FIGURE_SQUARE, squares, SpawnIter(over.into_iter()))
}

/// A column with its caption on top, over what it shows.
fn panel(
    caption: &'static str,
    shown: impl SpawnableList<ChildOf> + Send + Sync + 'static,
) -> impl Bundle {
    (
        Name::new("Figure panel"),
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Start,
            row_gap: px(5),
            ..default()
        },
        Children::spawn((
            Spawn(theme::coloured_label(
                Phrase::new(caption),
                16.0,
                theme::MUTED,
            )),
            shown,
        )),
    )
}
