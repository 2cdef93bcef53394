//! A banner across the table when a player gains a power.

use std::time::Duration;

use bevy::prelude::*;

use crate::app::AppSystems;
use crate::app::game::{Match, PowerGained};
use crate::app::redraw::KeepDrawing;
use crate::app::states::Screen;
use crate::app::theme;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (raise_banners, lower_banners)
            .run_if(resource_exists::<Match>)
            .in_set(AppSystems::View),
    );
}

const BANNER_TIME: Duration = Duration::from_millis(2400);

#[derive(Component)]
struct Banner(Timer);

fn raise_banners(mut commands: Commands, game: Res<Match>, mut gained: MessageReader<PowerGained>) {
    for PowerGained { seat, power } in gained.read() {
        let text = format!("{} gains a power: {power}!", game.seat_name(*seat));
        commands.spawn((
            Name::new("Power banner"),
            Banner(Timer::new(BANNER_TIME, TimerMode::Once)),
            DespawnOnExit(Screen::Game),
            GlobalZIndex(5),
            Node {
                position_type: PositionType::Absolute,
                top: percent(42),
                left: percent(20),
                width: percent(60),
                padding: UiRect::all(px(18)),
                justify_content: JustifyContent::Center,
                border: UiRect::all(px(3)),
                border_radius: BorderRadius::all(px(12)),
                ..default()
            },
            BackgroundColor(theme::INK.with_alpha(0.92)),
            BorderColor::all(theme::FOCUS),
            super::motion::Pop::landing(),
            children![theme::coloured_label(text, 30.0, theme::PAPER)],
        ));
    }
}

fn lower_banners(
    mut commands: Commands,
    time: Res<Time>,
    mut banners: Query<(Entity, &mut Banner)>,
    mut keep_drawing: ResMut<KeepDrawing>,
) {
    for (entity, mut banner) in &mut banners {
        keep_drawing.next_frame_on(&time);
        if banner.0.tick(time.delta()).just_finished() {
            commands.entity(entity).despawn();
        }
    }
}
