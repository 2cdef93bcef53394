//! The player's settings and statistics, kept by Bevy's settings framework (`bevy_settings`):
//! each group a resource, saved as TOML in the data folder (localStorage on the web). A file
//! that cannot be read is moved aside before the framework reads it, since the framework
//! would quietly use defaults and then write over it. A game keeps a group of its own (the
//! original game's set-up, in its room) by registering it (`game_group`) before the files are
//! read (`read_settings_files`). Their panels are menus.

pub mod bindings;
mod bindings_file;
mod effects;
mod file_check;
mod game_groups;
mod groups;
mod statistics;

use bevy::prelude::*;
use bevy::settings::{SaveSettings, SaveSettingsSync};
use bevy::window::ExitSystems;

pub use file_check::check_settings_file;
pub use game_groups::{GameGroup, game_group};
pub use groups::{
    AnimationSpeed, DisplaySettings, ModFolderNames, ModSettings, PlaySettings, PreferredLevel,
    RoomGame, SoundSettings, TABLE_SIZES, TEXT_SIZES, VOLUMES,
};
pub use statistics::{LevelRecord, OriginalRecord, Statistics};

use super::player::player_data::{PlayerData, set_aside_unreadable};
use super::player::startup_problems::StartupProblems;
use kingdomino_core::localization::Phrase;
use kingdomino_core::online::protocol::clean_name;
use kingdomino_core::player_files::data_store::DataStore;

pub(super) fn plugin(app: &mut App) {
    app.register_type::<SoundSettings>()
        .register_type::<PlaySettings>()
        .register_type::<DisplaySettings>()
        .register_type::<ModSettings>()
        .register_type::<Statistics>();
    app.init_resource::<GameGroups>();
    app.init_resource::<ModFolderNames>();
    app.add_plugins((bindings::plugin, effects::plugin));
}

/// The settings and statistics files read, once every game has registered its groups: a file
/// that cannot be read is set aside first, said on the title.
pub fn read_settings_files(app: &mut App) {
    let store = app
        .world()
        .get_resource::<PlayerData>()
        .map_or(DataStore::Nowhere, |data| data.0.clone());
    let games = std::mem::take(&mut app.world_mut().resource_mut::<GameGroups>().0);
    for file in SETTINGS_FILES {
        set_aside_if_unreadable(app, &store, &file, &games);
    }
    match framework_name(&store) {
        Some(name) => {
            app.add_plugins(bevy::settings::SettingsPlugin::new(&name));
            // After the window's own exit systems, which ask to exit when the window closes.
            app.add_systems(Last, save_changed_settings.after(ExitSystems));
        }
        None => {
            app.init_resource::<SoundSettings>()
                .init_resource::<PlaySettings>()
                .init_resource::<DisplaySettings>()
                .init_resource::<ModSettings>()
                .init_resource::<Statistics>();
            for group in &games {
                group.init(app.world_mut());
            }
        }
    }
    sanitise(app.world_mut());
    app.world_mut().resource_mut::<GameGroups>().0 = games;
}

/// The groups the games keep in the settings file, registered before it is read.
#[derive(Resource, Default)]
struct GameGroups(Vec<GameGroup>);

/// A file of Bevy's settings framework, and what the player is told when it cannot be read.
struct SettingsFile {
    /// The framework's name for it (without `.toml`), also the kind of file messages name.
    file: &'static str,
    /// The message saying what the game does instead.
    instead: &'static str,
}

const SETTINGS_FILES: [SettingsFile; 2] = [
    SettingsFile {
        file: "settings",
        instead: "instead-default-settings",
    },
    SettingsFile {
        file: "statistics",
        instead: "instead-statistics-from-zero",
    },
];

