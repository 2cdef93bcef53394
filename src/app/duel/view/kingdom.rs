//! A player's kingdom: the map as a grid of cell entities (drawn squares, crosses, the castle,
//! thick lines between different coats), the ghost domino, and the score lines over it.

use crate::app::table::Match;
use kingdomino_core::duel::{Action, Duel, Face, GameState, SeatNumber, Step};
use kingdomino_core::table::Place;
use std::time::Duration;

use bevy::ecs::spawn::SpawnIter;
use bevy::prelude::*;

use super::faces::{FaceView, face_picture};
use super::map_sheet::{drawn_square, map_sheet, map_square, square_borders, square_ink};
use super::score_lines::score_lines;
use crate::app::choices::pointer::GridTarget;
use crate::app::choices::{Choices, Focus, Look};
use crate::app::duel::{GhostMark, GhostVerdict, HeldDrawing};
use crate::app::states::AppSystems;
use crate::app::theme;
use crate::app::theme::TextScale;
use crate::app::view::ScoreHighlight;
use crate::app::view::assets::ImageAssets;
use crate::app::view::motion::{Pop, Sketch};
use kingdomino_core::kingdom::{Board, Cell};

/// The narrowest a map's panel gets: the computer's default map (7 squares of 34 pixels and
/// its border), whose lines are written for it.
pub const MIN_PANEL_WIDTH: f32 = 242.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            (show_squares, show_drawn, show_ghosts).run_if(kingdoms_changed),
            show_dominoes,
        )
            .chain()
            .run_if(resource_exists::<Match<Duel>>)
            .in_set(AppSystems::View),
    );
}

/// One square of a player's map on screen; its pictures are its children.
#[derive(Component, Clone, Copy, Debug)]
pub struct GridCell {
    pub seat: SeatNumber,
    pub cell: Cell,
}

/// The picture of what is drawn on a square.
#[derive(Component)]
struct DrawnPicture {
    seat: SeatNumber,
    cell: Cell,
}

/// The picture of the ghost domino's die over a square.
#[derive(Component)]
struct GhostPicture {
    seat: SeatNumber,
    cell: Cell,
}

/// A die of a player's domino this turn, shown under their map.
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct DominoSlot {
    pub(super) seat: SeatNumber,
    pub(super) slot: u8,
}

/// How large a kingdom's panel is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PanelSize {
    /// The side of a square, in pixels.
    pub cell: f32,
    /// The narrowest the panel gets, so that its lines have room.
    pub min_width: f32,
    /// The lines the player's name and score may take: two where a long name is likely to
    /// wrap (a computer's level, a phone's narrow panel, large text).
    pub name_lines: u8,
    /// The lines what the player holds may take: two on a phone's narrow panel.
    pub status_lines: u8,
    /// How much larger than designed the lines' text is shown.
    pub text: TextScale,
}

/// A kingdom drawn at `size`: the score lines, the map, and the domino under it.
pub fn kingdom(board: Board, seat: SeatNumber, size: PanelSize) -> impl Bundle {
    let cell_size = size.cell;
    // The panel is as wide as its map and its lines have fixed room: a longer line wraps
    // inside it rather than moving the map.
    let map_width = cell_size * f32::from(board.columns()) + 4.0;
    // A mod's map with smaller squares still leaves its lines the room they have by default.
    let panel_width = map_width.max(size.min_width);
    let name_size = (cell_size * 0.36).clamp(16.0, 19.0);
    let lines = (size.name_lines, size.status_lines);
    (
        Name::new(format!("Kingdom of seat {seat}")),
        Node {
            width: px(panel_width),
            ..theme::centred_column(4.0)
        },
        Children::spawn((
            Spawn(score_lines(seat, name_size, lines, size.text)),
            Spawn((
                map_sheet(),
                Children::spawn(SpawnIter(
                    (0..board.rows()).map(move |row| map_row(board, seat, row, cell_size)),
                )),
            )),
            Spawn(domino(seat, cell_size)),
        )),
    )
}

fn map_row(board: Board, seat: SeatNumber, row: u8, cell_size: f32) -> impl Bundle {
    let squares = (0..board.columns())
        .filter_map(move |column| board.cell(row, column).map(|cell| (column, cell)))
        .map(move |(column, cell)| grid_square(seat, cell, row, column, cell_size));
    (
        Name::new(format!("Map row {}", row + 1)),
        Node::default(),
        Children::spawn(SpawnIter(squares)),
    )
}

