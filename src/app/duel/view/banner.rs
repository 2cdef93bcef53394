//! A banner over the dice tray when a player gains a power: the tray waits for nothing then,
//! so the banner never hides a choice.

use crate::app::table::{Match, Told};
use kingdomino_core::duel::{Duel, Report};
use std::time::Duration;

use bevy::prelude::*;

use kingdomino_core::localization::names;

use super::table::BannerSpot;
use crate::app::theme;

use crate::app::duel::TABLE;
use crate::app::runtime::redraw::KeepDrawing;
use crate::app::states::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (raise_banners, lower_banners)
            .run_if(resource_exists::<Match<Duel>>)
            .in_set(AppSystems::View),
    );
}

const BANNER_TIME: Duration = Duration::from_millis(2400);

#[derive(Component)]
struct Banner(Timer);

fn raise_banners(
    mut commands: Commands,
    game: Res<Match<Duel>>,
    mut reported: MessageReader<Told<Duel>>,
    spots: Query<Entity, With<BannerSpot>>,
) {
    let Some(spot) = spots.iter().next() else {
        reported.clear();
        return;
    };
    for report in reported.read().flat_map(|Told(reports)| reports) {
        let Report::PowerGained { seat, power } = *report else {
            continue;
        };
        let text = game
            .about("banner-power-gained", seat)
            .with("power", names::power(power));
        commands.spawn((
            Name::new("Power banner"),
            ChildOf(spot),
            Banner(Timer::new(BANNER_TIME, TimerMode::Once)),
            DespawnOnExit(TABLE),
            GlobalZIndex(5),
            Node {
                position_type: PositionType::Absolute,
                top: px(0),
                bottom: px(0),
                left: px(0),
                right: px(0),
                padding: UiRect::all(px(8)),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                border: UiRect::all(px(3)),
                border_radius: BorderRadius::all(px(12)),
                ..default()
            },
            BackgroundColor(theme::INK.with_alpha(0.92)),
            BorderColor::all(theme::FOCUS),
            crate::app::view::motion::Pop::landing(),
            children![(
                theme::coloured_label(text, 22.0, theme::PAPER),
                TextLayout::justify(Justify::Center),
            )],
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
