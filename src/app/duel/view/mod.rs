//! The Duel as it is seen: the table with both kingdoms, the dice tray, the spellbook, the
//! scores and the lines of words; the pictures of its How to play; what a screen reader is told.

mod banner;
mod dice;
pub mod faces;
mod figure_spellbook;
mod figure_words;
pub mod figures;
mod hint_button;
mod how_to_play;
pub mod kingdom;
mod kingdom_sizes;
mod map_sheet;
mod reader;
mod score_lines;
mod spellbook_panel;
mod table;
mod table_arrangement;
mod table_lines;

use bevy::prelude::*;
use kingdomino_core::duel::Duel;

use crate::app::choices::Look;
use crate::app::files::coat_images::CoatImages;
use crate::app::states::AppSystems;
use crate::app::table::Match;
use crate::app::theme;
use crate::app::view::{ChoiceBars, ChoicePicture, PICTURE};
use faces::FaceView;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            picture_the_choices.after(ChoiceBars),
            map_sheet::frame_sheets,
        )
            .in_set(AppSystems::View),
    );
    app.add_plugins((
        how_to_play::plugin,
        banner::plugin,
        dice::plugin,
        faces::plugin,
        hint_button::plugin,
        kingdom::plugin,
        kingdom_sizes::plugin,
        reader::plugin,
        score_lines::plugin,
        spellbook_panel::plugin,
        table::plugin,
        table_arrangement::plugin,
        table_lines::plugin,
    ));
}

/// A choice's picture: the coat a power or a joker's choice names, or the face the `ss` power
/// turns a die to. A coat's keeps its room without its image (a missing file), so the buttons
/// are laid out the same either way.
fn picture_the_choices(
    mut commands: Commands,
    pictures: Query<(Entity, &ChoicePicture), Added<ChoicePicture>>,
    images: Option<Res<CoatImages>>,
    game: Option<Res<Match<Duel>>>,
) {
    for (entity, ChoicePicture(look)) in &pictures {
        match *look {
            Look::Face(face) => {
                // The picture starts blank: its face is set after it.
                commands
                    .entity(entity)
                    .insert(faces::face_picture(30.0))
                    .insert(FaceView::of(face, 0));
            }
            Look::Coat(coat)
            | Look::Switch {
                coat: Some(coat), ..
            } => {
                let image = images
                    .as_deref()
                    .zip(game.as_deref())
                    .map(|(images, game)| images.coat(&game.rules, coat))
                    .unwrap_or_default();
                commands
                    .entity(entity)
                    .insert(theme::coat_picture(image, PICTURE));
            }
            _ => {}
        }
    }
}