/// A square the pointer aims at, with what is drawn on it and the ghost die over it.
fn grid_square(seat: SeatNumber, cell: Cell, row: u8, column: u8, cell_size: f32) -> impl Bundle {
    let ghost_size = cell_size * 0.72;
    (
        Name::new(format!("Square {}-{}", row + 1, column + 1)),
        map_square(cell_size, UiRect::all(px(1)), theme::GRID_LINE),
        Outline::new(px(0), px(0), Color::NONE),
        GridCell { seat, cell },
        GridTarget::new(seat, cell),
        children![
            (DrawnPicture { seat, cell }, face_picture(cell_size - 6.0)),
            (
                Name::new("Ghost die"),
                GlobalZIndex(2),
                Node {
                    position_type: PositionType::Absolute,
                    width: px(ghost_size),
                    height: px(ghost_size),
                    justify_content: JustifyContent::Center,
                    align_items: AlignItems::Center,
                    ..default()
                },
                children![(GhostPicture { seat, cell }, face_picture(ghost_size))],
            ),
        ],
    )
}

/// The player's two dice of this turn, as they will be drawn.
fn domino(seat: SeatNumber, cell_size: f32) -> impl Bundle {
    (
        Name::new("Domino"),
        Node {
            column_gap: px(6),
            min_height: px(cell_size),
            align_items: AlignItems::Center,
            ..default()
        },
        children![
            (face_picture(cell_size), DominoSlot { seat, slot: 0 }),
            (face_picture(cell_size), DominoSlot { seat, slot: 1 }),
        ],
    )
}

/// Whether anything a map shows changed since the kingdoms were last shown.
fn kingdoms_changed(
    game: Option<Res<Match<Duel>>>,
    verdict: Res<GhostVerdict>,
    held: Res<HeldDrawing>,
    highlight: Res<ScoreHighlight>,
    choices: Res<Choices>,
    ui_scale: Option<Res<UiScale>>,
    new_squares: Query<(), Added<GridCell>>,
) -> bool {
    game.is_some_and(|game| game.is_changed())
        || !new_squares.is_empty()
        || ui_scale.is_some_and(|scale| scale.is_changed())
        || verdict.is_changed()
        || held.is_changed()
        || highlight.is_changed()
        || choices.is_changed()
}

/// What the ghost domino puts on a square of `seat`'s map, if anything.
fn mark_at(verdict: &GhostVerdict, seat: SeatNumber, cell: Cell) -> Option<GhostMark> {
    if verdict.seat != Some(seat) {
        return None;
    }
    verdict
        .marks
        .iter()
        .find(|(marked, _)| *marked == cell)
        .map(|(_, mark)| *mark)
}

/// The squares' sides (heavier between coats), their paper (lit, a spot, or plain), and the
/// ghost domino's frame.
fn show_squares(
    game: Res<Match<Duel>>,
    ui_scale: Option<Res<UiScale>>,
    verdict: Res<GhostVerdict>,
    held: Res<HeldDrawing>,
    highlight: Res<ScoreHighlight>,
    choices: Res<Choices>,
    mut squares: Query<(
        &GridCell,
        &mut Node,
        &mut BorderColor,
        &mut BackgroundColor,
        &mut Outline,
    )>,
) {
    let board = game.rules.board();
    // A drawing held for an Undo is framed in ink, as it will be once drawn.
    let ghost_colour = if held.0.is_some() {
        theme::INK
    } else if verdict.legal.is_some() {
        theme::LEGAL
    } else {
        theme::ILLEGAL
    };
    let focused = choices.focus() == Focus::Grid;
    let ui_scale = ui_scale.map_or(1.0, |scale| scale.0);
    for (square, mut node, mut border, mut background, mut outline) in &mut squares {
        let map = &game.state().player(square.seat).map;
        let widths = square_borders(board, map, square.cell, ui_scale);
        if node.border != widths {
            node.border = widths;
        }
        border.set_if_neq(BorderColor::all(square_ink(map, square.cell)));
        let lit =
            highlight.place == Place::from(square.seat) && highlight.cells & square.cell.bit() != 0;
        let spot = verdict.seat == Some(square.seat) && verdict.spots & square.cell.bit() != 0;
        background.set_if_neq(BackgroundColor(if lit {
            theme::HIGHLIGHT
        } else if spot {
            theme::SPOT
        } else {
            theme::SHEET
        }));
        let wanted = match mark_at(&verdict, square.seat, square.cell) {
            Some(_) if focused || verdict.legal.is_some() => {
                Outline::new(px(3), px(-3), ghost_colour)
            }
            Some(_) => Outline::new(px(2), px(-2), ghost_colour.with_alpha(0.6)),
            // A ring as well as the green: where the domino may go, to every eye.
            None if spot => Outline::new(px(2), px(-5), theme::LEGAL),
            None => Outline::new(px(0), px(0), Color::NONE),
        };
        outline.set_if_neq(wanted);
    }
}

