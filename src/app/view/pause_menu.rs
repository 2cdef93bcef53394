//! The pause menu over the table.

use bevy::prelude::*;

use kingdomino_core::localization::Phrase;

use super::ChoiceBar;
use super::controls_hint::controls_hint;
use crate::app::language::Localized;
use crate::app::states::{AppSystems, Pause};
use crate::app::table::PauseNote;
use crate::app::theme;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Pause::Paused), spawn_pause_menu);
    app.add_systems(
        Update,
        say_the_note
            .run_if(in_state(Pause::Paused).and_then(resource_changed::<PauseNote>))
            .in_set(AppSystems::View),
    );
}

/// The menu's line on whether the game is kept.
#[derive(Component)]
struct NoteLine;

fn say_the_note(note: Res<PauseNote>, mut lines: Query<&mut Localized, With<NoteLine>>) {
    for mut line in &mut lines {
        line.set_if_neq(Localized(note.0.clone()));
    }
}

fn spawn_pause_menu(mut commands: Commands, note: Res<PauseNote>) {
    commands.spawn((
        Name::new("Pause menu"),
        DespawnOnExit(Pause::Paused),
        // Over a piece caught moving when the game paused (`motion::SlideIn`).
        GlobalZIndex(15),
        Node {
            position_type: PositionType::Absolute,
            ..theme::full_screen_column(24.0)
        },
        BackgroundColor(theme::PAPER.with_alpha(0.92)),
        children![
            theme::heading(Phrase::new("pause-heading")),
            (NoteLine, theme::label(note.0.clone(), 20.0)),
            (Name::new("Pause choices"), ChoiceBar, theme::menu_column(),),
            controls_hint(Phrase::new("pause-hint"), Phrase::new("pause-touch-hint")),
        ],
    ));
}
