//! The pause menu over the table, and the question it asks before a game is given up.

use bevy::prelude::*;

use super::ChoiceBar;
use crate::app::AppSystems;
use crate::app::choices::{Choices, Intent};
use crate::app::states::Pause;
use crate::app::theme;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Pause::Paused), spawn_pause_menu);
    app.add_systems(
        Update,
        ask_before_leaving
            .run_if(in_state(Pause::Paused))
            .in_set(AppSystems::View),
    );
}

/// What the pause menu asks, when it asks something.
#[derive(Component)]
struct PauseQuestion;

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
            theme::heading("Paused"),
            (PauseQuestion, theme::label("", 22.0)),
            (Name::new("Pause choices"), ChoiceBar, theme::menu_column(),),
            theme::hint("Esc or Start resumes."),
        ],
    ));
}

/// Leaving gives the game up: the menu says so while it asks.
fn ask_before_leaving(choices: Res<Choices>, mut questions: Query<&mut Text, With<PauseQuestion>>) {
    if !choices.is_changed() {
        return;
    }
    let asking = choices.index_of(Intent::ToTitle).is_some();
    let question = if asking {
        "Leave this game? It cannot be continued later."
    } else {
        ""
    };
    for mut text in &mut questions {
        text.set_if_neq(Text::new(question));
    }
}