/// Values a hand-edited file may hold that the game cannot use become the nearest it can.
fn sanitise(world: &mut World) {
    let mut sound = world.resource_mut::<SoundSettings>();
    let (effects, music) = (sound.effects_volume.min(100), sound.music_volume.min(100));
    if (sound.effects_volume, sound.music_volume) != (effects, music) {
        sound.effects_volume = effects;
        sound.music_volume = music;
    }
    let mut play = world.resource_mut::<PlaySettings>();
    let name = clean_name(&play.online_name, "");
    if play.online_name != name {
        play.online_name = name;
    }
    let mut display = world.resource_mut::<DisplaySettings>();
    let size = display.table_size.clamp(TABLE_SIZES[0], 100);
    if display.table_size != size {
        display.table_size = size;
    }
    let text_size = display.text_size.clamp(TEXT_SIZES[0], TEXT_SIZES[2]);
    if display.text_size != text_size {
        display.text_size = text_size;
    }
}

/// The name Bevy's settings framework files the settings under: the data folder's absolute path
/// (the framework joins it to the system's preferences folder, and a join with an absolute path
/// is that path, so `--data-dir` holds the settings too), or the game's name in localStorage.
fn framework_name(store: &DataStore) -> Option<String> {
    match store {
        #[cfg(not(target_arch = "wasm32"))]
        DataStore::Folder(folder) => std::path::absolute(folder)
            .ok()
            .map(|folder| folder.display().to_string()),
        #[cfg(target_arch = "wasm32")]
        DataStore::Browser => {
            Some(kingdomino_core::player_files::data_store::GAME_DIRECTORY.to_string())
        }
        DataStore::Nowhere => None,
    }
}

/// The mods of `folders` the player did not turn off, read before the game opens (the mods
/// decide which files the game reads). A settings file that cannot be read turns none off; the
/// plugin says what is wrong with it.
#[cfg(not(target_arch = "wasm32"))]
pub fn mods_turned_on(
    store: &DataStore,
    folders: &[std::path::PathBuf],
) -> Vec<std::path::PathBuf> {
    let off = store
        .read(&settings_file_name("settings"))
        .ok()
        .flatten()
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .and_then(|text| text.parse::<toml::Table>().ok())
        .and_then(|table| table.get("mods").cloned())
        .and_then(|mods| mods.try_into::<ModSettings>().ok())
        .map(|mods| mods.off)
        .unwrap_or_default();
    folders
        .iter()
        .filter(|folder| !off.contains(&mod_folder_name(folder)))
        .cloned()
        .collect()
}

/// The name a mod is turned on or off by: its folder's.
#[cfg(not(target_arch = "wasm32"))]
pub fn mod_folder_name(folder: &std::path::Path) -> String {
    folder.file_name().map_or_else(
        || folder.display().to_string(),
        |name| name.to_string_lossy().into_owned(),
    )
}

/// The data store's name for a settings file.
pub fn settings_file_name(file: &str) -> String {
    if cfg!(target_arch = "wasm32") {
        file.to_string()
    } else {
        format!("{file}.toml")
    }
}

fn set_aside_if_unreadable(
    app: &mut App,
    store: &DataStore,
    settings: &SettingsFile,
    games: &[GameGroup],
) {
    let name = settings_file_name(settings.file);
    let problem = match store.read(&name) {
        Ok(Some(bytes)) => file_check::check_settings_file(&bytes, games).err(),
        Ok(None) => None,
        Err(error) => Some(error.to_string()),
    };
    if let Some(why) = problem {
        let mut problems = app.world_mut().get_resource_or_init::<StartupProblems>();
        set_aside_unreadable(
            store,
            &name,
            settings.file,
            &why,
            Phrase::new(settings.instead),
            &mut problems,
        );
    }
}

/// A changed setting is written at once (on another thread on the desktop), so a crash or a
/// closed browser tab loses nothing; the last changes are written again as the game closes.
fn save_changed_settings(
    mut commands: Commands,
    sound: Res<SoundSettings>,
    play: Res<PlaySettings>,
    display: Res<DisplaySettings>,
    mods: Res<ModSettings>,
    statistics: Res<Statistics>,
    mut exits: MessageReader<AppExit>,
) {
    if exits.read().count() > 0 {
        commands.queue(SaveSettingsSync::IfChanged);
        return;
    }
    let changed = sound.is_changed()
        || play.is_changed()
        || display.is_changed()
        || mods.is_changed()
        || statistics.is_changed();
    if changed {
        commands.queue(SaveSettings::IfChanged);
    }
}
