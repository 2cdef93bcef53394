//! The domino a person holds over their kingdom, drawn where it would go: framed in green where
//! it fits, in red and fainter where it does not (the prompt says why in words).

use crate::app::table::Match;
use bevy::ecs::spawn::SpawnIter;
use bevy::prelude::*;
use kingdomino_core::original::{Domino, Original, SquareView};

use super::kingdoms::KingdomGridNode;
use super::pieces::{Look, PictureSources, Pictures};
use super::reach::Reach;
use super::table::DrawOriginalTable;
use crate::app::original::HeldDomino;
use crate::app::original::TABLE;
use crate::app::states::AppSystems;
use crate::app::theme;
use kingdomino_core::kingdom::Direction;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw_held_domino
            // After a new layout, so a held domino is never drawn over a grid going away.
            .after(DrawOriginalTable)
            .run_if(in_state(TABLE).and_then(resource_exists::<Match<Original>>))
            .in_set(AppSystems::View),
    );
}

/// The held domino over a kingdom's grid.
#[derive(Component)]
struct HeldGhost;

/// How opaque the held domino is: enough to read, and to see what lies under it.
const FITTING: f32 = 0.85;
const REFUSED: f32 = 0.65;

fn draw_held_domino(
    mut commands: Commands,
    game: Res<Match<Original>>,
    held: Res<HeldDomino>,
    grids: Query<(Entity, &KingdomGridNode)>,
    new_grids: Query<(), Added<KingdomGridNode>>,
    ghosts: Query<Entity, With<HeldGhost>>,
    sources: PictureSources,
) {
    if !held.is_changed() && new_grids.is_empty() {
        return;
    }
    let shown = held_over(&game, &held, &grids);
    let kept = ghosts.single().ok();
    let Some((grid, over)) = shown else {
        if let Some(ghost) = kept {
            commands.entity(ghost).despawn();
        }
        return;
    };
    let drawn = (
        domino_over(over, &sources.pictures(&game.rules)),
        ChildOf(grid),
    );
    match kept {
        // The same domino moved, turned or over another kingdom: its squares are drawn again.
        Some(ghost) => {
            commands
                .entity(ghost)
                .despawn_related::<Children>()
                .insert(drawn);
        }
        None => {
            commands.spawn((Name::new("Held domino"), HeldGhost, drawn));
        }
    }
}

/// Where the person to act holds the domino they add, over which kingdom's grid, if they hold
/// it where it can go.
fn held_over(
    game: &Match<Original>,
    held: &HeldDomino,
    grids: &Query<(Entity, &KingdomGridNode)>,
) -> Option<(Entity, DominoOver)> {
    let player = game.person_to_act()?;
    let domino = game.state().domino_to_place()?;
    if held.king.is_none() || held.fits_nowhere {
        return None;
    }
    let (grid, node) = grids.iter().find(|(_, node)| node.place == player)?;
    let fits = game
        .state()
        .place_refusal(held.first, held.direction)
        .is_none();
    let over = DominoOver {
        reach: node.reach,
        square: node.square,
        first: held.first,
        direction: held.direction,
        domino,
        fits,
    };
    Some((grid, over))
}

/// A domino drawn over a kingdom's grid at a place, framed as fitting there or not.
pub(super) struct DominoOver {
    /// The part of the kingdom's grid the grid shows.
    pub(super) reach: Reach,
    /// A square's side, in the UI's pixels.
    pub(super) square: f32,
    pub(super) first: u32,
    pub(super) direction: Direction,
    pub(super) domino: Domino,
    pub(super) fits: bool,
}

pub(super) fn domino_over(over: DominoOver, pictures: &Pictures) -> impl Bundle + use<> {
    let (row, column) = over.reach.row_column(over.first);
    let (row, column) = (row as f32, column as f32);
    let (down, right) = over.direction.offset();
    let (top, left) = (
        (row + f32::from(down.min(0))) * over.square,
        (column + f32::from(right.min(0))) * over.square,
    );
    let (frame, opacity) = if over.fits {
        (theme::LEGAL, FITTING)
    } else {
        (theme::ILLEGAL, REFUSED)
    };
    let squares = (over.domino.squares)
        .map(|square| pictures.square(Look::Shown(SquareView::Laid(square)), over.square, opacity));
    (
        // Over the squares drawn after it.
        ZIndex(1),
        Node {
            position_type: PositionType::Absolute,
            top: px(top),
            left: px(left),
            // The first square where the cursor is, the second the way it faces.
            flex_direction: match over.direction {
                Direction::East => FlexDirection::Row,
                Direction::West => FlexDirection::RowReverse,
                Direction::South => FlexDirection::Column,
                Direction::North => FlexDirection::ColumnReverse,
            },
            ..default()
        },
        Outline::new(px(3), px(0), frame),
        Children::spawn(SpawnIter(squares.into_iter())),
    )
}
