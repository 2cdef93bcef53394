//! Reads the language files through the asset server while the game loads: the game's own
//! (`locales/<language>/*.ftl`) and any a mod adds, with bevy_fluent's Fluent loader. Added
//! with the other asset loaders; without it (tests) the game speaks its built-in English.

use bevy::prelude::*;

use crate::app::states::AppSystems;
use bevy_fluent::ResourceAsset;
use bevy_fluent::assets::resource::ResourceAssetLoader;
use iyes_progress::prelude::*;
use unic_langid::LanguageIdentifier;

use crate::app::states::Screen;
use kingdomino_core::localization::{self, LanguageFile};

pub(in crate::app) fn plugin(app: &mut App) {
    app.register_asset_loader(ResourceAssetLoader)
        .init_asset::<ResourceAsset>();
    app.add_systems(OnEnter(Screen::Loading), start_reading);
    app.add_systems(
        Update,
        count_read
            .track_progress::<Screen>()
            .run_if(in_state(Screen::Loading))
            .in_set(AppSystems::Decide),
    );
    app.add_systems(OnExit(Screen::Loading), keep_what_was_read);
}

/// Every language file the game can word texts with. Until the files are read (and in tests
/// without assets) it is English as the binary carries it.
#[derive(Resource, Clone, Debug)]
pub struct LanguageFiles(pub Vec<LanguageFile>);

impl Default for LanguageFiles {
    fn default() -> LanguageFiles {
        LanguageFiles(localization::built_in_english())
    }
}

impl LanguageFiles {
    /// The languages the files bring, the shipped ones first, in their order.
    pub fn languages(&self) -> Vec<LanguageIdentifier> {
        let mut languages: Vec<LanguageIdentifier> = Vec::new();
        for file in &self.0 {
            if !languages.contains(&file.language) {
                languages.push(file.language.clone());
            }
        }
        languages
    }
}

/// The files being read, each with its path and language.
#[derive(Resource, Default)]
pub(super) struct Reading(Vec<(String, LanguageIdentifier, Handle<ResourceAsset>)>);

/// The game's files first, then each file a mod adds (a mod that replaces a game file is read
/// in its place by the asset source).
fn start_reading(
    mut commands: Commands,
    assets: Option<Res<AssetServer>>,
    #[cfg(not(target_arch = "wasm32"))] modded: Option<
        Res<crate::app::files::asset_source::ModdedFiles>,
    >,
) {
    let Some(assets) = assets else { return };
    let paths = localization::shipped_files();
    #[cfg(not(target_arch = "wasm32"))]
    let paths = with_files_mods_add(paths, modded.as_deref());
    let reading = paths
        .into_iter()
        .filter_map(|path| {
            let language = localization::language_of_path(&path)?;
            let handle = assets.load(path.clone());
            Some((path, language, handle))
        })
        .collect();
    commands.insert_resource(Reading(reading));
}

/// The paths, then those of the files mods add.
#[cfg(not(target_arch = "wasm32"))]
fn with_files_mods_add(
    mut paths: Vec<String>,
    modded: Option<&crate::app::files::asset_source::ModdedFiles>,
) -> Vec<String> {
    let added: Vec<String> = modded
        .into_iter()
        .flat_map(|modded| modded.paths())
        .filter(|path| !paths.contains(path))
        .cloned()
        .collect();
    paths.extend(added);
    paths
}

fn count_read(reading: Option<Res<Reading>>, assets: Option<Res<AssetServer>>) -> Progress {
    let (Some(reading), Some(assets)) = (reading, assets) else {
        return Progress { done: 0, total: 0 };
    };
    let done = reading
        .0
        .iter()
        .filter(|(_, _, handle)| {
            assets.is_loaded(handle.id())
                || assets
                    .get_load_state(handle.id())
                    .is_some_and(|state| state.is_failed())
        })
        .count();
    Progress {
        done: done as u32,
        total: reading.0.len() as u32,
    }
}

/// The files read become the language files; one that could not be read is left out (the
/// asset server has said why), and English as the binary carries it stands in for English's.
pub(super) fn keep_what_was_read(
    mut commands: Commands,
    reading: Option<Res<Reading>>,
    read: Res<Assets<ResourceAsset>>,
    mut files: ResMut<LanguageFiles>,
) {
    let Some(reading) = reading else { return };
    let mut kept: Vec<LanguageFile> = reading
        .0
        .iter()
        .filter_map(|(path, language, handle)| {
            read.get(handle).map(|resource| LanguageFile {
                language: language.clone(),
                path: path.clone(),
                text: resource.source().to_string(),
            })
        })
        .collect();
    let english = localization::english();
    if !kept.iter().any(|file| file.language == english) {
        warn!("no English language file could be read: the texts built into the game are used");
        kept.splice(0..0, localization::built_in_english());
    }
    files.0 = kept;
    commands.remove_resource::<Reading>();
}
