//! Settings take effect as soon as they change: the game clock's speed, full screen. (The UI
//! scale is the layout's; reduced motion is the animations'; the volumes are the sounds' and
//! the music's own.)

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};

use super::{DisplaySettings, PlaySettings};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        (
            set_clock_speed.run_if(resource_changed::<PlaySettings>),
            set_window_mode.run_if(resource_changed::<DisplaySettings>),
        ),
    );
}

fn set_clock_speed(play: Res<PlaySettings>, mut time: ResMut<Time<Virtual>>) {
    let speed = play.animation_speed.clock_speed();
    if time.relative_speed() != speed {
        time.set_relative_speed(speed);
    }
}

fn set_window_mode(
    display: Res<DisplaySettings>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    let wanted = if display.fullscreen {
        WindowMode::BorderlessFullscreen(MonitorSelection::Current)
    } else {
        WindowMode::Windowed
    };
    for mut window in &mut windows {
        if window.mode != wanted {
            window.mode = wanted;
        }
    }
}
