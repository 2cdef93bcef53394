//! The original Kingdomino's table: what is going on, the line being added and the next one
//! with the kings on their dominoes, and every kingdom on the grid it may still grow over, its
//! count above it. Laid out when the table opens and when the window asks for another
//! arrangement; after that each change of the game changes only what it changed: a square laid,
//! a count, a line's dominoes and kings, the words over them.

use crate::app::original::{numbers_words, winners_words};
use crate::app::states::{AppSystems, Overlay, Pause};
use crate::app::table::Match;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use kingdomino_core::original::{Original, Step, TablePicture};

use super::arrangement::{Arrangement, GAP, arrange};
use super::kingdoms::{KingdomGridNode, KingdomSquare, kingdoms, large_kingdom, others_side};
use super::lines::{LineRows, TableWords, lines_column, now_words};
use super::pieces::{LineShown, Look, PictureSources};
use super::reach::Reach;
use crate::app::choices::pointer::GridTarget;
use crate::app::language::Localized;
use crate::app::original::TABLE;
use crate::app::runtime::redraw::KeepDrawing;
use crate::app::theme;
use crate::app::view::ChoiceBars;
use kingdomino_core::kingdom::Cell;
use kingdomino_core::localization::Phrase;
use kingdomino_core::table::Place;

pub(super) fn plugin(app: &mut App) {
    let table = TABLE;
    app.configure_sets(Update, DrawOriginalTable.before(ChoiceBars));
    app.add_systems(OnEnter(table), spawn_table);
    app.add_systems(
        Update,
        hide_under_panels
            .run_if(in_state(table).and_then(state_changed::<Overlay>))
            .in_set(AppSystems::View),
    );
    app.add_systems(
        Update,
        (lay_out, show_the_game)
            .chain()
            .in_set(DrawOriginalTable)
            // A pause takes the next line's dominoes off offer.
            .run_if(
                in_state(table)
                    .and_then(resource_exists::<Match<Original>>)
                    .and_then(
                        resource_changed::<Match<Original>>
                            .or_else(state_changed::<Pause>)
                            .or_else(resource_exists_and_changed::<UiScale>)
                            .or_else(window_size_changed)
                            .or_else(|added: Query<(), Added<OriginalTable>>| !added.is_empty()),
                    ),
            )
            .in_set(AppSystems::View),
    );
}

/// Whether the window has another size than when last asked (none without a window).
fn window_size_changed(
    window: Query<&Window, With<PrimaryWindow>>,
    mut last: Local<Option<Vec2>>,
) -> bool {
    let size = window.single().ok().map(Window::size);
    let changed = size.is_some() && size != *last;
    *last = size;
    changed
}

/// Showing the game on the table: a move is noted before it and shown after it
/// (`motion`): the choice bar it lays out gets its buttons in the same frame.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct DrawOriginalTable;

/// The table's root, and the arrangement its children are laid out in.
#[derive(Component, Default)]
struct OriginalTable {
    /// The arrangement laid out, the kingdom shown large and each kingdom's reach shown.
    laid_out: Option<(Arrangement, Place, Vec<Reach>)>,
}

