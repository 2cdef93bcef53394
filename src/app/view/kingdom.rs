//! A player's kingdom: the map as a grid of cell entities (drawn squares, crosses, the castle,
//! thick lines between different coats), the ghost domino, and the score lines over it.

use bevy::prelude::*;

use super::faces::{FaceView, face_picture};
use super::motion::Pop;
use super::score_lines::spawn_score_lines;
use crate::app::AppSystems;
use crate::app::assets::ImageAssets;
use crate::app::choices::{Choices, Focus, Look};
use crate::app::game::{GhostMark, GhostVerdict, HeldDrawing, Match};
use crate::app::pointer::GridTarget;
use crate::app::theme;
use crate::rules::{Board, Cell, Direction, Face, GameState, Map, Step};

/// The narrowest a map's panel gets: the computer's default map (7 squares of 34 pixels and
/// its border), whose lines are written for it.
const MIN_PANEL_WIDTH: f32 = 242.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScoreHighlight>();
    app.add_systems(
        Update,
        (show_cells, show_dominoes)
            .chain()
            .run_if(resource_exists::<Match>)
            .in_set(AppSystems::View),
    );
}

/// One square of a player's map on screen.
#[derive(Component, Clone, Copy, Debug)]
pub struct GridCell {
    pub seat: u8,
    pub cell: Cell,
    /// The picture of what is drawn there.
    face: Entity,
    /// The picture of the ghost domino's die over it.
    ghost: Entity,
}

/// A die of a player's domino this turn, shown under their map.
#[derive(Component, Clone, Copy, Debug)]
struct DominoSlot {
    seat: u8,
    slot: u8,
}

/// Squares lit while the final count goes over a domain.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoreHighlight {
    pub seat: u8,
    pub cells: u64,
}

/// Spawns a kingdom of `cell_size` pixel squares under `parent`.
pub fn spawn_kingdom(
    commands: &mut Commands,
    parent: Entity,
    game: &Match,
    seat: u8,
    cell_size: f32,
) {
    let board = *game.rules.board();
    // The panel is as wide as its map and its lines have fixed room: a longer line wraps
    // inside it rather than moving the map.
    let map_width = cell_size * f32::from(board.columns()) + 4.0;
    // A mod's map with smaller squares still leaves its lines the room they have by default.
    let panel_width = map_width.max(MIN_PANEL_WIDTH);
    let name_size = (cell_size * 0.36).clamp(15.0, 19.0);
    let panel = commands
        .spawn((
            Name::new(format!("Kingdom of seat {seat}")),
            ChildOf(parent),
            Node {
                width: px(panel_width),
                ..theme::centred_column(4.0)
            },
        ))
        .id();
    spawn_score_lines(commands, panel, seat, name_size);
    let grid = commands.spawn((map_sheet(), ChildOf(panel))).id();
    for row in 0..board.rows() {
        let line = commands
            .spawn((
                Name::new(format!("Map row {}", row + 1)),
                ChildOf(grid),
                Node::default(),
            ))
            .id();
        for column in 0..board.columns() {
            let Some(cell) = board.cell(row, column) else {
                continue;
            };
            let square = commands
                .spawn((
                    Name::new(format!("Square {}-{}", row + 1, column + 1)),
                    ChildOf(line),
                    map_square(cell_size, UiRect::all(px(1)), theme::GRID_LINE),
                    Outline::new(px(0), px(0), Color::NONE),
                ))
                .id();
            let face = commands
                .spawn((ChildOf(square), face_picture(cell_size - 6.0)))
                .id();
            let ghost = commands
                .spawn((
                    ChildOf(square),
                    face_picture(cell_size * 0.72),
                    GlobalZIndex(2),
                ))
                .id();
            commands.entity(ghost).insert((
                Name::new("Ghost die"),
                Node {
                    position_type: PositionType::Absolute,
                    width: px(cell_size * 0.72),
                    height: px(cell_size * 0.72),
                    justify_content: JustifyContent::Center,
                    align_items: AlignItems::Center,
                    ..default()
                },
            ));
            commands.entity(square).insert((
                GridCell {
                    seat,
                    cell,
                    face,
                    ghost,
                },
                GridTarget { seat, cell },
            ));
        }
    }
    let dominoes = commands
        .spawn((
            Name::new("Domino"),
            ChildOf(panel),
            Node {
                column_gap: px(6),
                min_height: px(cell_size),
                align_items: AlignItems::Center,
                ..default()
            },
        ))
        .id();
    for slot in 0..2 {
        commands.spawn((
            ChildOf(dominoes),
            face_picture(cell_size),
            DominoSlot { seat, slot },
        ));
    }
}

