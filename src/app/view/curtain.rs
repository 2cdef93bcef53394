//! A screen changes behind a curtain of the table's paper that lifts in a moment, so one
//! screen gives way to the next instead of jumping; not with reduced motion.

use std::time::Duration;

use bevy::prelude::*;
use bevy::ui::FocusPolicy;

use crate::app::runtime::redraw::KeepDrawing;
use crate::app::settings::PlaySettings;
use crate::app::states::AppSystems;
use crate::app::states::Screen;
use crate::app::theme;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (drop_curtain.run_if(state_changed::<Screen>), lift_curtain)
            .chain()
            .in_set(AppSystems::View),
    );
}

const LIFT_TIME: Duration = Duration::from_millis(260);

#[derive(Component)]
struct Curtain(Timer);

fn drop_curtain(
    mut commands: Commands,
    play: Res<PlaySettings>,
    screen: Res<State<Screen>>,
    curtains: Query<Entity, With<Curtain>>,
) {
    if play.reduced_motion || *screen.get() == Screen::Loading {
        return;
    }
    for earlier in &curtains {
        commands.entity(earlier).despawn();
    }
    commands.spawn((
        Name::new("Curtain"),
        Curtain(Timer::new(LIFT_TIME, TimerMode::Once)),
        // Over everything, and never in the pointer's way.
        GlobalZIndex(100),
        FocusPolicy::Pass,
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            height: percent(100),
            ..default()
        },
        BackgroundColor(theme::PAPER),
    ));
}

/// On the game's clock, which runs on every screen (the pause menu's stop ends with the game).
fn lift_curtain(
    mut commands: Commands,
    time: Res<Time>,
    mut curtains: Query<(Entity, &mut Curtain, &mut BackgroundColor)>,
    mut keep_drawing: ResMut<KeepDrawing>,
) {
    for (entity, mut curtain, mut background) in &mut curtains {
        keep_drawing.next_frame_on(&time);
        curtain.0.tick(time.delta());
        background.0 = theme::PAPER.with_alpha(1.0 - curtain.0.fraction());
        if curtain.0.is_finished() {
            commands.entity(entity).despawn();
        }
    }
}