/// A panel over the table (How to play, the count) covers it whole: the table is not drawn
/// meanwhile, nor read.
fn hide_under_panels(
    overlay: Res<State<Overlay>>,
    mut table: Query<&mut Visibility, With<OriginalTable>>,
) {
    let shown = if *overlay.get() == Overlay::Closed {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    for mut visibility in &mut table {
        visibility.set_if_neq(shown);
    }
}

fn spawn_table(mut commands: Commands) {
    commands.spawn((
        Name::new("Original table"),
        OriginalTable::default(),
        DespawnOnExit(TABLE),
        Node {
            width: percent(100),
            height: percent(100),
            ..default()
        },
        BackgroundColor(theme::WOOD),
    ));
}

/// Lays the table out for the window: the lines beside the kingdoms or over them, one kingdom
/// large and the others as large as they fit beside it. Only a new arrangement (another window,
/// another game's number of players, another kingdom shown large) lays it out again.
fn lay_out(
    mut commands: Commands,
    game: Res<Match<Original>>,
    mut table: Query<(Entity, &mut OriginalTable)>,
    window: Query<&Window, With<PrimaryWindow>>,
    sources: PictureSources,
    ui_scale: Option<Res<UiScale>>,
) {
    let Ok((root, mut laid_out)) = table.single_mut() else {
        return;
    };
    // In the UI's pixels: a phone's are larger than the screen's.
    let size = window
        .single()
        .map_or(Vec2::new(1280.0, 720.0), |window| window.size())
        / ui_scale.map_or(1.0, |scale| scale.0);
    let picture = game.state().picture();
    let shown_large = laid_out.laid_out.as_ref().map(|(_, large, _)| *large);
    let large = large_kingdom(&game, &picture, shown_large);
    // The kingdoms grow larger on the screen as their reach narrows.
    let reaches: Vec<Reach> = picture.kingdoms.iter().map(Reach::of).collect();
    let large_side = reaches.get(large.index()).map_or(9, |reach| reach.side);
    let line_length = picture.line.len().max(picture.next_line.len());
    let arrangement = arrange(
        size,
        (picture.kingdoms.len(), line_length),
        large_side,
        others_side(&reaches, large).unwrap_or(large_side),
    );
    let key = (arrangement, large, reaches);
    if laid_out.laid_out.as_ref() == Some(&key) {
        return;
    }
    let pictures = sources.pictures(&game.rules);
    let kingdoms = kingdoms(&picture, (&arrangement, &key.2), large, &pictures);
    commands.entity(root).despawn_related::<Children>().insert((
        Node {
            width: percent(100),
            height: percent(100),
            padding: UiRect::all(px(GAP)),
            column_gap: px(GAP),
            row_gap: px(GAP),
            flex_direction: if arrangement.tall {
                FlexDirection::Column
            } else {
                FlexDirection::Row
            },
            ..default()
        },
        children![lines_column(arrangement.tall), kingdoms],
    ));
    laid_out.laid_out = Some(key);
}

/// What the table shows of the game, changed where the game changed.
fn show_the_game(
    mut commands: Commands,
    game: Res<Match<Original>>,
    paused: Res<State<Pause>>,
    sources: PictureSources,
    mut words: Query<(&TableWords, &mut Localized)>,
    mut rows: Query<(Entity, &mut LineRows)>,
    mut squares: Query<(Entity, &mut KingdomSquare, &ChildOf, Option<&GridTarget>)>,
    grids: Query<&KingdomGridNode>,
    mut keep_drawing: ResMut<KeepDrawing>,
) {
    // The words of a new line of buttons are put in on the next frame: a window that sleeps
    // between events would show it without them until the next one.
    keep_drawing.next_frame();
    let picture = game.state().picture();
    let pictures = sources.pictures(&game.rules);
    for (&words, mut said) in &mut words {
        said.set_if_neq(Localized(table_words(words, &game, &picture)));
    }
    let placing = match picture.step {
        Step::Place { king } => Some(king),
        _ => None,
    };
    let claiming = matches!(picture.step, Step::Claim { .. } | Step::Choose { .. })
        && game.person_to_act().is_some()
        && *paused.get() == Pause::Running;
    for (entity, mut rows) in &mut rows {
        let (line, shown) = match rows.next {
            false => (
                &picture.line,
                LineShown {
                    placing,
                    claimable: false,
                    tall: rows.tall,
                },
            ),
            true => (
                &picture.next_line,
                LineShown {
                    placing: None,
                    claimable: claiming,
                    tall: rows.tall,
                },
            ),
        };
        let now = Some((line.clone(), shown));
        // Unchanged: its kings and dominoes stay as they are.
        if rows.shown != now {
            commands
                .entity(entity)
                .despawn_related::<Children>()
                .with_child(pictures.line(line, shown));
            rows.shown = now;
        }
    }
    // The squares of the kingdom a person adds a domino to are aimed at.
    let aimed = game.person_to_act().filter(|_| placing.is_some());
    for (entity, mut square, &ChildOf(grid), target) in &mut squares {
        let Some(&view) = (picture.kingdoms.get(square.place.index()))
            .and_then(|kingdom| kingdom.squares.get(square.at as usize))
        else {
            continue;
        };
        let wanted = aimed
            .filter(|&player| player == square.place)
            .map(|player| GridTarget::new(player, Cell(square.at as u8)));
        aim_at(&mut commands, entity, wanted, target.copied());
        if view != square.view
            && let Ok(node) = grids.get(grid)
        {
            // The same square, another look: painted again.
            commands
                .entity(entity)
                .insert(pictures.square(Look::Shown(view), node.square, 1.0));
            square.view = view;
        }
    }
}

/// What a line of the table's words says now.
fn table_words(words: TableWords, game: &Match<Original>, picture: &TablePicture) -> Phrase {
    match words {
        TableWords::Now => now_words(picture, game.record()),
        // Who acts now, or once the game is over who won.
        TableWords::Told => match (picture.to_act, picture.winners.as_slice()) {
            (Some(player), _) if matches!(picture.step, Step::Place { .. }) => {
                game.about("original-to-place", player)
            }
            (Some(player), _) => game.about("original-to-claim", player),
            (None, winners) => winners_words(winners, game),
        },
        TableWords::NextLineHeading if picture.next_line.is_empty() => Phrase::Empty,
        TableWords::NextLineHeading => Phrase::new("original-next-line"),
        TableWords::Discarded if picture.discarded.is_empty() => Phrase::Empty,
        TableWords::Discarded => Phrase::new("original-discarded")
            .with("count", picture.discarded.len())
            .with("numbers", numbers_words(&picture.discarded)),
        TableWords::Count(place) => Phrase::new("original-count")
            .with("player", game.seat_name(place))
            .with(
                "points",
                picture.kingdoms[place.index()].sheet.total as usize,
            ),
    }
}

/// A square of a person's kingdom is a target while they add a domino to it, and only then.
fn aim_at(
    commands: &mut Commands,
    square: Entity,
    wanted: Option<GridTarget>,
    now: Option<GridTarget>,
) {
    match (wanted, now) {
        (Some(wanted), Some(target)) if wanted == target => {}
        (Some(wanted), _) => {
            commands.entity(square).insert(wanted);
        }
        (None, Some(_)) => {
            commands.entity(square).remove::<GridTarget>();
        }
        (None, None) => {}
    }
}