fn show_cells(
    game: Res<Match>,
    verdict: Res<GhostVerdict>,
    held: Res<HeldDrawing>,
    highlight: Res<ScoreHighlight>,
    choices: Res<Choices>,
    images: Option<Res<ImageAssets>>,
    mut squares: Query<(
        &GridCell,
        &mut Node,
        &mut BorderColor,
        &mut BackgroundColor,
        &mut Outline,
    )>,
    mut faces: Query<(&mut FaceView, &mut ImageNode)>,
    mut commands: Commands,
) {
    if !(game.is_changed()
        || verdict.is_changed()
        || held.is_changed()
        || highlight.is_changed()
        || choices.is_changed())
    {
        return;
    }
    let board = game.rules.board();
    // The coat under the focus while a joker's coat is chosen shows on the joker's square.
    let previewed_coat = match (game.state().step(), choices.focused()) {
        (Step::ChooseJokerCoat { slot, .. }, Some(Look::Coat(coat))) => Some((slot, coat)),
        _ => None,
    };
    for (square, mut node, mut border, mut background, mut outline) in &mut squares {
        let map = &game.state().player(square.seat).map;
        let is_castle = square.cell == board.castle();
        let widths = square_borders(board, map, square.cell);
        if node.border != widths {
            node.border = widths;
        }
        border.set_if_neq(BorderColor::all(square_ink(map, square.cell)));
        let lit = highlight.seat == square.seat && highlight.cells & square.cell.bit() != 0;
        let spot = verdict.seat == Some(square.seat) && verdict.spots & square.cell.bit() != 0;
        background.set_if_neq(BackgroundColor(if lit {
            theme::HIGHLIGHT
        } else if spot {
            theme::SPOT
        } else {
            theme::SHEET
        }));
        let drawn = drawn_square(map, square.cell);
        if let Ok((mut view, mut image)) = faces.get_mut(square.face) {
            if is_castle {
                if let Some(images) = &images
                    && image.image != images.castle
                {
                    image.image = images.castle.clone();
                    image.color = Color::WHITE;
                }
            } else {
                let had_a_square = view.face.is_some();
                // A cross added to a drawn square (the `q` power, on either map) pops.
                if view.set_if_neq(drawn) && had_a_square {
                    commands.entity(square.face).insert(Pop::landing());
                }
            }
        }
        let mark = verdict
            .marks
            .iter()
            .find(|(cell, _)| verdict.seat == Some(square.seat) && *cell == square.cell)
            .map(|(_, mark)| *mark);
        let ghost = match mark {
            Some(GhostMark::Die(slot))
                if let Some((joker, coat)) = previewed_coat
                    && joker == slot =>
            {
                let castle_cross = game.state().player(square.seat).domino[usize::from(slot)]
                    .is_some_and(|die| die.castle_cross);
                FaceView::of(Face::Coat { coat, crosses: 0 }, u8::from(castle_cross))
            }
            Some(GhostMark::Die(slot)) => {
                let face = domino_face(game.state(), &game.rules, square.seat, slot);
                // A joker whose coat is chosen already shows it while the other waits.
                match game
                    .state()
                    .joker_drawing()
                    .and_then(|j| j.coats[usize::from(slot)])
                {
                    Some(coat) => FaceView::of(Face::Coat { coat, crosses: 0 }, face.crosses),
                    None => face,
                }
            }
            Some(GhostMark::Cross) => FaceView {
                face: None,
                crosses: 1,
            },
            None => FaceView::default(),
        };
        if let Ok((mut view, _)) = faces.get_mut(square.ghost)
            && view.set_if_neq(ghost)
            && ghost != FaceView::default()
        {
            commands.entity(square.ghost).insert(Pop::quick());
        }
        // A drawing held for an Undo is framed in ink, as it will be once drawn.
        let ghost_colour = if held.0.is_some() {
            theme::INK
        } else if verdict.legal.is_some() {
            theme::LEGAL
        } else {
            theme::ILLEGAL
        };
        let focused = choices.focus() == Focus::Grid;
        let wanted = match mark {
            Some(_) if focused || verdict.legal.is_some() => {
                Outline::new(px(3), px(-3), ghost_colour)
            }
            Some(_) => Outline::new(px(2), px(-2), ghost_colour.with_alpha(0.6)),
            None => Outline::new(px(0), px(0), Color::NONE),
        };
        outline.set_if_neq(wanted);
    }
}

