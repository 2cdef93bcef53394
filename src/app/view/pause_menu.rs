//! The pause menu over the table.

use bevy::prelude::*;

use kingdomino_core::localization::Phrase;

use super::ChoiceBar;
use super::controls_hint::controls_hint;
use super::theme;
use crate::app::states::Pause;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Pause::Paused), spawn_pause_menu);
}

fn spawn_pause_menu(mut commands: Commands) {
    commands.spawn((
        Name::new("Pause menu"),
        DespawnOnExit(Pause::Paused),
        GlobalZIndex(10),
        Node {
            position_type: PositionType::Absolute,
            ..theme::full_screen_column(24.0)
        },
        BackgroundColor(theme::PAPER.with_alpha(0.92)),
        children![
            theme::heading(Phrase::new("pause-heading")),
            theme::label(Phrase::new("pause-saved-note"), 20.0),
            (Name::new("Pause choices"), ChoiceBar, theme::menu_column(),),
            controls_hint(Phrase::new("pause-hint"), Phrase::new("pause-touch-hint")),
        ],
    ));
}
