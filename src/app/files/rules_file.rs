//! Reads the rule sets the game plays (`rules/default.rules.ron` for the Duel,
//! `rules/kingdomino.rules.ron` for the original game, or a mod's that replaces either) through
//! the asset server; a rule set that fails the engine's checks leaves the default rules.

use std::marker::PhantomData;
use std::sync::Arc;

use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext};
use bevy::prelude::*;

use bevy_asset_loader::prelude::*;

use super::rule_set::ActiveRules;
use super::text_asset::read_text;
use crate::app::player::startup_problems::StartupProblems;
use crate::app::states::Screen;
use kingdomino_core::duel::{Duel, RuleSet};
use kingdomino_core::localization::Phrase;
use kingdomino_core::original::{Kingdomino, OriginalRules};
use kingdomino_core::rule_file::RuleSetError;
use kingdomino_core::table::TableGame;

pub(super) fn plugin(app: &mut App) {
    // One extension, two loaders: each handle's type picks its own.
    app.init_asset::<RulesFile>()
        .register_asset_loader(RulesFileLoader::<RulesFile>::default());
    app.init_asset::<OriginalRulesFile>()
        .register_asset_loader(RulesFileLoader::<OriginalRulesFile>::default());
    app.configure_loading_state(
        LoadingStateConfig::new(Screen::Loading).load_collection::<RulesAssets>(),
    );
    app.add_systems(OnExit(Screen::Loading), play_loaded_rules);
    #[cfg(feature = "dev")]
    app.add_systems(
        Update,
        play_reloaded_rules.in_set(crate::app::states::AppSystems::ApplyRules),
    );
}

/// The rule set files; the rules themselves are taken from them when loading ends.
#[derive(AssetCollection, Resource)]
pub struct RulesAssets {
    #[asset(path = "rules/default.rules.ron")]
    pub rules: Handle<RulesFile>,
    #[asset(path = "rules/kingdomino.rules.ron")]
    pub original: Handle<OriginalRulesFile>,
}

/// The Duel's rule set file as read: the engine's verdict on it is kept, so a broken one can
/// be reported.
#[derive(Asset, TypePath, Debug)]
pub struct RulesFile(Result<Arc<RuleSet>, RuleSetError>);

/// The original game's rule set file as read, in the same way.
#[derive(Asset, TypePath, Debug)]
pub struct OriginalRulesFile(Result<Arc<OriginalRules>, RuleSetError>);

/// A rule set file of either game: what the engine made of its text.
trait ReadRulesFile: Asset {
    type Game: TableGame;
    fn from_read(read: Result<Arc<<Self::Game as TableGame>::Rules>, RuleSetError>) -> Self;
}

impl ReadRulesFile for RulesFile {
    type Game = Duel;
    fn from_read(read: Result<Arc<RuleSet>, RuleSetError>) -> RulesFile {
        RulesFile(read)
    }
}

impl ReadRulesFile for OriginalRulesFile {
    type Game = Kingdomino;
    fn from_read(read: Result<Arc<OriginalRules>, RuleSetError>) -> OriginalRulesFile {
        OriginalRulesFile(read)
    }
}

#[derive(TypePath)]
struct RulesFileLoader<File>(PhantomData<fn() -> File>);

impl<File> Default for RulesFileLoader<File> {
    fn default() -> Self {
        RulesFileLoader(PhantomData)
    }
}

impl<File: ReadRulesFile + TypePath> AssetLoader for RulesFileLoader<File> {
    type Asset = File;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        load_context: &mut LoadContext<'_>,
    ) -> Result<File, std::io::Error> {
        let (source, text) = read_text(reader, load_context).await?;
        let rules = match text {
            Ok(text) => File::Game::read_rules(&text, &source).map(Arc::new),
            Err(problem) => Err(RuleSetError {
                source,
                position: None,
                problems: vec![problem],
            }),
        };
        Ok(File::from_read(rules))
    }

    fn extensions(&self) -> &[&str] {
        &["rules.ron"]
    }
}

/// New matches play the rule sets read; a broken one is said on the title and the default
/// stays.
pub(crate) fn play_loaded_rules(
    loaded: Option<Res<RulesAssets>>,
    duel_files: Res<Assets<RulesFile>>,
    original_files: Res<Assets<OriginalRulesFile>>,
    mut active: ResMut<ActiveRules<Duel>>,
    mut original: ResMut<ActiveRules<Kingdomino>>,
    mut problems: ResMut<StartupProblems>,
) {
    let Some(loaded) = loaded else {
        return;
    };
    if let Some(file) = duel_files.get(&loaded.rules) {
        play::<Duel>(&file.0, &mut active.0, &mut problems);
    }
    if let Some(file) = original_files.get(&loaded.original) {
        play::<Kingdomino>(&file.0, &mut original.0, &mut problems);
    }
}

fn play<G: TableGame>(
    read: &Result<Arc<G::Rules>, RuleSetError>,
    active: &mut Arc<G::Rules>,
    problems: &mut StartupProblems,
) {
    match read {
        Ok(rules) if **rules != **active => {
            info!("playing the rule set `{}`", G::rules_id(rules));
            *active = rules.clone();
        }
        Ok(_) => {}
        Err(error) => {
            problems.report(Phrase::new("problem-rules").with("problem", error.to_string()));
            let builtin = G::builtin_rules();
            if **active != builtin {
                *active = Arc::new(builtin);
            }
        }
    }
}

#[cfg(feature = "dev")]
fn play_reloaded_rules(
    mut duel_events: MessageReader<AssetEvent<RulesFile>>,
    mut original_events: MessageReader<AssetEvent<OriginalRulesFile>>,
    duel_files: Res<Assets<RulesFile>>,
    original_files: Res<Assets<OriginalRulesFile>>,
    mut active: ResMut<ActiveRules<Duel>>,
    mut original: ResMut<ActiveRules<Kingdomino>>,
    mut problems: ResMut<StartupProblems>,
) {
    for id in duel_events.read().filter_map(modified) {
        if let Some(file) = duel_files.get(id) {
            play::<Duel>(&file.0, &mut active.0, &mut problems);
        }
    }
    for id in original_events.read().filter_map(modified) {
        if let Some(file) = original_files.get(id) {
            play::<Kingdomino>(&file.0, &mut original.0, &mut problems);
        }
    }
}

#[cfg(feature = "dev")]
fn modified<A: Asset>(event: &AssetEvent<A>) -> Option<AssetId<A>> {
    match event {
        AssetEvent::Modified { id } => Some(*id),
        _ => None,
    }
}
