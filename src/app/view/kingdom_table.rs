//! The original Kingdomino's table: what is going on, the line being added and the next one
//! with the kings on their dominoes, and every kingdom on the grid it may still grow over, its
//! count above it. Drawn afresh from the engine's picture each time the game changes.

use crate::app::original::winners_words;
use crate::app::states::{AppSystems, Overlay, Pause, Screen};
use crate::app::table::Match;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use kingdomino_core::games::GameKind;
use kingdomino_core::original::{KingdomPicture, Kingdomino, SquareView, Step};

use super::kingdom_arrangement::{GAP, KINGDOM_HEADER, arrange};
use super::kingdom_lines::lines_column;
use super::kingdom_pieces::{Departing, PictureSources, Pictures, king_mark, spawn_line};
use crate::app::choices::pointer::GridTarget;
use crate::app::theme;

use crate::app::platform::redraw::KeepDrawing;
use kingdomino_core::kingdom::Cell;
use kingdomino_core::localization::Phrase;
use kingdomino_core::table::Place;

pub(super) fn plugin(app: &mut App) {
    // Drawn at once: a match set up again over this table (Play again, a replay's jump) was
    // told while the table it replaced still stood.
    app.add_systems(
        OnEnter(Screen::Table(GameKind::Kingdomino)),
        (
            spawn_table,
            draw_table.run_if(resource_exists::<Match<Kingdomino>>),
        )
            .chain(),
    );
    app.add_systems(
        Update,
        hide_under_panels
            .run_if(
                in_state(Screen::Table(GameKind::Kingdomino)).and_then(state_changed::<Overlay>),
            )
            .in_set(AppSystems::View),
    );
    app.add_systems(
        Update,
        draw_table
            .in_set(DrawKingdominoTable)
            // A window of a new size (or scale) lays the table out again: its kingdoms may go
            // side by side or one over another. A pause takes the next line's dominoes off offer.
            .run_if(
                in_state(Screen::Table(GameKind::Kingdomino)).and_then(
                    resource_changed::<Match<Kingdomino>>
                        .or_else(state_changed::<Pause>)
                        .or_else(resource_exists_and_changed::<UiScale>)
                        .or_else(window_size_changed),
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

/// Drawing the table afresh: a move is noted before it and shown after it (`kingdom_motion`).
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct DrawKingdominoTable;

/// The table's root; its children are drawn afresh.
#[derive(Component)]
struct KingdominoTable;

/// A kingdom's grid of squares, as laid out: the held domino is drawn over it.
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct KingdomGridNode {
    pub(super) place: usize,
    pub(super) span: u8,
    /// A square's side, in the UI's pixels.
    pub(super) square: f32,
}

/// A square of a kingdom's grid, as drawn: the screen reader names it (`kingdom_reader`).
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct KingdomSquare {
    pub(super) place: usize,
    /// Its index in the kingdom's grid, row by row.
    pub(super) at: u32,
    pub(super) span: u8,
    pub(super) view: SquareView,
}

/// A panel over the table (How to play, the count) covers it whole: the table is not drawn
/// meanwhile, nor read.
fn hide_under_panels(
    overlay: Res<State<Overlay>>,
    mut table: Query<&mut Visibility, With<KingdominoTable>>,
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
        Name::new("Kingdomino table"),
        KingdominoTable,
        DespawnOnExit(Screen::Table(GameKind::Kingdomino)),
        Node {
            width: percent(100),
            height: percent(100),
            padding: UiRect::all(px(GAP)),
            column_gap: px(GAP),
            row_gap: px(GAP),
            ..default()
        },
        BackgroundColor(theme::WOOD),
    ));
}

fn draw_table(
    mut commands: Commands,
    game: Res<Match<Kingdomino>>,
    paused: Res<State<Pause>>,
    table: Query<Entity, With<KingdominoTable>>,
    window: Query<&Window, With<PrimaryWindow>>,
    sources: PictureSources,
    ui_scale: Option<Res<UiScale>>,
    mut keep_drawing: ResMut<KeepDrawing>,
) {
    let Ok(root) = table.single() else {
        return;
    };
    // The words of the new column (its prompt, its buttons) are put in on the next frame: a
    // window that sleeps between events would show it without them until the next one.
    keep_drawing.next_frame();
    // In the UI's pixels: a phone's are larger than the screen's.
    let size = window
        .single()
        .map_or(Vec2::new(1280.0, 720.0), |window| window.size())
        / ui_scale.map_or(1.0, |scale| scale.0);
    let picture = game.state().picture();
    let span = picture.kingdoms.first().map_or(9, |kingdom| kingdom.span);
    let arrangement = arrange(size, picture.kingdoms.len(), span);
    let pictures = sources.pictures(&game.rules);
    let person = game.person_to_act();
    let names = game.seat_names();
    commands.entity(root).despawn_related::<Children>();
    commands.entity(root).insert(Node {
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
    });
    // Who acts now, or once the game is over who won.
    let told = match (picture.to_act, picture.winners.as_slice()) {
        (Some(player), _) if matches!(picture.step, Step::Place { .. }) => {
            game.about("kingdom-to-place", player)
        }
        (Some(player), _) => game.about("kingdom-to-claim", player),
        (None, winners) => winners_words(winners, &game),
    };
    let lines = commands
        .spawn(lines_column(&picture, arrangement.tall, told))
        .id();
    let placing = match picture.step {
        Step::Place { king } => Some(king),
        _ => None,
    };
    let line = spawn_line(
        &mut commands,
        &picture.line,
        placing,
        false,
        arrangement.tall,
        &pictures,
    );
    commands.entity(lines).add_child(line);
    if !picture.next_line.is_empty() {
        let next = commands
            .spawn(theme::label(Phrase::new("kingdom-next-line"), 18.0))
            .id();
        let claiming = matches!(picture.step, Step::Claim { .. } | Step::Choose { .. });
        let line = spawn_line(
            &mut commands,
            &picture.next_line,
            None,
            claiming && person.is_some() && *paused.get() == Pause::Running,
            arrangement.tall,
            &pictures,
        );
        commands.entity(lines).add_children(&[next, line]);
    }
    if picture.discarded > 0 {
        let discarded = commands
            .spawn(theme::label(
                Phrase::new("kingdom-discarded").with("count", picture.discarded),
                18.0,
            ))
            .id();
        commands.entity(lines).add_child(discarded);
    }
    let kingdoms = commands
        .spawn((
            Name::new("Kingdoms"),
            Node {
                display: Display::Grid,
                grid_template_columns: RepeatedGridTrack::auto(arrangement.columns as u16),
                column_gap: px(GAP),
                row_gap: px(GAP),
                align_content: AlignContent::Start,
                ..default()
            },
        ))
        .id();
    // The squares of the kingdom a person adds a domino to are aimed at.
    let aimed = person.filter(|_| placing.is_some());
    for (place, kingdom) in picture.kingdoms.iter().enumerate() {
        let shown = ShownKingdom {
            place,
            name: names[place].clone(),
            kingdom,
            square: arrangement.square,
            aimed: aimed.filter(|player| player.index() == place),
        };
        let panel = spawn_kingdom(&mut commands, shown, &pictures);
        commands.entity(kingdoms).add_child(panel);
    }
    commands.entity(root).add_children(&[lines, kingdoms]);
}

/// A kingdom to draw: whose, its picture, its squares' size, and the player aiming at it.
struct ShownKingdom<'a> {
    place: usize,
    name: Phrase,
    kingdom: &'a KingdomPicture,
    square: f32,
    aimed: Option<Place>,
}

fn spawn_kingdom(commands: &mut Commands, shown: ShownKingdom, pictures: &Pictures) -> Entity {
    let ShownKingdom {
        place,
        name,
        kingdom,
        square,
        aimed,
    } = shown;
    let (grid, squares) = spawn_kingdom_grid(commands, kingdom, square, pictures);
    for (at, &entity) in squares.iter().enumerate() {
        commands.entity(entity).insert(KingdomSquare {
            place,
            at: at as u32,
            span: kingdom.span,
            view: kingdom.squares[at],
        });
    }
    if let Some(player) = aimed {
        for (at, &entity) in squares.iter().enumerate() {
            commands
                .entity(entity)
                .insert(GridTarget::new(player, Cell(at as u8)));
        }
    }
    commands.entity(grid).insert(KingdomGridNode {
        place,
        span: kingdom.span,
        square,
    });
    let king = king_mark(commands, place, KINGDOM_HEADER - 4.0);
    commands.entity(king).insert(Departing::Home(place));
    let count = commands
        .spawn(theme::label(
            Phrase::new("kingdom-count")
                .with("player", name)
                .with("points", kingdom.sheet.total as usize),
            18.0,
        ))
        .id();
    let header = commands
        .spawn((
            Name::new("Kingdom header"),
            Node {
                height: px(KINGDOM_HEADER),
                column_gap: px(8),
                align_items: AlignItems::Center,
                flex_direction: FlexDirection::RowReverse,
                justify_content: JustifyContent::FlexEnd,
                ..default()
            },
        ))
        .add_children(&[count, king])
        .id();
    commands
        .spawn((
            Name::new(format!("Kingdom of player {}", place + 1)),
            Node {
                flex_direction: FlexDirection::Column,
                ..default()
            },
        ))
        .add_children(&[header, grid])
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
    let squares: Vec<Entity> = kingdom
        .squares
        .iter()
        .map(|shown| match *shown {
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
        })
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
