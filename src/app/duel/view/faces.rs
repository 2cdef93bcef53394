//! A die face or a drawn square as a picture: the coat of arms (or the joker's `?`) and its
//! crosses, kept in step with the `FaceView` component.

use crate::app::table::Match;
use bevy::prelude::*;
use kingdomino_core::duel::{Duel, Face};

use crate::app::files::coat_images::CoatImages;
use crate::app::files::rule_set::ActiveRules;
use crate::app::theme;
use crate::app::view::assets::ImageAssets;

use crate::app::runtime::redraw::KeepDrawing;
use crate::app::states::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, show_faces.in_set(AppSystems::View));
}

/// What a face picture shows: nothing, or a face with this many crosses in all (the face's
/// own and any added by the castle bonus or the `q` power).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[require(Node, ImageNode)]
pub struct FaceView {
    pub face: Option<Face>,
    pub crosses: u8,
}

impl FaceView {
    pub fn of(face: Face, extra_crosses: u8) -> FaceView {
        FaceView {
            face: Some(face),
            crosses: face.crosses() + extra_crosses,
        }
    }
}

/// The side of a face picture, in pixels before UI scaling: its crosses are sized from it.
#[derive(Component, Clone, Copy, Debug)]
struct FaceSize(f32);

/// The joker's question mark on a face.
#[derive(Component)]
struct JokerGlyph;

/// The row of crosses on a face.
#[derive(Component)]
struct CrossRow;

/// A face picture of `size` pixels, showing nothing until its `FaceView` is set.
pub fn face_picture(size: f32) -> impl Bundle {
    (
        Name::new("Face"),
        FaceView::default(),
        FaceSize(size),
        Node {
            width: px(size),
            height: px(size),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        children![
            (
                Name::new("Joker glyph"),
                JokerGlyph,
                Text::new(""),
                TextFont::from_font_size(size * 0.6),
                TextColor(theme::INK),
            ),
            (
                Name::new("Crosses"),
                CrossRow,
                Node {
                    position_type: PositionType::Absolute,
                    right: percent(4),
                    bottom: percent(4),
                    column_gap: px(1),
                    ..default()
                },
            ),
        ],
    )
}

fn show_faces(
    mut commands: Commands,
    game: Option<Res<Match<Duel>>>,
    active: Res<ActiveRules<Duel>>,
    images: Option<Res<ImageAssets>>,
    coat_images: Option<Res<CoatImages>>,
    mut faces: Query<(&FaceView, &FaceSize, &mut ImageNode, &Children), Changed<FaceView>>,
    mut glyphs: Query<&mut Text, With<JokerGlyph>>,
    rows: Query<(Entity, Option<&Children>), With<CrossRow>>,
    mut keep: ResMut<KeepDrawing>,
) {
    let (Some(images), Some(coat_images)) = (images, coat_images) else {
        return;
    };
    // A face set while nothing else moves (a page of How to play just written) is drawn at
    // once, not when the sleeping window next wakes.
    if !faces.is_empty() {
        keep.next_frame();
    }
    // The match's own rules while one is played (the rules in play may reload meanwhile).
    let rules = game.as_ref().map_or(&active.0, |game| &game.rules);
    for (view, &FaceSize(size), mut image, children) in &mut faces {
        image.image = match view.face {
            None => Handle::default(),
            Some(Face::Joker) => images.die.clone(),
            Some(Face::Coat { coat, .. }) => coat_images.coat(rules, coat),
        };
        image.color = if view.face.is_some() {
            Color::WHITE
        } else {
            Color::NONE
        };
        for child in children {
            if let Ok(mut glyph) = glyphs.get_mut(*child) {
                glyph.0 = if view.face == Some(Face::Joker) {
                    "?".to_string()
                } else {
                    String::new()
                };
            }
            if let Ok((row, crosses)) = rows.get(*child) {
                for cross in crosses.into_iter().flatten() {
                    commands.entity(*cross).despawn();
                }
                // Several crosses share the face's width rather than spill over its edge.
                let cross_size = (size * 0.4)
                    .min(size * 0.9 / f32::from(view.crosses.max(1)))
                    .clamp(6.0, 26.0);
                for _ in 0..view.crosses {
                    commands.spawn((
                        Name::new("Cross"),
                        ChildOf(row),
                        ImageNode::new(images.cross.clone()),
                        Node {
                            width: px(cross_size),
                            height: px(cross_size),
                            ..default()
                        },
                    ));
                }
            }
        }
    }
}