/// What is drawn on each square: the castle, or a coat with its crosses.
fn show_drawn(
    mut commands: Commands,
    game: Res<Match<Duel>>,
    images: Option<Res<ImageAssets>>,
    mut pictures: Query<(Entity, Ref<DrawnPicture>, &mut FaceView, &mut ImageNode)>,
) {
    let castle = game.rules.board().castle();
    for (entity, picture, mut view, mut image) in &mut pictures {
        if picture.cell == castle {
            if let Some(images) = &images
                && image.image != images.castle
            {
                image.image = images.castle.clone();
                image.color = Color::WHITE;
            }
            continue;
        }
        let map = &game.state().player(picture.seat).map;
        let had_a_square = view.face.is_some();
        if !view.set_if_neq(drawn_square(map, picture.cell)) {
            continue;
        }
        // A kingdom built anew (a phone turned, maps changing places) shows what is drawn as
        // it is.
        if picture.is_added() {
            continue;
        }
        if had_a_square {
            // A cross added to a drawn square (the `q` power, on either map) pops.
            commands.entity(entity).insert(Pop::landing());
        } else if view.face.is_some() {
            // A square just drawn is sketched in; the domino's second square after its first.
            let second = last_drawing(&game).is_some_and(|cells| cells[1] == picture.cell);
            let after = if second {
                SECOND_SQUARE_AFTER
            } else {
                Duration::ZERO
            };
            commands.entity(entity).insert(Sketch::drawn(after));
        }
    }
}

/// How long the pencil takes over a domino's first square before its second.
const SECOND_SQUARE_AFTER: Duration = Duration::from_millis(220);

/// The squares of the last domino drawn in the match, first die's first.
fn last_drawing(game: &Match<Duel>) -> Option<[Cell; 2]> {
    game.record()
        .actions
        .iter()
        .rev()
        .find_map(|action| match action {
            Action::Draw(drawing) => Some(drawing.cells),
            _ => None,
        })
}

/// The ghost domino's dice over the squares it would be drawn on.
fn show_ghosts(
    mut commands: Commands,
    game: Res<Match<Duel>>,
    verdict: Res<GhostVerdict>,
    choices: Res<Choices>,
    mut pictures: Query<(Entity, &GhostPicture, &mut FaceView)>,
) {
    // The coat under the focus while a joker's coat is chosen shows on the joker's square.
    let previewed_coat = match (game.state().step(), choices.focused()) {
        (Step::ChooseJokerCoat { slot, .. }, Some(Look::Coat(coat))) => Some((slot, coat)),
        _ => None,
    };
    for (entity, picture, mut view) in &mut pictures {
        let ghost = match mark_at(&verdict, picture.seat, picture.cell) {
            Some(GhostMark::Die(slot))
                if let Some((joker, coat)) = previewed_coat
                    && joker == slot =>
            {
                let castle_cross = game.state().player(picture.seat).domino[usize::from(slot)]
                    .is_some_and(|die| die.castle_cross);
                FaceView::of(Face::Coat { coat, crosses: 0 }, u8::from(castle_cross))
            }
            Some(GhostMark::Die(slot)) => {
                let face = domino_face(game.state(), &game.rules, picture.seat, slot);
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
        if view.set_if_neq(ghost) && ghost != FaceView::default() {
            commands.entity(entity).insert(Pop::quick());
        }
    }
}

/// A die of a player's domino as it will be drawn (the castle bonus adds a cross).
fn domino_face(
    state: &GameState,
    rules: &kingdomino_core::duel::RuleSet,
    seat: SeatNumber,
    slot: u8,
) -> FaceView {
    state.player(seat).domino[usize::from(slot)].map_or_else(FaceView::default, |die| {
        FaceView::of(GameState::face_of(rules, die), u8::from(die.castle_cross))
    })
}

fn show_dominoes(
    mut commands: Commands,
    game: Res<Match<Duel>>,
    mut slots: Query<(Entity, Ref<DominoSlot>, &mut FaceView)>,
) {
    for (entity, slot, mut view) in &mut slots {
        // A kingdom built again (a phone turned) shows its domino at once, without a pop.
        if slot.is_added() {
            *view = domino_face(game.state(), &game.rules, slot.seat, slot.slot);
            continue;
        }
        if !game.is_changed() {
            continue;
        }
        let face = domino_face(game.state(), &game.rules, slot.seat, slot.slot);
        if view.set_if_neq(face) && face != FaceView::default() {
            commands.entity(entity).insert(Pop::landing());
        }
    }
}
