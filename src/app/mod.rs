//! The Bevy game: the window, the screens, and the plugins that show the engine's state.

mod assets;
mod screens;
mod theme;

use std::time::Duration;

use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};

/// The window's title, also the game's name on screen.
const GAME_TITLE: &str = "Kingdomino Duel";

/// Opens the game window and runs until it is closed.
pub fn run() -> AppExit {
    App::new()
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: GAME_TITLE.into(),
                resolution: (1280, 720).into(),
                fit_canvas_to_parent: true,
                ..default()
            }),
            ..default()
        }))
        // Nothing animates on the title screen: redraw on input, and a few times a second so a
        // window shown late (or uncovered) still gets painted, without burning a core.
        .insert_resource(WinitSettings {
            focused_mode: UpdateMode::reactive(Duration::from_millis(250)),
            unfocused_mode: UpdateMode::reactive_low_power(Duration::from_millis(500)),
        })
        .add_plugins((assets::plugin, screens::plugin))
        .add_systems(Startup, spawn_camera)
        .run()
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d));
}
