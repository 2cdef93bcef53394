//! Settings take effect as soon as they change: the effects' volume, the game clock's speed,
//! full screen. (The UI scale is the layout's; reduced motion is the animations'.)

use bevy::audio::Volume;
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};

use super::{DisplaySettings, PlaySettings, SoundSettings};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        (
            set_volume.run_if(resource_changed::<SoundSettings>),
            set_clock_speed.run_if(resource_changed::<PlaySettings>),
            set_window_mode.run_if(resource_changed::<DisplaySettings>),
        ),
    );
}

fn set_volume(sound: Res<SoundSettings>, mut commands: Commands) {
    // Sounds playing now finish at their volume; the effects are short.
    commands.insert_resource(GlobalVolume::new(Volume::Linear(
        f32::from(sound.effects_volume) / 100.0,
    )));
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