/// A map's sheet: a column of rows of squares in an ink frame.
pub fn map_sheet() -> impl Bundle {
    (
        Name::new("Map"),
        Node {
            flex_direction: FlexDirection::Column,
            border: UiRect::all(px(2)),
            ..default()
        },
        BorderColor::all(theme::INK),
        BackgroundColor(theme::SHEET),
    )
}

/// A map's square of `size` pixels, its picture centred in it.
pub fn map_square(size: f32, sides: UiRect, ink: Color) -> impl Bundle {
    (
        Node {
            width: px(size),
            height: px(size),
            border: sides,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        BorderColor::all(ink),
        BackgroundColor(theme::SHEET),
    )
}

/// The sides of a map's square: thick where the neighbour's coat differs (or the castle is), so
/// domains read at a glance.
pub fn square_borders(board: &Board, map: &Map, cell: Cell) -> UiRect {
    let coat_at = |cell: Cell| map.coat_at(cell);
    let is_castle = cell == board.castle();
    let side = |direction: Direction| -> Val {
        match board.neighbour(cell, direction) {
            Some(other)
                if (coat_at(other).is_some() || coat_at(cell).is_some())
                    && (coat_at(other) != coat_at(cell)
                        || other == board.castle()
                        || is_castle) =>
            {
                px(2)
            }
            _ => px(0.5),
        }
    };
    UiRect {
        left: side(Direction::West),
        right: side(Direction::East),
        top: side(Direction::North),
        bottom: side(Direction::South),
    }
}

/// The colour of a square's sides: ink once drawn.
pub fn square_ink(map: &Map, cell: Cell) -> Color {
    if map.coat_at(cell).is_some() {
        theme::INK
    } else {
        theme::GRID_LINE
    }
}

/// What a map's square shows: its coat and crosses, or nothing.
pub fn drawn_square(map: &Map, cell: Cell) -> FaceView {
    match map.coat_at(cell) {
        Some(coat) => FaceView {
            face: Some(Face::Coat { coat, crosses: 0 }),
            crosses: map.crosses_at(cell),
        },
        None => FaceView::default(),
    }
}

/// A die of a player's domino as it will be drawn (the castle bonus adds a cross).
fn domino_face(state: &GameState, rules: &crate::rules::RuleSet, seat: u8, slot: u8) -> FaceView {
    state.player(seat).domino[usize::from(slot)].map_or_else(FaceView::default, |die| {
        FaceView::of(GameState::face_of(rules, die), u8::from(die.castle_cross))
    })
}

fn show_dominoes(
    mut commands: Commands,
    game: Res<Match>,
    mut slots: Query<(Entity, &DominoSlot, &mut FaceView)>,
) {
    if !game.is_changed() {
        return;
    }
    for (entity, slot, mut view) in &mut slots {
        let face = domino_face(game.state(), &game.rules, slot.seat, slot.slot);
        if view.set_if_neq(face) && face != FaceView::default() {
            commands.entity(entity).insert(Pop::landing());
        }
    }
}
