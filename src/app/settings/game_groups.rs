//! A group of the settings file a game keeps of its own (the original game's set-up, kept in
//! its room): checked with the file, read with it, and saved whenever it changes, like the
//! game's own groups.

use bevy::prelude::*;
use bevy::reflect::GetTypeRegistration;
use bevy::settings::{SaveSettings, SettingsGroup};
use bevy::window::ExitSystems;
use serde::de::DeserializeOwned;

use super::GameGroups;
use super::file_check::check_group;

/// A game's group, as the file check and a game without the settings framework (the tests')
/// know it.
pub struct GameGroup {
    name: &'static str,
    check: fn(&toml::Table, &str) -> Result<(), String>,
    init: fn(&mut World),
}

impl GameGroup {
    /// The group of settings type `T`.
    pub fn of<T: SettingsGroup + Default + DeserializeOwned>() -> GameGroup {
        GameGroup {
            name: T::settings_group_name(),
            check: check_group::<T>,
            init: |world| {
                world.init_resource::<T>();
            },
        }
    }

    /// Whether the file's group, when it has one, is of the right shape.
    pub fn check(&self, table: &toml::Table) -> Result<(), String> {
        (self.check)(table, self.name)
    }

    pub(super) fn init(&self, world: &mut World) {
        (self.init)(world);
    }
}

/// Keeps settings type `T` in the settings file: registered before the file is read.
pub fn game_group<T>(app: &mut App)
where
    T: SettingsGroup + Default + DeserializeOwned + GetTypeRegistration,
{
    app.register_type::<T>();
    app.world_mut()
        .resource_mut::<GameGroups>()
        .0
        .push(GameGroup::of::<T>());
    app.add_systems(Last, save_when_changed::<T>.after(ExitSystems));
}

/// A changed group is written at once, as the game's own are.
fn save_when_changed<T: Resource>(mut commands: Commands, group: Option<Res<T>>) {
    if group.is_some_and(|group| group.is_changed()) {
        commands.queue(SaveSettings::IfChanged);
    }
}
