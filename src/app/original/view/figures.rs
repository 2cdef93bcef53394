//! The pictures of the original game's How to play pages, drawn from the engine's examples with
//! the table's own pieces: the two lines with their kings, a kingdom with a domino held where it
//! fits and where it is refused, and a finished kingdom with its count.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::ghost::{DominoOver, spawn_domino_over};
use super::pieces::{PictureSources, Pictures, spawn_kingdom_grid, spawn_line};
use super::reach::Reach;
use crate::app::original::refusal_words;
use crate::app::theme;
use kingdomino_core::how_to_play::original::{HeldAt, KingdominoFigure};
use kingdomino_core::localization::{Phrase, names};
use kingdomino_core::original::{Domino, KingdomPicture, KingdomSheet, OriginalRules, SquareView};

/// A kingdom's square in a picture, in pixels: two kingdoms fit side by side on a page.
const FIGURE_SQUARE: f32 = 26.0;

/// What the pictures are drawn with.
#[derive(SystemParam)]
pub struct OriginalFigureSources<'w> {
    pictures: PictureSources<'w>,
}

/// Spawns the figure under `parent`.
pub fn spawn_original_figure(
    commands: &mut Commands,
    parent: Entity,
    figure: &KingdominoFigure,
    sources: &OriginalFigureSources,
) {
    let rules = OriginalRules::builtin();
    let pictures = sources.pictures.pictures(&rules);
    let frame = commands.spawn((figure_frame(), ChildOf(parent))).id();
    match figure {
        KingdominoFigure::Lines {
            line,
            next_line,
            placing,
        } => {
            let now = panel(commands, frame, Phrase::new("howto-caption-line"));
            let drawn = spawn_line(commands, line, *placing, false, false, &pictures);
            commands.entity(now).add_child(drawn);
            let next = panel(commands, frame, Phrase::new("kingdom-next-line"));
            let drawn = spawn_line(commands, next_line, None, false, false, &pictures);
            commands.entity(next).add_child(drawn);
        }
        KingdominoFigure::Places {
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
            let allowed = panel(commands, frame, Phrase::new("howto-caption-allowed"));
            kingdom_with(
                commands,
                allowed,
                kingdom,
                Some(held(*fits, true)),
                &pictures,
            );
            let not = panel(commands, frame, Phrase::new("howto-caption-refused"));
            kingdom_with(
                commands,
                not,
                kingdom,
                Some(held(*refused, false)),
                &pictures,
            );
            // The pictures are of a game of three: kingdoms of the usual side.
            let why = refusal_words(*refusal, rules.kingdom(false));
            commands.spawn((
                ChildOf(not),
                theme::label(why, 15.0),
                Node {
                    max_width: px(FIGURE_SQUARE * f32::from(kingdom.span)),
                    ..default()
                },
            ));
        }
        KingdominoFigure::Count { kingdom, sheet } => {
            let shown = panel(commands, frame, Phrase::new("howto-caption-kingdom"));
            kingdom_with(commands, shown, kingdom, None, &pictures);
            let count = panel(commands, frame, Phrase::new("howto-caption-count"));
            commands
                .entity(count)
                .with_children(|count| counted(count, &rules, sheet));
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
fn counted(count: &mut ChildSpawnerCommands, rules: &OriginalRules, sheet: &KingdomSheet) {
    for domain in sheet.domains.iter().filter(|domain| domain.crosses > 0) {
        let said = Phrase::new("howto-original-domain")
            .with("terrain", names::terrain(rules, domain.coat))
            .with("squares", domain.size)
            .with("crowns", domain.crosses)
            .with("points", domain.points);
        count.spawn(theme::label(said, 16.0));
    }
    let total = Phrase::new("howto-original-total").with("points", sheet.total);
    count.spawn(theme::label(total, 18.0));
}

/// A finished kingdom (the game over's): the part of its grid it reached, its squares
/// `square` pixels a side, drawn with `rules`' terrains. Returns the kingdom's squares with
/// their cells as its count numbers them (`Domain::cells`), so the count can light them.
pub fn spawn_finished_kingdom(
    commands: &mut Commands,
    parent: Entity,
    kingdom: &KingdomPicture,
    square: f32,
    rules: &OriginalRules,
    sources: &OriginalFigureSources,
) -> Vec<(Entity, u8)> {
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
    let pictures = sources.pictures.pictures(rules);
    let (grid, squares) = spawn_kingdom_grid(commands, &kingdom, square, &pictures);
    commands.entity(parent).add_child(grid);
    let counted = move |(at, entity): (usize, Entity)| {
        let (row, column) = (
            (at / span).checked_sub(top)?,
            (at % span).checked_sub(left)?,
        );
        (row < side && column < side).then(|| (entity, (row * side + column) as u8))
    };
    squares
        .into_iter()
        .enumerate()
        .filter_map(counted)
        .collect()
}

/// A column with its caption on top.
fn panel(commands: &mut Commands, parent: Entity, caption: Phrase) -> Entity {
    commands
        .spawn((
            Name::new("Figure panel"),
            ChildOf(parent),
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Start,
                row_gap: px(5),
                ..default()
            },
            children![theme::coloured_label(caption, 16.0, theme::MUTED)],
        ))
        .id()
}

/// A domino held over a kingdom in a picture.
struct Held {
    domino: Domino,
    at: HeldAt,
    fits: bool,
}

fn kingdom_with(
    commands: &mut Commands,
    parent: Entity,
    kingdom: &KingdomPicture,
    held: Option<Held>,
    pictures: &Pictures,
) {
    let reach = Reach::of(kingdom);
    let (grid, _) = spawn_kingdom_grid(commands, &reach.picture(kingdom), FIGURE_SQUARE, pictures);
    commands.entity(parent).add_child(grid);
    if let Some(held) = held {
        spawn_domino_over(
            commands,
            DominoOver {
                grid,
                reach,
                square: FIGURE_SQUARE,
                first: held.at.first,
                direction: held.at.direction,
                domino: held.domino,
                fits: held.fits,
            },
            pictures,
        );
    }
}
