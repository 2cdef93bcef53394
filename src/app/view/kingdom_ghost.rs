//! The domino a person holds over their kingdom, drawn where it would go: framed in green where
//! it fits, in red and fainter where it does not (the prompt says why in words).

use bevy::prelude::*;

use super::kingdom_pieces::PictureSources;
use super::kingdom_table::KingdomGridNode;
use super::theme;
use crate::app::AppSystems;
use crate::app::kingdom::{HeldDomino, KingdomMatch};
use crate::app::states::Screen;
use kingdomino_core::rules::Direction;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw_held_domino
            .run_if(in_state(Screen::Kingdoms).and_then(resource_exists::<KingdomMatch>))
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
    game: Res<KingdomMatch>,
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
    let (Some(player), Some(domino)) = (game.person_to_act(), game.game().domino_to_place()) else {
        return;
    };
    if held.king.is_none() || held.fits_nowhere {
        return;
    }
    let Some((grid, node)) = grids.iter().find(|(_, node)| node.place == player.index()) else {
        return;
    };
    let span = u32::from(node.span);
    let (row, column) = ((held.first / span) as f32, (held.first % span) as f32);
    let (down, right) = held.direction.offset();
    let (top, left) = (
        (row + f32::from(down.min(0))) * node.square,
        (column + f32::from(right.min(0))) * node.square,
    );
    let fits = game
        .game()
        .place_refusal(held.first, held.direction)
        .is_none();
    let (frame, opacity) = if fits {
        (theme::LEGAL, FITTING)
    } else {
        (theme::ILLEGAL, REFUSED)
    };
    let pictures = sources.pictures(&game.rules);
    let squares = domino.squares.map(|square| {
        let drawn = pictures.square(&mut commands, square, node.square);
        commands
            .entity(drawn)
            .entry::<ImageNode>()
            .and_modify(move |mut image| image.color = Color::WHITE.with_alpha(opacity));
        drawn
    });
    commands
        .spawn((
            Name::new("Held domino"),
            HeldGhost,
            ChildOf(grid),
            GlobalZIndex(3),
            Node {
                position_type: PositionType::Absolute,
                top: px(top),
                left: px(left),
                // The first square where the cursor is, the second the way it faces.
                flex_direction: match held.direction {
                    Direction::East => FlexDirection::Row,
                    Direction::West => FlexDirection::RowReverse,
                    Direction::South => FlexDirection::Column,
                    Direction::North => FlexDirection::ColumnReverse,
                },
                ..default()
            },
            Outline::new(px(3), px(0), frame),
        ))
        .add_children(&squares);
}
