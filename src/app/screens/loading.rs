//! The loading screen: the game's name and a bar that fills as the assets arrive.

use bevy::prelude::*;

use iyes_progress::ProgressTracker;
use kingdomino_core::localization::Phrase;

use crate::app::runtime::redraw::KeepDrawing;
use crate::app::states::AppSystems;
use crate::app::states::Screen;
use crate::app::theme;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Loading), spawn_loading_screen);
    app.add_systems(
        Update,
        fill_progress_bar
            .run_if(in_state(Screen::Loading))
            .in_set(AppSystems::View),
    );
}

/// The inner, growing part of the progress bar.
#[derive(Component)]
struct ProgressFill;

fn spawn_loading_screen(mut commands: Commands) {
    commands.spawn((
        Name::new("Loading screen"),
        DespawnOnExit(Screen::Loading),
        theme::full_screen(),
        children![
            theme::heading(Phrase::verbatim(theme::GAME_TITLE)),
            (
                Name::new("Progress bar"),
                Node {
                    width: px(360),
                    height: px(14),
                    border: UiRect::all(px(2)),
                    ..default()
                },
                BorderColor::all(theme::INK),
                children![(
                    Name::new("Progress fill"),
                    ProgressFill,
                    Node {
                        width: percent(0),
                        height: percent(100),
                        ..default()
                    },
                    BackgroundColor(theme::INK),
                )],
            ),
        ],
    ));
}

fn fill_progress_bar(
    progress: Option<Res<ProgressTracker<Screen>>>,
    mut fills: Query<&mut Node, With<ProgressFill>>,
    mut keep_drawing: ResMut<KeepDrawing>,
) {
    keep_drawing.next_frame();
    let Some(progress) = progress else { return };
    let progress = progress.get_global_progress();
    let fraction = if progress.total == 0 {
        0.0
    } else {
        progress.done as f32 / progress.total as f32
    };
    for mut node in &mut fills {
        node.width = percent(100.0 * fraction);
    }
}
