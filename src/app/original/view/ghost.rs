//! The domino a person holds over their kingdom, drawn where it would go: framed in green where
//! it fits, in red and fainter where it does not (the prompt says why in words).

use crate::app::table::Match;
use bevy::prelude::*;
use kingdomino_core::original::{Domino, Kingdomino};

use super::kingdoms::KingdomGridNode;
use super::pieces::{PictureSources, Pictures};
use super::reach::Reach;
use crate::app::original::HeldDomino;
use crate::app::original::TABLE;
use crate::app::states::AppSystems;
use crate::app::theme;
use kingdomino_core::kingdom::Direction;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw_held_domino
            .run_if(in_state(TABLE).and_then(resource_exists::<Match<Kingdomino>>))
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
    game: Res<Match<Kingdomino>>,
    held: Res<HeldDomino>,
    grids: Query<(Entity, &KingdomGridNode)>,
    new_grids: Query<(), Added<KingdomGridNode>>,
    ghosts: Query<Entity, With<HeldGhost>>,
    sources: PictureSources,
) {
    if !held.is_changed() && new_grids.is_empty() {
        return;
    }
    for ghost in &ghosts {
        commands.entity(ghost).despawn();
    }
    let (Some(player), Some(domino)) = (game.person_to_act(), game.state().domino_to_place())
    else {
        return;
    };
    if held.king.is_none() || held.fits_nowhere {
        return;
    }
    let Some((grid, node)) = grids.iter().find(|(_, node)| node.place == player) else {
        return;
    };
    let fits = game
        .state()
        .place_refusal(held.first, held.direction)
        .is_none();
    let pictures = sources.pictures(&game.rules);
    let drawn = spawn_domino_over(
        &mut commands,
        DominoOver {
            grid,
            reach: node.reach,
            square: node.square,
            first: held.first,
            direction: held.direction,
            domino,
            fits,
        },
        &pictures,
    );
    commands
        .entity(drawn)
        .insert((Name::new("Held domino"), HeldGhost));
}

/// A domino drawn over a kingdom's grid at a place, framed as fitting there or not.
pub(super) struct DominoOver {
    pub(super) grid: Entity,
    /// The part of the kingdom's grid the grid shows.
    pub(super) reach: Reach,
    /// A square's side, in the UI's pixels.
    pub(super) square: f32,
    pub(super) first: u32,
    pub(super) direction: Direction,
    pub(super) domino: Domino,
    pub(super) fits: bool,
}

pub(super) fn spawn_domino_over(
    commands: &mut Commands,
    over: DominoOver,
    pictures: &Pictures,
) -> Entity {
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
    let squares = over.domino.squares.map(|square| {
        let drawn = pictures.square(commands, square, over.square);
        commands
            .entity(drawn)
            .entry::<ImageNode>()
            .and_modify(move |mut image| image.color = Color::WHITE.with_alpha(opacity));
        drawn
    });
    commands
        .spawn((
            Name::new("Domino over a kingdom"),
            ChildOf(over.grid),
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
        ))
        .add_children(&squares)
        .id()
}
